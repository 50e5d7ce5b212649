// Whether the newer analytics events are sent (spec: only when the enabling flag is 'true').
// Read on the server and handed to the client components that report events.
import 'server-only';

export const analyticsEnabled = process.env.ANALYTICS_ENABLED === 'true';
