// Reports the events a server action left for the page it refreshed (lib/analytics/flash.ts),
// once per action: the flash's id is kept with the reports already sent in this tab.
import { flashedEvents } from '@/lib/analytics/flash';
import { PushEvents } from './PushEvents';

export async function FlashedEvents() {
  const flash = await flashedEvents();
  return flash ? <PushEvents id={`flash:${flash.id}`} scope="tab" events={flash.events} /> : null;
}
