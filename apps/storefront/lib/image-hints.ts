// Resource hints for a page's largest image (its LCP element): the browser learns about it from
// the document head, before it parses the markup that shows it, and opens the connection to the
// media host (the commerce API, usually another origin) early.
import 'server-only';
import { preconnect, preload } from 'react-dom';

export function prioritiseImage(url: string | null | undefined): void {
  if (!url) return;
  try {
    const { origin } = new URL(url);
    preconnect(origin);
  } catch {
    // A relative URL is served by the storefront itself: nothing to connect to.
  }
  preload(url, { as: 'image', fetchPriority: 'high' });
}
