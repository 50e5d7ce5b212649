// Shapes product media for the wire: absolute URLs, role images with a placeholder, gallery items.
import type { MediaRow } from './product.service.js';

export const PLACEHOLDER_PATH = 'catalog/product/placeholder.svg';
const PRODUCT_DIR = 'catalog/product';

export interface ImageOut {
  url: string;
  label: string;
  position: number | null;
  disabled: boolean;
}

export interface GalleryItem extends ImageOut {
  media_type: 'image' | 'external-video';
  video_content: VideoContent | null;
}

export interface VideoContent {
  media_type: string;
  video_provider: string | null;
  video_url: string | null;
  video_title: string | null;
  video_description: string | null;
  video_metadata: string | null;
}

export const mediaUrl = (mediaBase: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${mediaBase}${path.replace(/^\/+/, '')}`;

/** A public PDF (spec sheet, sample) below the PDF media path, /media/pdf/ (modules/media/pdf.ts). */
export const pdfUrl = (mediaBase: string, file: string): string =>
  mediaUrl(mediaBase, `pdf/${file.replace(/^\/+/, '')}`);

/** The image holding `role` (enabled), else the first enabled image, else the placeholder. */
export function roleImage(
  media: readonly MediaRow[],
  role: string,
  productName: string,
  mediaBase: string,
): ImageOut {
  const enabled = media.filter((m) => !m.disabled && m.media_type === 'image');
  const hit = enabled.find((m) => m.roles.includes(role)) ?? enabled[0];
  if (!hit)
    return {
      url: mediaUrl(mediaBase, PLACEHOLDER_PATH),
      label: productName,
      position: null,
      disabled: false,
    };
  return {
    url: mediaUrl(mediaBase, hit.file),
    label: hit.label || productName,
    position: hit.position,
    disabled: false,
  };
}

function video(m: MediaRow): VideoContent | null {
  if (m.media_type !== 'external-video') return null;
  return {
    media_type: 'external-video',
    video_provider: m.video_provider,
    video_url: m.video_url,
    video_title: m.video_title,
    video_description: m.video_description,
    video_metadata: m.video_metadata,
  };
}

/** media_gallery: enabled entries by position; labels fall back to the product name. */
export function gallery(
  media: readonly MediaRow[],
  productName: string,
  mediaBase: string,
): GalleryItem[] {
  return media
    .filter((m) => !m.disabled)
    .map((m) => ({
      url: mediaUrl(mediaBase, m.file),
      label: m.label || productName,
      position: m.position,
      disabled: false,
      media_type: m.media_type,
      video_content: video(m),
    }));
}

/**
 * media_gallery_entries (deprecated shape): every entry, disabled ones flagged. `file` is relative
 * to `${base_media_url}catalog/product`, as Magento's is.
 */
export function galleryEntries(media: readonly MediaRow[]) {
  return media.map((m) => ({
    id: m.id,
    uid: Buffer.from(String(m.id)).toString('base64'),
    media_type: m.media_type,
    label: m.label,
    position: m.position,
    disabled: m.disabled,
    types: m.roles,
    file: m.file.startsWith(`${PRODUCT_DIR}/`) ? m.file.slice(PRODUCT_DIR.length) : `/${m.file}`,
    content: null,
    video_content: video(m),
  }));
}
