// Merchant HTML inserted into a page, cleaned first whichever endpoint sent it (lib/security/
// merchant-html.ts, docs/decisions/0979). Server component.
import { sanitizeMerchantHtml } from '@/lib/security/merchant-html';

export function MerchantHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: sanitizeMerchantHtml(html) }} />;
}
