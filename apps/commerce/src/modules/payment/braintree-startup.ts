// What the production start-up guard (src/startup.ts, docs/decisions/0943) says of Braintree's
// settings: its sandbox environment and a test base URL move no money (docs/decisions/1323).
import type { Config } from '../../config.js';

export function braintreeProblems(config: Config): string[] {
  const bt = config.braintree;
  if (config.paymentGateway !== 'braintree' || !bt) return [];
  const problems: string[] = [];
  if (bt.environment === 'sandbox') {
    problems.push(
      "BRAINTREE_ENVIRONMENT is 'sandbox': Braintree's sandbox moves no money. Use your production account's keys with BRAINTREE_ENVIRONMENT=production.",
    );
  }
  if (bt.gatewayUrl)
    problems.push(
      'BRAINTREE_GATEWAY_URL is set: it points the card gateway at a test double. Remove it.',
    );
  return problems;
}
