// On each route change: the page title from the deepest route's handle, and focus on the new
// page's heading, so a screen reader announces it and Tab starts from the page, not the nav.
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { APP_TITLE, pageTitle, type RouteHandle } from '../titles';

export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return APP_TITLE;
}

export function RouteFocus() {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [pathname]);
  return null;
}
