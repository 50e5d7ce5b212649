// axe for the journeys: one builder for every accessibility check, run inside the page itself.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe builder for the page as it is now. By default @axe-core/playwright runs the rules in
 * every frame (`axe.runPartial`) and then opens a new blank page in the same browser context to
 * merge the frames' results (`axe.finishRun`): a further page (its own renderer) and a second copy
 * of axe's source per check, about half of each check's CPU. When every frame of the page is
 * from the page's own origin, `axe.run` inside the page (the builder's legacy mode) runs the same
 * rules over the same frames, axe's frame messenger reaching every same-origin frame, and returns
 * the same results without the blank page. A page with a frame from anywhere else (a payment
 * field, an embedded player, about:blank) keeps the default, which also checks such frames.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  const origin = new URL(page.url()).origin;
  const sameOrigin = page
    .frames()
    .every((frame) => frame === page.mainFrame() || originOf(frame.url()) === origin);
  return sameOrigin ? builder.setLegacyMode(true) : builder;
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
