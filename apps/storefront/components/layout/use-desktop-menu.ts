'use client';
// Which desktop menu is open, and how pointer and keyboard open and close it. Pointer: opens on
// hover, closes 600 ms after the pointer leaves; a press outside closes. Keyboard: ArrowDown opens
// and focuses the first link, arrows, Home and End move between links, Escape closes and returns
// focus to the item's button; focus leaving the item closes its menu. A route change closes.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { ResolvedImage } from '@/lib/content/fields';
import { useOnRouteChange } from './use-route-change';

/** Spec: the header dropdown auto-closes 600 ms after the pointer leaves. */
const DROPDOWN_CLOSE_DELAY_MS = 600;

function focusableLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];
}

export function useDesktopMenu() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [hoverImage, setHoverImage] = useState<ResolvedImage | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navRef = useRef<HTMLElement>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const close = useCallback(() => {
    cancelClose();
    setOpenId(null);
    setHoverImage(null);
  }, []);
  const open = (id: string) => {
    cancelClose();
    if (openId !== id) setHoverImage(null);
    setOpenId(id);
  };

  useOnRouteChange(close);
  useEffect(() => cancelClose, []);

  // A press outside the navigation closes the open menu.
  useEffect(() => {
    if (!openId) return;
    const onDown = (e: globalThis.PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [openId, close]);

  const onPointerEnter = (id: string) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') open(id);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS);
  };

  const buttonFor = (id: string) =>
    navRef.current?.querySelector<HTMLButtonElement>(`[data-nav-button="${id}"]`) ?? null;
  const panelFor = (id: string) => document.getElementById(`${id}-panel`);

  const onButtonKeyDown = (id: string) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      open(id);
      // The panel renders on the next frame once open.
      requestAnimationFrame(() => focusableLinks(panelFor(id))[0]?.focus());
    } else if (e.key === 'Escape' && openId === id) {
      e.preventDefault();
      close();
    }
  };

  const onPanelKeyDown = (id: string) => (e: KeyboardEvent<HTMLDivElement>) => {
    const links = focusableLinks(e.currentTarget);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      buttonFor(id)?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      (e.key === 'Home' ? links[0] : links[links.length - 1])?.focus();
    }
  };

  const onItemBlur = (e: FocusEvent<HTMLLIElement>) => {
    const id = e.currentTarget.dataset.navId;
    // Focus moving out of the item (not into its panel) closes its menu.
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) {
      setOpenId((current) => (current === id ? null : current));
    }
  };

  const onPanelClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) close();
  };

  // The mega panels' pointer and focus handlers: a link with an image of its own shows it.
  const focusImage = useCallback((img: ResolvedImage | null) => {
    if (img) setHoverImage(img);
  }, []);

  return {
    navRef,
    openId,
    hoverImage,
    focusImage,
    toggle: (id: string) => (openId === id ? close() : open(id)),
    onPointerEnter,
    onPointerLeave,
    onButtonKeyDown,
    onPanelKeyDown,
    onItemBlur,
    onPanelClick,
  };
}
