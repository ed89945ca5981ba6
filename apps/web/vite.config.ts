import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const lib = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // Workspace libraries are bundled from their TypeScript sources (their dist is CommonJS for Nest).
    alias: { '@hvac/contracts': lib('contracts'), '@hvac/site': lib('site') },
  },
  server: { port: 5173 },
  build: { assetsInlineLimit: 0 },
});
