// Media gallery entries for one product: 1–4 generated images, optionally a video and a
// disabled image. The first image carries the image/small_image/thumbnail roles.
import { productImagePath, VIEWS, type ProductShape } from '../modules/media/paths.js';
import { hashSeed } from './random.js';
import type { MediaPlan } from './plan.js';

const VIEW_LABEL: Record<(typeof VIEWS)[number], string> = {
  front: 'front view',
  angle: 'three-quarter view',
  side: 'side view',
  detail: 'detail',
};

export interface MediaInput {
  name: string;
  shape: ProductShape;
  hex: string;
  count: number;
  video?: boolean;
  disabledImage?: boolean;
}

/** A stable, plausible 11-character video id derived from the product name. */
function videoId(name: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let h = hashSeed(name);
  let out = '';
  for (let i = 0; i < 11; i++) {
    out += alphabet[h % 64];
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
  }
  return out;
}

export function buildMedia(m: MediaInput): MediaPlan[] {
  const views = VIEWS.slice(0, Math.max(1, Math.min(4, m.count)));
  const out: MediaPlan[] = views.map((view, i) => ({
    mediaType: 'image',
    file: productImagePath(m.shape, m.hex, view),
    label: `${m.name}, ${VIEW_LABEL[view]}`,
    disabled: false,
    roles: i === 0 ? ['image', 'small_image', 'thumbnail'] : [],
  }));
  if (m.video) {
    out.push({
      mediaType: 'external-video',
      file: productImagePath(m.shape, m.hex, 'detail'),
      label: `${m.name} in a hotel lobby`,
      disabled: false,
      roles: [],
      video: {
        provider: 'youtube',
        url: `https://www.youtube.com/watch?v=${videoId(m.name)}`,
        title: `${m.name}: built for contract use`,
        description: `A two-minute look at how the ${m.name} is framed, upholstered and tested.`,
      },
    });
  }
  if (m.disabledImage) {
    out.push({
      mediaType: 'image',
      file: productImagePath(m.shape, m.hex, 'detail'),
      label: `${m.name}, retired photograph`,
      disabled: true,
      roles: [],
    });
  }
  return out;
}
