'use client';
// The storefront's link: `next/link` that prefetches its route when the visitor shows intent
// (pointer over it, keyboard focus on it, a finger on it) rather than as soon as it scrolls into
// view. A category page shows dozens of links; prefetching each on sight cost the server one
// uncached route render per link and page view, for pages the visitor mostly never opens
// (docs/decisions/1570-prefetch-on-intent.md). The pattern is Next.js's own "hover-triggered
// prefetch" (its prefetching guide): `prefetch={false}` until intent, then the default (`null`).
// A caller that sets `prefetch` itself gets exactly that. ESLint sends every `next/link` import
// here.
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

type Props = ComponentProps<typeof NextLink>;

export default function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
