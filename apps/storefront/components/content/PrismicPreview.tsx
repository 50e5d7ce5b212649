// The content service's preview toolbar (spec §7: "a content-preview script is added"), only when
// a Prismic repository is configured; the CSP allows its hosts only then (lib/security/csp.ts).
// The script carries the page's nonce, so 'strict-dynamic' lets it load what it needs.
import { headers } from 'next/headers';
import { config } from '@/lib/config';

const REPOSITORY_RE = /^[a-z0-9][a-z0-9-]{0,62}$/i;

export function previewScriptUrl(repository: string | undefined | null): string | null {
  if (!repository || !REPOSITORY_RE.test(repository)) return null;
  return `https://static.cdn.prismic.io/prismic.js?new=true&repo=${encodeURIComponent(repository)}`;
}

export async function PrismicPreview() {
  const src = previewScriptUrl(config.prismicRepository);
  if (!src) return null;
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return <script async defer src={src} nonce={nonce} />;
}
