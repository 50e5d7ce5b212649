'use client';
// Runs a callback whenever the route changes (pathname or query). Menus, the drawer, search and
// the announcements panel use it to close on every navigation (spec: store view and locale).
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export function useOnRouteChange(callback: () => void): void {
  const pathname = usePathname();
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    saved.current();
  }, [pathname]);
}
