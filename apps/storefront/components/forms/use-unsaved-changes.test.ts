import { describe, expect, it } from 'vitest';
import { leavesPage } from './use-unsaved-changes';

const here = { href: 'http://shop.test/checkout/shipping', origin: 'http://shop.test' };
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, attrs: { target?: string; download?: boolean } = {}) => ({
  href,
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name === 'download' && attrs.download === true,
});

describe('leavesPage: which link clicks ask before leaving a form with unsaved changes', () => {
  it('asks for an in-app link to another page (the logo, the cart)', () => {
    expect(leavesPage(link('http://shop.test/'), plain, here)).toBe(true);
    expect(leavesPage(link('/cart'), plain, here)).toBe(true);
    expect(leavesPage(link('/checkout/shipping?step=2'), plain, here)).toBe(true);
  });

  it('does not ask where the page stays: a fragment, a new tab, a download, another site', () => {
    expect(leavesPage(link('/checkout/shipping#address'), plain, here)).toBe(false);
    expect(leavesPage(link('/cart', { target: '_blank' }), plain, here)).toBe(false);
    expect(leavesPage(link('/media/spec.pdf', { download: true }), plain, here)).toBe(false);
    expect(leavesPage(link('https://facebook.com/charter'), plain, here)).toBe(false);
    expect(leavesPage(link('/cart'), { ...plain, ctrlKey: true }, here)).toBe(false);
    expect(leavesPage(link('/cart'), { ...plain, button: 1 }, here)).toBe(false);
  });
});
