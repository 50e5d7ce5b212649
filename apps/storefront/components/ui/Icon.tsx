// Inline SVG icons (no icon font, no runtime). Decorative: the control around an icon carries
// the accessible name, so every icon is aria-hidden. The header's client components import this
// module, so it holds only the controls' icons; the footer's social icons are in social-icons.tsx
// (server-rendered only) and do not travel to the browser.
import type { ReactElement, ReactNode } from 'react';

const paths: Record<string, ReactElement> = {
  search: (
    <path d="M10.5 4a6.5 6.5 0 1 0 4.02 11.6l4.44 4.44 1.06-1.06-4.44-4.44A6.5 6.5 0 0 0 10.5 4Zm0 1.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z" />
  ),
  cart: (
    <path d="M3 4h2.2l2.1 10.1A2 2 0 0 0 9.3 15.7h8.2a2 2 0 0 0 2-1.6L21 7H6.9l-.4-2A1.5 1.5 0 0 0 5 3.5H3V4Zm4.2 4.5h12l-1.2 5.4a.5.5 0 0 1-.5.3H9.3a.5.5 0 0 1-.5-.4L7.2 8.5ZM10 17.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
  ),
  megaphone: (
    <path d="M18 4 8 8H5a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h.6l1.2 4.3A1 1 0 0 0 7.8 20h1.6a.8.8 0 0 0 .8-1l-1.1-4.1L18 18.5V4Zm-1.5 2.2v10.1l-7.3-2.9V9.1l7.3-2.9ZM4.5 10a.5.5 0 0 1 .5-.5h2.7v4H5a.5.5 0 0 1-.5-.5v-3ZM20 9.5h1.5v4H20z" />
  ),
  user: (
    <path d="M12 3.5a4.25 4.25 0 1 0 0 8.5 4.25 4.25 0 0 0 0-8.5ZM9.25 7.75a2.75 2.75 0 1 1 5.5 0 2.75 2.75 0 0 1-5.5 0ZM4.5 20c0-3.6 3.3-6.5 7.5-6.5s7.5 2.9 7.5 6.5H18c0-2.7-2.6-5-6-5s-6 2.3-6 5H4.5Z" />
  ),
  menu: <path d="M3 6h18v1.5H3zM3 11.25h18v1.5H3zM3 16.5h18V18H3z" />,
  close: (
    <path d="m6.06 5 5.94 5.94L17.94 5 19 6.06 13.06 12 19 17.94 17.94 19 12 13.06 6.06 19 5 17.94 10.94 12 5 6.06z" />
  ),
  chevron: <path d="m6.5 9 5.5 5.5L17.5 9l1 1-6.5 6.5L5.5 10z" />,
};

export type IconName = 'search' | 'cart' | 'megaphone' | 'user' | 'menu' | 'close' | 'chevron';

export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <IconSvg size={size} className={className}>
      {paths[name]}
    </IconSvg>
  );
}

/** The 24×24 frame every icon is drawn in. */
export function IconSvg({
  size,
  className,
  children,
}: {
  size: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function isIconName(value: string): value is IconName {
  return value in paths;
}
