// Waiting for the page's own script, for journeys that test what only runs once it has.
import { expect, type Locator, type Page } from '@playwright/test';

/** True once React has hydrated the page: the tag manager component creates the data layer. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.isArray(window.dataLayer));
}

/**
 * Waits until React has hydrated this element, so its handlers (and its form's) run when it is
 * used. For pages without the tag manager (those an e-mailed secret opens load no third-party
 * script), where `hydrated` would wait for ever. Reads the mark React DOM puts on every element it
 * has hydrated (a `__reactProps$…` key; React 16 to 19).
 */
export async function elementHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))),
    )
    .toBe(true);
}
