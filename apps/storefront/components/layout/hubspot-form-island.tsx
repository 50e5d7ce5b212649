'use client';
// The newsletter form's loader as an island (components/ui/island.tsx): it is shown only where the
// provider is configured, and its embed waits for the page's load event anyway, so its code need
// not be a first-load script.
import { island } from '@/components/ui/island';

export const HubspotForm = island(() => import('./HubspotForm').then((m) => m.HubspotForm));
