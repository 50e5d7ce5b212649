'use client';
// Newsletter form from the external marketing-form provider (HubSpot). Rendered only when both
// the portal id and the form id are configured; validation is the provider's. The provider's
// embed script loads once the page has loaded and the browser is idle, and only on pages that
// show the form: a few lines here instead of `next/script`, whose loader would otherwise ship to
// every page in the layout's bundle (docs/decisions/0850).
import { useEffect, useId } from 'react';

const HUBSPOT_EMBED_URL = 'https://js.hsforms.net/forms/embed/v2.js';

interface HubspotGlobal {
  forms: { create(options: { portalId: string; formId: string; target: string }): void };
}

let embed: Promise<void> | null = null;

/** Adds the provider's script once; a failed load may be tried again by the next form. */
function loadEmbed(): Promise<void> {
  embed ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = HUBSPOT_EMBED_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      embed = null;
      reject(new Error('The newsletter form could not be loaded.'));
    };
    document.body.appendChild(script);
  });
  return embed;
}

/** Runs `task` after the window's load event, when the browser is idle (what `lazyOnload` did). */
function afterLoadWhenIdle(task: () => void): () => void {
  const idleCallbacks = typeof window.requestIdleCallback === 'function';
  let handle: number | undefined;
  const schedule = () => {
    handle = idleCallbacks ? window.requestIdleCallback(task) : window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (idleCallbacks) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

export function HubspotForm({
  portalId,
  formId,
  title,
}: {
  portalId: string;
  formId: string;
  title: string;
}) {
  const id = `hubspot-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  useEffect(() => {
    let active = true;
    const cancel = afterLoadWhenIdle(() => {
      loadEmbed()
        .then(() => {
          const hbspt = (window as unknown as { hbspt?: HubspotGlobal }).hbspt;
          if (active) hbspt?.forms.create({ portalId, formId, target: `#${id}` });
        })
        // The provider is unreachable: the section stays empty, as it did with `next/script`.
        .catch(() => {});
    });
    return () => {
      active = false;
      cancel();
    };
  }, [portalId, formId, id]);
  return (
    <section aria-label={title}>
      <div id={id} />
    </section>
  );
}
