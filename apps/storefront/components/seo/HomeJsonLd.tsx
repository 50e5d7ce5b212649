// Organization and WebSite (with the sitelinks search box) for a landing view's home page.
import { config } from '@/lib/config';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from './JsonLd';

export function HomeJsonLd({ homePath }: { homePath: string }) {
  return (
    <JsonLd
      data={[
        organizationJsonLd({ name: config.appName, baseUrl: config.publicUrl }),
        websiteJsonLd({ name: config.appName, baseUrl: config.publicUrl, homePath }),
      ]}
    />
  );
}
