// The footer's newsletter form (spec §2 Footer: an external marketing-form provider that needs a
// portal id and a form id; §3 Footer document: hubspot_form_portal, hubspot_form_id). One rule
// decides which form the footer shows and whether the Content-Security-Policy opens the
// provider's hosts (docs/decisions/0307): the footer document's pair, else the environment's pair
// (HUBSPOT_PORTAL_ID, HUBSPOT_FORM_ID). Pure apart from reading the bundled local footer; safe in
// the proxy.
import localFooter from '@/content/footer.json';
import type { FooterData } from './types';

export interface NewsletterForm {
  portalId: string;
  formId: string;
}

type Env = Record<string, string | undefined>;

const filled = (v: string | null | undefined): string | null => v?.trim() || null;

/** The form the footer shows: the document's pair when it names both ids, else the environment's. */
export function newsletterForm(
  footer: FooterData | null | undefined,
  env: Env,
): NewsletterForm | null {
  const docPortal = filled(footer?.hubspot_form_portal);
  const docForm = filled(footer?.hubspot_form_id);
  if (docPortal && docForm) return { portalId: docPortal, formId: docForm };
  const envPortal = filled(env.HUBSPOT_PORTAL_ID);
  const envForm = filled(env.HUBSPOT_FORM_ID);
  return envPortal && envForm ? { portalId: envPortal, formId: envForm } : null;
}

/**
 * Whether a page may show the form, for the CSP, decided before the render without fetching: the
 * bundled local footer document (or the environment) names a form, or the footer comes from
 * Prismic, whose document may name one at any time (the hosts are then always open).
 */
export function newsletterMayShow(
  env: Env,
  bundledFooter: FooterData = localFooter.data as FooterData,
): boolean {
  if (filled(env.PRISMIC_REPOSITORY)) return true;
  return newsletterForm(bundledFooter, env) !== null;
}
