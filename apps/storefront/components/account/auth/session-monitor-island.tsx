'use client';
// The session monitor as an island (components/ui/island.tsx): only signed-in visitors get it
// (SessionMonitorSlot), so a guest's pages do not download its code; a signed-in visitor's page
// loads it right after hydration.
import { island } from '@/components/ui/island';

export const SessionMonitor = island(() =>
  import('./SessionMonitor').then((m) => m.SessionMonitor),
);
