// The footer's social-network icons: rendered on the server only (SiteFooter), so, unlike the
// controls' icons in Icon.tsx, they add nothing to the browser's scripts.
import type { ReactElement } from 'react';
import { Icon, IconSvg, isIconName, type IconName } from './Icon';

const socialPaths: Record<string, ReactElement> = {
  facebook: (
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21h3Z" />
  ),
  instagram: (
    <path d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2ZM17 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM7.6 3h8.8A4.6 4.6 0 0 1 21 7.6v8.8a4.6 4.6 0 0 1-4.6 4.6H7.6A4.6 4.6 0 0 1 3 16.4V7.6A4.6 4.6 0 0 1 7.6 3Zm0 1.7a2.9 2.9 0 0 0-2.9 2.9v8.8a2.9 2.9 0 0 0 2.9 2.9h8.8a2.9 2.9 0 0 0 2.9-2.9V7.6a2.9 2.9 0 0 0-2.9-2.9H7.6Z" />
  ),
  twitter: (
    <path d="M17.8 3.5h3l-6.6 7.6L22 20.5h-6.1l-4.8-6.2-5.5 6.2h-3l7-8.1L2.2 3.5h6.2l4.3 5.7 5.1-5.7Zm-1 15.3h1.7L7.4 5.1H5.6l11.2 13.7Z" />
  ),
  pinterest: (
    <path d="M12.2 3C7.3 3 4.8 6.5 4.8 9.5c0 1.8.7 3.4 2.1 4 .2.1.5 0 .5-.3l.2-.9c.1-.3 0-.4-.2-.6-.4-.5-.7-1.2-.7-2.1 0-2.7 2-5.2 5.3-5.2 2.9 0 4.5 1.8 4.5 4.1 0 3.1-1.4 5.7-3.4 5.7-1.1 0-2-.9-1.7-2.1.3-1.4 1-2.9 1-3.9 0-.9-.5-1.7-1.5-1.7-1.2 0-2.2 1.2-2.2 2.9 0 1.1.4 1.8.4 1.8l-1.5 6.2c-.4 1.8-.1 4.1 0 4.3 0 .1.2.2.3.1.1-.2 1.6-2 2.1-3.8l.8-3.1c.4.8 1.6 1.5 2.9 1.5 3.8 0 6.4-3.5 6.4-8.1C20.4 6.3 17.4 3 12.2 3Z" />
  ),
};

export type SocialIconName = 'facebook' | 'instagram' | 'twitter' | 'pinterest';

/** Any icon the footer can show: a social network's, or one of the controls' icons. */
export type FooterIconName = IconName | SocialIconName;

export function isFooterIconName(value: string): value is FooterIconName {
  return value in socialPaths || isIconName(value);
}

export function FooterIcon({ name, size = 24 }: { name: FooterIconName; size?: number }) {
  if (isIconName(name)) return <Icon name={name} size={size} />;
  return <IconSvg size={size}>{socialPaths[name]}</IconSvg>;
}
