// The newsletter's double opt-in link (docs/decisions/0988): /newsletter/subscriber/confirm?id=…&code=…
// opens a page that hands the id and code to the commerce API's POST /newsletter/confirm.
import 'server-only';
import { config } from '@/lib/config';
import { confirmOutcome, type NewsletterConfirmOutcome } from './newsletter-outcome';

/** The commerce service's confirmation endpoint, next to its GraphQL endpoint. */
export const newsletterConfirmEndpoint = (graphqlUrl: string = config.commerceUrl): string =>
  new URL('/newsletter/confirm', graphqlUrl).toString();

export async function confirmNewsletter(
  rawId: string,
  rawCode: string,
): Promise<NewsletterConfirmOutcome> {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : 0;
  const code = rawCode.trim();
  if (!id || !code || code.length > 128) return 'invalid';
  try {
    const res = await fetch(newsletterConfirmEndpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ id, code }),
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    return confirmOutcome(res.status);
  } catch {
    return 'error';
  }
}
