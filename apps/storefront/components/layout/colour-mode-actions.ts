'use server';
// Saving the colour mode: the control is a plain form (no client script of its own), so it also
// works before hydration and with scripts off. The cookie is set, then the page renders again
// with the new <html data-colour-mode> attribute.
import { refresh } from 'next/cache';
import { isColourMode } from '@/lib/colour-mode';
import { writeColourMode } from '@/lib/colour-mode/server';

export async function setColourModeAction(form: FormData): Promise<void> {
  const mode = form.get('mode');
  // An unknown value changes nothing (the stored mode stays as it was).
  if (!isColourMode(mode)) return;
  await writeColourMode(mode);
  refresh();
}
