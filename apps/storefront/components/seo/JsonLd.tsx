// Structured data block. A data block is not run by the browser, but it carries this response's
// CSP nonce like every script element the shop sends; serializeJsonLd escapes the content so
// product texts cannot end the element.
import { headers } from 'next/headers';
import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/json-ld';

export async function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
