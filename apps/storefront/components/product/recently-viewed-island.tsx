'use client';
// "Recently Viewed" as an island (components/ui/island.tsx): it renders nothing on the server and
// shows only what browser storage holds, so its code loads after hydration instead of with the
// page's first-load scripts.
import { island } from '@/components/ui/island';

export const RecentlyViewed = island(() =>
  import('./RecentlyViewed').then((m) => m.RecentlyViewed),
);
