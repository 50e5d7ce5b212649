// Automated accessibility checks (axe) of both landing views: no serious or critical violations.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe';

for (const path of ['/', '/senior-living']) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'mobile', width: 375, height: 740 },
  ]) {
    test(`${path} has no serious or critical accessibility violations (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await axeBuilder(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          targets: v.nodes.map((n) => n.target.join(' ')),
        }));
      expect(blocking).toEqual([]);
    });
  }
}
