import fs from 'node:fs/promises';
import path from 'node:path';

export const seedImageThemes = ['furnace', 'condenser', 'walk-in', 'gas-line', 'thermostat'] as const;
export type SeedImageTheme = (typeof seedImageThemes)[number];

// What each illustration shows, for its alt text in the media library.
export const seedImageAlt: Record<SeedImageTheme, string> = {
  furnace: 'Illustration of a furnace cabinet with its burner glowing orange behind the front panel, beside a wall thermostat',
  condenser: 'Illustration of an outdoor air conditioner condenser unit with a large fan grille',
  'walk-in': 'Illustration of a walk-in cooler door with a control display, frost drifting in the cold air',
  'gas-line': 'Illustration of yellow gas piping with an orange shut-off valve and a pressure gauge',
  thermostat: 'Illustration of a round dial thermostat between a blue cooling bar and an orange heating bar',
};

// Brand-palette illustrations for the sample posts, painted by scripts/render-seed-images.ts and
// shipped beside this file (the build copies them into dist).
export function readSeedImage(theme: SeedImageTheme): Promise<Buffer> {
  return fs.readFile(path.join(__dirname, 'images', `${theme}.jpg`));
}
