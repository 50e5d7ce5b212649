// Reviews in the console, against the real API and database: reviews written through the
// storefront API wait in the queue; one is approved (it leaves the queue and shows under
// Approved, the audit log records the decision), another rejected by keyboard only. axe on the
// queue and on the filtered list.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInFromStart, tabTo } from './helpers';
import { submitReview, uniqueWord } from './storefront';

async function noSeriousViolations(page: Page, where: string) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  expect(await seriousViolations(page), where).toEqual([]);
}

const card = (page: Page, summary: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: summary }) });

test('approve a waiting review: it leaves the queue, shows under Approved and is audited', async ({
  page,
  request,
}) => {
  const { summary } = await submitReview(request, {
    summary: uniqueWord('Fine chair '),
    nickname: 'Journey guest',
  });
  await signInFromStart(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('PENDING');
  const waiting = card(page, summary);
  await expect(waiting).toContainText('by Journey guest');
  await expect(waiting).toContainText('5 of 5 stars');
  await noSeriousViolations(page, 'review queue');

  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('review-notice')).toHaveText(
    `The review “${summary}” is approved: the storefront shows it.`,
  );
  await expect(waiting).toHaveCount(0);

  await page.getByLabel('Status').selectOption('APPROVED');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/status=APPROVED/);
  const approved = card(page, summary);
  await expect(approved).toContainText('decided');
  await expect(approved.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(approved.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await noSeriousViolations(page, 'approved reviews');
  await page.reload();
  await expect(card(page, summary)).toBeVisible();

  await page.goto('/admin/audit-log?entity_type=review');
  await expect(page.getByRole('row').filter({ hasText: 'review_approved' }).first()).toBeVisible();
});

test('reject a waiting review by keyboard only', async ({ page, request }) => {
  const { summary } = await submitReview(request, {
    summary: uniqueWord('Wobbly legs '),
    nickname: 'Journey critic',
  });
  await signInFromStart(page);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const reject = card(page, summary).getByRole('button', { name: 'Reject' });
  await expect(reject).toBeVisible();
  await tabTo(page, reject, { max: 200 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review-notice')).toHaveText(
    `The review “${summary}” is rejected: the storefront does not show it.`,
  );
  await expect(card(page, summary)).toHaveCount(0);

  await tabTo(page, page.getByLabel('Status'), { back: true, max: 200 });
  await page.keyboard.press('End');
  await expect(page.getByLabel('Status')).toHaveValue('REJECTED');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=REJECTED/);
  await expect(card(page, summary).getByRole('button', { name: 'Approve' })).toBeVisible();
  await noSeriousViolations(page, 'rejected reviews');
});
