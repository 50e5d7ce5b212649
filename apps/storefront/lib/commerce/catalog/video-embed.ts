// Where a gallery video plays in place: the provider's privacy-enhanced embed for YouTube and
// Vimeo (the hosts the CSP's frame-src allows, lib/security/csp.ts). Other addresses stay a link
// out. Pure; see docs/decisions/1236-gallery-video-in-place.md.

export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The embed address for a video URL, or null when it is not a YouTube or Vimeo video. */
export function videoEmbedUrl(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.replace(/^www\.|^m\./, '');
  let youtube: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      u.pathname === '/watch'
        ? u.searchParams.get('v')
        : (/^\/(?:embed|shorts)\/([^/]+)/.exec(u.pathname)?.[1] ?? null);
  } else if (host === 'youtu.be') {
    youtube = u.pathname.slice(1).split('/')[0] ?? null;
  }
  if (youtube !== null)
    return YOUTUBE_ID.test(youtube)
      ? `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`
      : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = u.pathname.split('/').filter(Boolean).pop() ?? '';
    return VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` : null;
  }
  return null;
}
