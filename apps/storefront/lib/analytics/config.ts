// Analytics settings, read on the server (docs/configuration.md) and handed to the pages that
// build events; the browser only receives the events themselves.
import 'server-only';
import type { AnalyticsFamilies } from './ecommerce';
import { parseGtmId } from './gtm';

/** Newer (GA4-shaped) events: only when the enabling flag is 'true'. */
export const analyticsEnabled = process.env.ANALYTICS_ENABLED === 'true';
/** Older tag-manager events: skipped when the disabling flag is 'true'. */
export const legacyAnalyticsDisabled = process.env.ANALYTICS_LEGACY_DISABLED === 'true';

export const analyticsFamilies: AnalyticsFamilies = {
  ga4: analyticsEnabled,
  gtm: !legacyAnalyticsDisabled,
};
export const anyAnalytics = analyticsFamilies.ga4 || analyticsFamilies.gtm;

/** The tag manager container id, or null: no container is loaded and the CSP does not allow it. */
export const gtmId = parseGtmId(process.env.GTM_ID);
