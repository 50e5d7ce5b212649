'use client';
// Spec: unsaved changes trigger a confirm-before-clear prompt. While a form is dirty, leaving the
// page asks first: a reload or a typed address through beforeunload (the browser shows its own
// wording there), and a click on any in-app link (the logo, the menu, the cart) through a confirm
// with the catalogue's 'checkout.unsaved' text. The click is caught on the document in the capture
// phase, before Next.js's <Link> sees it; a refused confirm stops it there.
import { useEffect } from 'react';

/**
 * Whether a click on this link would take the visitor off the page in this tab: a same-origin
 * link to another address (not only another #fragment), plain left click, no new tab or download.
 */
export function leavesPage(
  link: { href: string; target: string; hasAttribute(name: string): boolean },
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  here: { href: string; origin: string },
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  let to: URL;
  try {
    to = new URL(link.href, here.href);
  } catch {
    return false;
  }
  if (to.origin !== here.origin) return false;
  const from = new URL(here.href);
  return to.pathname !== from.pathname || to.search !== from.search || !to.hash;
}

export function useUnsavedChanges(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || !(e.target instanceof Element)) return;
      const link = e.target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (!leavesPage(link, e, window.location)) return;
      if (window.confirm(message)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);
}
