import { describe, expect, it } from 'vitest';
import { buildCsp } from '@/lib/security/csp';
import { newsletterForm, newsletterMayShow } from './newsletter';

const DOC = { hubspot_form_portal: '4711', hubspot_form_id: 'news-form' };
const ENV = { HUBSPOT_PORTAL_ID: 'env-portal', HUBSPOT_FORM_ID: 'env-form' };

describe('the newsletter form: one rule for the footer and the CSP (docs/decisions/0307)', () => {
  it("shows the footer document's form, else the environment's, only with both ids", () => {
    expect(newsletterForm(DOC, {})).toEqual({ portalId: '4711', formId: 'news-form' });
    expect(newsletterForm(DOC, ENV)).toEqual({ portalId: '4711', formId: 'news-form' });
    expect(newsletterForm({}, ENV)).toEqual({ portalId: 'env-portal', formId: 'env-form' });
    expect(newsletterForm({ hubspot_form_portal: '4711' }, ENV)).toEqual({
      portalId: 'env-portal',
      formId: 'env-form',
    });
    expect(newsletterForm({ hubspot_form_portal: '4711' }, {})).toBeNull();
    expect(newsletterForm(null, { HUBSPOT_PORTAL_ID: 'p', HUBSPOT_FORM_ID: ' ' })).toBeNull();
  });

  it('opens the provider in the CSP for a form named only by the footer document', () => {
    const hubspot = newsletterMayShow({}, DOC);
    expect(hubspot).toBe(true);
    expect(buildCsp({ nonce: 'n', hubspot })).toMatch(
      /form-action [^;]*https:\/\/\*\.hsforms\.net/,
    );
  });

  it('keeps the provider out when nothing names a form, and opens it for Prismic content', () => {
    expect(newsletterMayShow({}, {})).toBe(false);
    expect(newsletterMayShow(ENV, {})).toBe(true);
    expect(newsletterMayShow({ PRISMIC_REPOSITORY: 'charter' }, {})).toBe(true);
    // The bundled footer document names no form.
    expect(newsletterMayShow({})).toBe(false);
  });
});
