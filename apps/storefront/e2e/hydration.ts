// Waiting for the page's own script, for journeys that test what only runs once it has.
import type { Page } from '@playwright/test';

/** True once React has hydrated the page: the tag manager component creates the data layer. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.isArray(window.dataLayer));
}
