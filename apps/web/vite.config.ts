import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { ogImagePlugin } from './og-image-plugin.ts';

const lib = (name: string, entry = 'index.ts') => fileURLToPath(new URL(`../../libs/${name}/src/${entry}`, import.meta.url));

export default defineConfig({
  plugins: [ogImagePlugin(), reactRouter()],
  resolve: {
    // Workspace libraries are bundled from their TypeScript sources (their dist is CommonJS for Nest).
    // The payload schemas (zod) first: only the admin's forms import them, so public pages never load zod.
    alias: { '@hvac/contracts/schemas': lib('contracts', 'schemas/index.ts'), '@hvac/contracts': lib('contracts'), '@hvac/site': lib('site') },
  },
  server: { port: 5173 },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Fewer, larger initial files: the framework in one chunk and the shell code every public page
        // uses in another, instead of dozens of tiny modules (each a request on a slow phone).
        // Lazily loaded code (swiper, web-vitals, the admin portal and its payload schemas, with zod) stays out.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|zustand|use-sync-external-store|cookie|set-cookie-parser)[\\/]/ },
            {
              name: 'shell',
              test: /(libs[\\/](site[\\/]src|contracts[\\/]src(?![\\/]schemas))|apps[\\/]web[\\/]app[\\/](root-data|components[\\/]ui|config[\\/]paths|features[\\/](layout|seo|errors|services|carousel[\\/](utils|components[\\/]carousel)|blog[\\/](components|utils)|forms[\\/](components|hooks|utils|form-texts))))/,
            },
          ],
        },
      },
    },
  },
});
