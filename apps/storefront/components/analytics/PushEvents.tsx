'use client';
// Pushes events the server built for this page onto the data layer, once per history entry (or,
// with `scope="tab"`, once per tab: an order's purchase). Optionally reports product clicks in
// the listing: `clicks` maps a tile's SKU (its article's data-sku) to the events of a click on it.
// Renders nothing.
import { useEffect } from 'react';
import { pushEvents, type AnalyticsEvent } from '@/lib/analytics/events';
import { historyEntryKey, pushOnce } from '@/lib/analytics/once';

export function PushEvents({
  id,
  events,
  scope = 'entry',
  clicks,
}: {
  /** What is reported (e.g. 'list:/chairs?q=…'), unique per page and action. */
  id: string;
  events: AnalyticsEvent[];
  scope?: 'entry' | 'tab';
  clicks?: Record<string, AnalyticsEvent[]>;
}) {
  useEffect(() => {
    pushOnce(scope === 'tab' ? id : `${historyEntryKey()}|${id}`, events);
    // The events are fixed for an id: a re-render with a new array is the same report.
  }, [id, scope]);

  useEffect(() => {
    if (!clicks) return;
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      const sku = link?.closest('article[data-sku]')?.getAttribute('data-sku');
      if (sku && Object.hasOwn(clicks, sku)) pushEvents(clicks[sku]);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [clicks]);

  return null;
}
