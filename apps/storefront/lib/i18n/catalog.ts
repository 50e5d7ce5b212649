// The one message catalogue of the storefront. Each area keeps its texts in messages/*.ts;
// a translation document from the content provider may override any key (see translator.ts).
import { accountMessages } from './messages/account';
import { accountPageMessages } from './messages/account-pages';
import { cartMessages } from './messages/cart';
import { catalogMessages } from './messages/catalog';
import { checkoutMessages } from './messages/checkout';
import { commonMessages } from './messages/common';
import { compareMessages } from './messages/compare';
import { layoutMessages } from './messages/layout';
import { reviewMessages } from './messages/reviews';
import { shellMessages } from './messages/shell';
import { format } from './format';

export const messages = {
  ...commonMessages,
  ...layoutMessages,
  ...catalogMessages,
  ...cartMessages,
  ...checkoutMessages,
  ...accountMessages,
  ...accountPageMessages,
  ...reviewMessages,
  ...compareMessages,
  ...shellMessages,
} as const;

export type MessageKey = keyof typeof messages;
export type Messages = Record<MessageKey, string>;

export { format } from './format';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Turns translation_keys rows into overrides; rows without a key or a text value are ignored. */
export function overridesFromTranslationKeys(
  rows: readonly { key?: unknown; value?: unknown }[] | null | undefined,
): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const row of rows ?? []) {
    if (typeof row?.key === 'string' && row.key !== '' && typeof row.value === 'string')
      overrides[row.key] = row.value;
  }
  return overrides;
}

export function createTranslator(overrides: Partial<Record<string, string>> = {}): Translate {
  return (key, params) => format(overrides[key] ?? messages[key], params);
}
