// A description as a stock Magento endpoint may send it (not cleaned by the API): the product page
// inserts none of its scripts, handlers or script URLs (docs/decisions/0979).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { MerchantHtml } = await import('./MerchantHtml');

const MALICIOUS =
  '<p class="lead" onclick="steal()">Oak <strong>bench</strong></p>' +
  '<script>window.__xss = 1</script>' +
  '<img src="/media/bench.jpg" alt="Bench" onerror="window.__xss = 2">' +
  '<img src=x OnError=alert(3)>' +
  '<a href="javascript:alert(4)">care</a>' +
  '<a href="JaVaScRiPt&#58;alert(5)">guide</a>' +
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">data</a>' +
  '<svg onload="alert(7)"><script>alert(8)</script></svg>' +
  '<iframe src="https://evil.test/"></iframe>' +
  '<a href="https://example.com/care" target="_blank">Care guide</a>';

describe('merchant HTML on the product page', () => {
  it('carries no script, event handler or script URL of a malicious description', () => {
    const html = renderToStaticMarkup(<MerchantHtml html={MALICIOUS} />);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript/i);
    expect(html).not.toMatch(/data:text/i);
    expect(html).not.toMatch(/<(svg|iframe)/i);
    expect(html).not.toContain('__xss');
    // What the merchant meant stays.
    expect(html).toContain('<p class="lead">Oak <strong>bench</strong></p>');
    expect(html).toContain('<img src="/media/bench.jpg" alt="Bench" />');
    expect(html).toContain(
      '<a href="https://example.com/care" target="_blank" rel="noopener noreferrer">Care guide</a>',
    );
  });

  it('inserts the same text the second time (kept clean, not kept raw)', () => {
    const first = renderToStaticMarkup(<MerchantHtml html={MALICIOUS} />);
    expect(renderToStaticMarkup(<MerchantHtml html={MALICIOUS} />)).toBe(first);
    expect(renderToStaticMarkup(<MerchantHtml html="" />)).toBe('<div></div>');
  });
});
