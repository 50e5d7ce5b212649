// Furniture silhouettes, drawn on an 1100 x 700 canvas with the floor at y = 600.
// Each drawing uses only the palette and fixed numbers: nothing from a request reaches the markup.
import type { Palette } from './color.js';
import type { ProductShape } from './paths.js';

const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const e = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const l = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"/>`;

const legs = (xs: number[], top: number, c: Palette, w = 14) =>
  xs.map((x) => r(x, top, w, 600 - top, c.frame, 3)).join('');

function drawers(
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
  cols: number,
  c: Palette,
): string {
  let out = '';
  const gw = w / cols;
  const gh = h / rows;
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      out += r(x + j * gw + 6, y + i * gh + 6, gw - 12, gh - 12, c.main, 4);
      out += r(x + j * gw + gw / 2 - 22, y + i * gh + gh / 2 - 4, 44, 8, c.frame, 4);
    }
  }
  return out;
}

export const SHAPES: Record<ProductShape, (c: Palette) => string> = {
  'lounge-chair': (c) =>
    legs([385, 700], 540, c) +
    r(380, 250, 340, 220, c.dark, 48) +
    r(350, 430, 400, 120, c.main, 26) +
    r(395, 405, 310, 60, c.light, 24) +
    r(318, 350, 84, 200, c.dark, 32) +
    r(698, 350, 84, 200, c.dark, 32),
  'dining-chair': (c) =>
    legs([440, 645], 440, c, 12) +
    r(448, 170, 14, 280, c.frame, 4) +
    r(638, 170, 14, 280, c.frame, 4) +
    r(455, 190, 190, 150, c.main, 26) +
    r(425, 410, 250, 44, c.main, 14) +
    r(425, 440, 250, 14, c.dark, 6),
  stool: (c) =>
    l(450, 330, 415, 600, c.frame, 14) +
    l(650, 330, 685, 600, c.frame, 14) +
    l(500, 330, 490, 600, c.frame, 10) +
    l(600, 330, 610, 600, c.frame, 10) +
    r(432, 480, 236, 12, c.frame, 6) +
    r(470, 170, 160, 90, c.dark, 26) +
    r(536, 250, 28, 70, c.frame, 4) +
    r(420, 300, 260, 46, c.main, 20),
  sofa: (c) =>
    legs([250, 836], 548, c) +
    r(240, 270, 620, 190, c.dark, 44) +
    r(210, 430, 680, 120, c.main, 26) +
    [0, 1, 2].map((i) => r(262 + i * 196, 400, 184, 64, c.light, 22)).join('') +
    r(180, 360, 90, 190, c.dark, 34) +
    r(830, 360, 90, 190, c.dark, 34),
  sectional: (c) =>
    legs([190, 880], 548, c) +
    r(180, 270, 720, 190, c.dark, 44) +
    r(160, 430, 760, 120, c.main, 26) +
    [0, 1, 2].map((i) => r(210 + i * 180, 400, 170, 64, c.light, 22)).join('') +
    r(720, 440, 240, 140, c.main, 24) +
    r(730, 420, 220, 60, c.light, 22) +
    r(120, 360, 90, 190, c.dark, 34),
  'lift-chair': (c) =>
    r(370, 200, 330, 280, c.dark, 60) +
    r(350, 420, 370, 130, c.main, 28) +
    r(400, 390, 270, 70, c.light, 26) +
    r(320, 330, 90, 220, c.dark, 36) +
    r(660, 330, 90, 220, c.dark, 36) +
    p('M 700 470 L 860 520 L 850 570 L 700 545 Z', c.main) +
    r(360, 550, 380, 40, c.darker, 10),
  table: (c) =>
    r(300, 420, 22, 180, c.frame, 4) +
    r(778, 420, 22, 180, c.frame, 4) +
    r(360, 420, 16, 170, c.darker, 4) +
    r(724, 420, 16, 170, c.darker, 4) +
    r(240, 380, 620, 30, c.main, 6) +
    r(240, 404, 620, 14, c.dark, 4),
  'side-table': (c) =>
    e(550, 420, 200, 36, c.main) +
    p('M 350 420 A 200 36 0 0 0 750 420 L 750 436 A 200 36 0 0 1 350 436 Z', c.dark) +
    r(536, 440, 28, 150, c.frame, 6) +
    e(550, 596, 110, 14, c.frame),
  desk: (c) =>
    r(270, 360, 20, 240, c.frame, 4) +
    r(610, 380, 230, 220, c.dark, 6) +
    drawers(610, 380, 230, 220, 3, 1, c) +
    r(240, 340, 620, 30, c.main, 6),
  dresser: (c) =>
    r(300, 300, 500, 280, c.dark, 8) +
    drawers(300, 300, 500, 280, 3, 2, c) +
    r(290, 290, 520, 20, c.light, 6) +
    legs([315, 771], 580, c),
  wardrobe: (c) =>
    r(390, 130, 320, 450, c.dark, 8) +
    r(400, 140, 146, 430, c.main, 6) +
    r(554, 140, 146, 430, c.main, 6) +
    r(530, 320, 8, 60, c.frame, 4) +
    r(562, 320, 8, 60, c.frame, 4) +
    r(380, 120, 340, 20, c.light, 6) +
    legs([400, 686], 580, c),
  nightstand: (c) =>
    r(430, 380, 240, 190, c.dark, 8) +
    drawers(430, 380, 240, 190, 2, 1, c) +
    r(420, 368, 260, 18, c.light, 6) +
    legs([440, 646], 570, c),
  bed: (c) =>
    r(220, 230, 140, 370, c.dark, 20) +
    r(230, 450, 660, 100, c.frame, 10) +
    r(240, 400, 650, 70, '#f4f1ea', 18) +
    r(460, 392, 430, 92, c.main, 18) +
    r(262, 352, 130, 56, '#ffffff', 24) +
    legs([240, 870], 550, c, 16),
  headboard: (c) =>
    r(250, 150, 600, 330, c.dark, 26) +
    [0, 1, 2, 3, 4, 5, 6].map((i) => r(270 + i * 82, 170, 72, 290, c.main, 30)).join('') +
    r(230, 470, 640, 100, '#f4f1ea', 16) +
    r(300, 430, 200, 70, '#ffffff', 28) +
    r(600, 430, 200, 70, '#ffffff', 28) +
    legs([250, 836], 570, c),
  bench: (c) =>
    legs([270, 816], 470, c, 16) +
    r(250, 490, 600, 12, c.frame, 4) +
    r(240, 420, 620, 60, c.main, 22) +
    r(240, 462, 620, 16, c.dark, 8),
  'floor-lamp': (c) =>
    e(550, 592, 110, 16, c.frame) +
    r(543, 240, 14, 352, c.frame, 6) +
    p('M 460 110 L 640 110 L 690 260 L 410 260 Z', c.main) +
    p('M 410 260 L 690 260 L 686 272 L 414 272 Z', c.dark),
  'table-lamp': (c) =>
    r(330, 560, 440, 40, c.frame, 6) +
    p('M 550 380 C 480 400 470 520 500 560 L 600 560 C 630 520 620 400 550 380 Z', c.darker) +
    r(545, 300, 10, 90, c.frame, 4) +
    p('M 470 180 L 630 180 L 680 310 L 420 310 Z', c.main) +
    p('M 420 310 L 680 310 L 676 320 L 424 320 Z', c.dark),
  sconce: (c) =>
    r(500, 200, 100, 220, c.frame, 12) +
    l(550, 300, 700, 300, c.frame, 12) +
    l(700, 300, 700, 250, c.frame, 10) +
    p('M 630 140 L 770 140 L 810 260 L 590 260 Z', c.main) +
    e(700, 262, 110, 10, c.dark),
  umbrella: (c) =>
    r(380, 570, 340, 30, c.frame, 8) +
    r(543, 150, 14, 430, c.frame, 6) +
    p(
      'M 150 300 Q 550 40 950 300 Q 850 270 750 300 Q 650 270 550 300 Q 450 270 350 300 Q 250 270 150 300 Z',
      c.main,
    ) +
    p('M 550 80 L 550 300', 'none', ` stroke="${c.dark}" stroke-width="6"`) +
    p('M 550 80 L 350 300 M 550 80 L 750 300', 'none', ` stroke="${c.dark}" stroke-width="4"`),
  caster: (c) =>
    r(440, 150, 220, 30, c.frame, 8) +
    r(535, 180, 30, 60, c.frame, 6) +
    p('M 450 240 L 650 240 L 640 420 L 460 420 Z', c.darker) +
    `<circle cx="550" cy="440" r="150" fill="${c.main}"/>` +
    `<circle cx="550" cy="440" r="100" fill="${c.dark}"/>` +
    `<circle cx="550" cy="440" r="30" fill="${c.light}"/>`,
  fabric: (c) =>
    p('M 290 110 L 810 110 L 810 500 L 700 590 L 290 590 Z', c.main) +
    Array.from({ length: 24 }, (_, i) => l(290, 130 + i * 20, 810, 130 + i * 20, c.dark, 3))
      .join('')
      .replace(/\/>/g, ' opacity="0.35"/>') +
    p('M 810 500 L 700 590 L 700 500 Z', c.light),
  'gift-card': (c) =>
    r(250, 160, 600, 380, c.main, 28) +
    r(250, 300, 600, 50, c.light) +
    r(470, 160, 50, 380, c.light) +
    p('M 495 300 C 420 220 380 300 495 320 C 610 300 570 220 495 300 Z', c.darker) +
    `<text x="820" y="510" text-anchor="end" font-family="Georgia, serif" font-size="44" fill="${c.light}">Gift Card</text>`,
  service: (c) =>
    r(380, 130, 340, 440, c.main, 24) +
    r(410, 170, 280, 370, '#ffffff', 12) +
    r(480, 110, 140, 50, c.darker, 14) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          l(450, 240 + i * 70, 480, 270 + i * 70, c.main, 10) +
          l(480, 270 + i * 70, 520, 220 + i * 70, c.main, 10) +
          r(545, 238 + i * 70, 115, 14, c.bgDeep, 7),
      )
      .join(''),
};

export const SHAPE_LABELS: Record<ProductShape, string> = {
  'lounge-chair': 'Lounge chair',
  'dining-chair': 'Dining chair',
  stool: 'Stool',
  sofa: 'Sofa',
  sectional: 'Sectional sofa',
  'lift-chair': 'Lift chair',
  table: 'Table',
  'side-table': 'Side table',
  desk: 'Desk',
  dresser: 'Dresser',
  wardrobe: 'Wardrobe',
  nightstand: 'Nightstand',
  bed: 'Bed',
  headboard: 'Headboard',
  bench: 'Bench',
  'floor-lamp': 'Floor lamp',
  'table-lamp': 'Table lamp',
  sconce: 'Wall sconce',
  umbrella: 'Umbrella',
  caster: 'Caster wheel',
  fabric: 'Fabric',
  'gift-card': 'Gift card',
  service: 'Service',
};
