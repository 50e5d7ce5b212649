'use client';
// Loading overlay during route transitions. The App Router has no router events, so a
// transition starts at a same-origin link click to another path (or an announced programmatic
// navigation) and ends when the pathname changes. Query-only changes (filters, sorting) count as
// shallow and show no overlay. A timeout clears the overlay if a navigation never completes.
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { NAVIGATION_START_EVENT } from './navigation-events';
import styles from './NavigationOverlay.module.css';

const GIVE_UP_MS = 8000;

function isPathChangingClick(e: MouseEvent): boolean {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const anchor = (e.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

export function NavigationOverlay({ label }: { label: string }) {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    setPending(false);
  }, [pathname]);

  useEffect(() => {
    const start = () => setPending(true);
    // Capture phase: runs before the Link handler prevents the default action.
    const onClick = (e: MouseEvent) => {
      if (isPathChangingClick(e)) start();
    };
    const stop = () => setPending(false);
    document.addEventListener('click', onClick, true);
    window.addEventListener(NAVIGATION_START_EVENT, start);
    window.addEventListener('popstate', stop);
    window.addEventListener('pageshow', stop);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(NAVIGATION_START_EVENT, start);
      window.removeEventListener('popstate', stop);
      window.removeEventListener('pageshow', stop);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPending(false), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!pending) return null;
  return (
    <div className={styles.overlay} data-testid="navigation-overlay">
      <Spinner label={label} />
    </div>
  );
}
