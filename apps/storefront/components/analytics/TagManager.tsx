'use client';
// Owns the tag manager's data layer and loads its container (docs/decisions/1220): the data layer
// exists from the start, so events queue on it; the container script is added GTM_DELAY_MS after
// the page became interactive (hydrated and its load event fired), never before, and only when a
// container id is configured. Renders nothing.
import { useEffect } from 'react';
import { GTM_DELAY_MS, gtmScriptUrl } from '@/lib/analytics/gtm';

export const INTERACTIVE_MARK = 'analytics-interactive';

function loadContainer(id: string): void {
  if (document.querySelector('script[data-gtm]')) return;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl(id);
  script.dataset.gtm = '';
  document.head.appendChild(script);
}

export function TagManager({ gtmId }: { gtmId: string | null }) {
  useEffect(() => {
    window.dataLayer ??= [];
    if (!gtmId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      performance.mark(INTERACTIVE_MARK);
      timer = setTimeout(() => loadContainer(gtmId), GTM_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [gtmId]);
  return null;
}
