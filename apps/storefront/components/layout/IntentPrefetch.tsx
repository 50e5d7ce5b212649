'use client';
// Prefetches a link's route when the visitor reaches for it: a pointer over it (mouse, pen or a
// finger's touch), or keyboard focus on it. Only links marked by components/ui/Link.tsx, on this
// origin. One listener for the page instead of state in every link (decision 1570); Next's router
// keeps what it prefetched and does not fetch a route it already holds.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { INTENT_MARK } from '@/components/ui/Link';

const SELECTOR = `a[${INTENT_MARK}="intent"][href]`;

export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    let last: Element | null = null;
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.(SELECTOR) ?? null;
      // Moving within one link fires again for each of its children: prefetch once per arrival.
      if (anchor === last) return;
      last = anchor;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      router.prefetch(url.pathname + url.search);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
