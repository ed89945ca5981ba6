import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seedImageThemes, type SeedImageTheme } from '../src/seed/seed-images';

// Paints the brand-palette illustrations the seed posts use (src/seed/images/*.jpg). The images are
// committed, so start-up only stores them; run this again after changing a scene:
//   npx tsx apps/content-api/scripts/render-seed-images.ts
type Rgb = readonly [number, number, number];
type Box = { x0: number; y0: number; x1: number; y1: number };
type Shape = { color: Rgb; alpha?: number; box: Box; contains: (x: number, y: number) => boolean };

const palette = {
  navy: [15, 37, 64],
  navyMid: [28, 62, 99],
  steel: [196, 208, 222],
  steelDark: [120, 140, 163],
  orange: [240, 118, 36],
  amber: [255, 190, 80],
  blue: [66, 153, 225],
  ice: [215, 236, 252],
  white: [248, 250, 252],
} as const satisfies Record<string, Rgb>;

const rect = (x: number, y: number, w: number, h: number, color: Rgb, radius = 0, alpha = 1): Shape => ({
  color,
  alpha,
  box: { x0: x, y0: y, x1: x + w, y1: y + h },
  contains: (px, py) => {
    if (px < x || py < y || px >= x + w || py >= y + h) return false;
    const dx = Math.max(x + radius - px, px - (x + w - radius), 0);
    const dy = Math.max(y + radius - py, py - (y + h - radius), 0);
    return dx * dx + dy * dy <= radius * radius;
  },
});
const circle = (cx: number, cy: number, r: number, color: Rgb, alpha = 1): Shape => ({
  color,
  alpha,
  box: { x0: cx - r, y0: cy - r, x1: cx + r + 1, y1: cy + r + 1 },
  contains: (px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r,
});
const ring = (cx: number, cy: number, r: number, width: number, color: Rgb): Shape => ({
  color,
  box: { x0: cx - r, y0: cy - r, x1: cx + r + 1, y1: cy + r + 1 },
  contains: (px, py) => {
    const d = Math.sqrt((px - cx) ** 2 + (py - cy) ** 2);
    return d <= r && d >= r - width;
  },
});
const repeat = (n: number, make: (i: number) => Shape): Shape[] => Array.from({ length: n }, (_, i) => make(i));

const width = 1600;
const height = 1000;

const scenes: Record<SeedImageTheme, { accent: Rgb; shapes: Shape[] }> = {
  furnace: {
    accent: palette.orange,
    shapes: [
      rect(560, 110, 480, 120, palette.steelDark, 8),
      rect(520, 200, 560, 720, palette.steel, 24),
      ...repeat(6, (i) => rect(600, 270 + i * 34, 400, 14, palette.steelDark, 7)),
      rect(640, 520, 320, 300, palette.navyMid, 18),
      circle(800, 690, 95, palette.orange),
      circle(800, 715, 55, palette.amber),
      rect(1180, 640, 180, 280, palette.steel, 16),
      circle(1270, 720, 46, palette.navy),
      circle(1270, 720, 14, palette.orange),
    ],
  },
  condenser: {
    accent: palette.blue,
    shapes: [
      rect(440, 220, 720, 640, palette.steel, 28),
      ...repeat(14, (i) => rect(470, 250 + i * 42, 660, 10, palette.steelDark, 5)),
      circle(800, 540, 250, palette.navyMid),
      ring(800, 540, 250, 22, palette.blue),
      ...repeat(4, (i) => rect(i % 2 ? 785 : 600, i % 2 ? 340 : 525, i % 2 ? 30 : 400, i % 2 ? 400 : 30, palette.blue, 15)),
      circle(800, 540, 48, palette.steel),
      rect(400, 860, 800, 40, palette.steelDark, 10),
    ],
  },
  'walk-in': {
    accent: palette.blue,
    shapes: [
      rect(380, 140, 840, 800, palette.ice, 20),
      rect(520, 220, 560, 720, palette.white, 12),
      rect(540, 240, 520, 680, palette.ice, 8),
      rect(980, 520, 36, 180, palette.steelDark, 18),
      rect(620, 300, 200, 110, palette.navyMid, 10),
      rect(640, 320, 160, 70, palette.blue, 8),
      ...repeat(9, (i) => circle(460 + ((i * 173) % 700), 200 + ((i * 257) % 620), 10 + (i % 3) * 6, palette.blue, 0.55)),
    ],
  },
  'gas-line': {
    accent: palette.orange,
    shapes: [
      rect(200, 470, 1200, 60, palette.amber, 30),
      rect(1040, 200, 60, 330, palette.amber, 30),
      rect(440, 470, 60, 420, palette.amber, 30),
      circle(740, 500, 80, palette.orange),
      rect(700, 360, 80, 120, palette.orange, 16),
      rect(1120, 150, 300, 220, palette.steel, 20),
      circle(1270, 260, 70, palette.white),
      ring(1270, 260, 70, 10, palette.navyMid),
      rect(1265, 205, 10, 60, palette.orange, 5),
    ],
  },
  thermostat: {
    accent: palette.orange,
    shapes: [
      circle(800, 500, 330, palette.steel),
      circle(800, 500, 270, palette.navyMid),
      ring(800, 500, 240, 24, palette.orange),
      ...repeat(12, (i) => {
        const a = (i / 12) * Math.PI * 2;
        return circle(800 + Math.cos(a) * 300, 500 + Math.sin(a) * 300, 9, palette.navy);
      }),
      circle(800, 500, 110, palette.white),
      circle(800, 500, 40, palette.orange),
      rect(180, 820, 360, 40, palette.blue, 20),
      rect(1060, 820, 360, 40, palette.orange, 20),
    ],
  },
};

// A navy gradient backdrop, a soft accent glow and the illustration, as a JPEG.
async function render(theme: SeedImageTheme): Promise<Buffer> {
  const { accent, shapes } = scenes[theme];
  const glow = { x: width * 0.78, y: height * 0.2, r: 620 };
  const pixels = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    for (let x = 0; x < width; x++) {
      const g = Math.max(0, 1 - Math.hypot(x - glow.x, y - glow.y) / glow.r) * 0.35;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = palette.navy[c] * (1 - t) + palette.navyMid[c] * t;
        pixels[i + c] = base + (accent[c] - base) * g;
      }
    }
  }
  // Shapes paint in order, each only over its bounding box.
  for (const s of shapes) {
    const a = s.alpha ?? 1;
    const { x0, y0, x1, y1 } = s.box;
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(height, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(width, Math.ceil(x1)); x++) {
        if (!s.contains(x, y)) continue;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) pixels[i + c] = (pixels[i + c] as number) * (1 - a) + s.color[c] * a;
      }
    }
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

async function main(): Promise<void> {
  const dir = path.join(__dirname, '../src/seed/images');
  for (const theme of seedImageThemes) {
    const file = path.join(dir, `${theme}.jpg`);
    fs.writeFileSync(file, await render(theme));
    process.stdout.write(`${file}\n`);
  }
}

void main();
