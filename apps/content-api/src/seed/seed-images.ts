import fs from 'node:fs/promises';
import path from 'node:path';

export const seedImageThemes = ['furnace', 'condenser', 'walk-in', 'gas-line', 'thermostat'] as const;
export type SeedImageTheme = (typeof seedImageThemes)[number];

// Brand-palette illustrations for the sample posts, painted by scripts/render-seed-images.ts and
// shipped beside this file (the build copies them into dist).
export function readSeedImage(theme: SeedImageTheme): Promise<Buffer> {
  return fs.readFile(path.join(__dirname, 'images', `${theme}.jpg`));
}
