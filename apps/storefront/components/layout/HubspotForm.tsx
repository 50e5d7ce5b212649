'use client';
// Newsletter form from the external marketing-form provider (HubSpot). Rendered only when both
// the portal id and the form id are configured; validation is the provider's.
import Script from 'next/script';
import { useId } from 'react';

interface HubspotGlobal {
  forms: { create(options: { portalId: string; formId: string; target: string }): void };
}

export function HubspotForm({ portalId, formId, title }: { portalId: string; formId: string; title: string }) {
  const id = `hubspot-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <section aria-label={title}>
      <div id={id} />
      <Script
        src="https://js.hsforms.net/forms/embed/v2.js"
        strategy="lazyOnload"
        onReady={() => {
          const hbspt = (window as unknown as { hbspt?: HubspotGlobal }).hbspt;
          hbspt?.forms.create({ portalId, formId, target: `#${id}` });
        }}
      />
    </section>
  );
}
