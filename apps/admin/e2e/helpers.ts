// Shared steps of the console's journeys: the demo operator, signing in, axe, and TOTP codes.
import { createHmac } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
// The storefront journeys' builder: axe runs inside the page when every frame is the page's own
// origin, instead of opening a blank page with a second copy of axe per check (docs/decisions/1550).
import { axeBuilder } from '../../storefront/e2e/axe';

export const DEMO = { email: 'admin@charter.example', password: 'AdminDemo2025' };

export async function signIn(
  page: Page,
  { email = DEMO.email, password = DEMO.password }: { email?: string; password?: string } = {},
) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInFromStart(page: Page) {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Sign in to the Charter console' })).toBeVisible();
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

export async function seriousViolations(page: Page) {
  const results = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of text.replace(/=+$/, '').toUpperCase()) {
    const v = alphabet.indexOf(c);
    if (v < 0) throw new Error(`not base32: ${c}`);
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The RFC 6238 code (SHA-1, 30-second steps, 6 digits) an authenticator app would show. */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** Presses Tab (or Shift+Tab) until the locator has focus, failing after `max` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 20 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab in ${max} presses`);
}
