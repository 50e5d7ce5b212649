// The B2B wording (B2B_WORDING=true) names the order history 'Quote Request History', in the
// account navigation and as the page title; the default wording keeps 'Order History'.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@/lib/i18n/catalog';

vi.mock('server-only', () => ({}));

const t = createTranslator();

async function shellWith(b2b: string | undefined) {
  vi.resetModules();
  vi.stubEnv('B2B_WORDING', b2b ?? '');
  const { AccountShell, ordersTitle } = await import('./AccountShell');
  const title = ordersTitle(t);
  const html = renderToStaticMarkup(
    <AccountShell current="orders" title={title} t={t}>
      <p>orders</p>
    </AccountShell>,
  );
  return { title, html };
}

describe('order history wording', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is 'Order History' by default", async () => {
    const { title, html } = await shellWith(undefined);
    expect(title).toBe('Order History');
    expect(html).toContain('Order History');
    expect(html).not.toContain('Quote Request History');
  });

  it("is 'Quote Request History' with the B2B wording", async () => {
    const { title, html } = await shellWith('true');
    expect(title).toBe('Quote Request History');
    expect(html).toContain('>Quote Request History<');
    expect(html).not.toContain('Order History<');
  });
});
