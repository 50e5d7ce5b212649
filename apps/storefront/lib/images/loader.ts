// The image loader (next.config.ts `images.loaderFile`): every image the storefront shows through
// `next/image` is requested from the optimisation route with its source, width and quality.
// Runs on the server and in the browser: no server-only imports.
import { DEFAULT_QUALITY, IMAGE_PATH } from './config';

export default function imageLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}): string {
  return `${IMAGE_PATH}?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? DEFAULT_QUALITY}`;
}
