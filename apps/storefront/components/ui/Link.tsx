// The storefront's link: `next/link` that prefetches its route when the visitor shows intent
// (pointer over it, keyboard focus on it, a finger on it) rather than as soon as it scrolls into
// view. A category page shows dozens of links; prefetching each on sight cost the server one
// uncached route render per link and page view, for pages the visitor mostly never opens
// (docs/decisions/1570-prefetch-on-intent.md). It renders `next/link` with `prefetch={false}` and
// a mark; one listener for the whole page (components/layout/IntentPrefetch.tsx) prefetches a
// marked link's route when the visitor reaches for it. No client code of its own, so a page with
// many links hydrates no more than with `next/link`. A caller that sets `prefetch` gets exactly
// that, unmarked. ESLint sends every `next/link` import here.
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/** The attribute that marks a link whose route is prefetched on intent. */
export const INTENT_MARK = 'data-prefetch';

export default function Link(props: ComponentProps<typeof NextLink>) {
  if (props.prefetch !== undefined) return <NextLink {...props} />;
  return <NextLink {...props} prefetch={false} {...{ [INTENT_MARK]: 'intent' }} />;
}
