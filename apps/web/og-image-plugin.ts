import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { ogImageSize } from './app/features/seo/og-image-size.ts';

// Social networks show neither SVG nor small images on a share, so an illustration imported with
// `?og-image` becomes a 1200x630 PNG (the size Open Graph cards use), cropped to fill the frame. The
// PNG is rendered at build time into Vite's cache and then handled like any imported image: hashed
// and served under /assets/ (the dev server serves it too). Nothing generated is kept in git.
const ogImageQuery = '?og-image';

async function renderOgImage(svg: Buffer): Promise<Buffer> {
  const { width = ogImageSize.width } = await sharp(svg).metadata();
  // Rasterise at the density that makes the drawing as wide as the card, so nothing is upscaled.
  const density = Math.max(72, Math.ceil((72 * ogImageSize.width) / width));
  return sharp(svg, { density }).resize({ ...ogImageSize, fit: 'cover' }).png({ compressionLevel: 9 }).toBuffer();
}

export function ogImagePlugin(): Plugin {
  let outDir = '';
  return {
    name: 'hvac:og-image',
    enforce: 'pre',
    configResolved(config) {
      outDir = path.join(config.cacheDir, 'og-images');
    },
    async load(id) {
      if (!id.endsWith(ogImageQuery)) return null;
      const svgPath = id.slice(0, -ogImageQuery.length);
      this.addWatchFile(svgPath);
      const pngPath = path.join(outDir, `${path.basename(svgPath, path.extname(svgPath))}.png`);
      await mkdir(outDir, { recursive: true });
      await writeFile(pngPath, await renderOgImage(await readFile(svgPath)));
      return `export { default } from ${JSON.stringify(pngPath)};`;
    },
  };
}
