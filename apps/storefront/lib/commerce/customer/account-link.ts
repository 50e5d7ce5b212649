// The e-mailed link's address and secret, as the proxy handed them over in the page's own cookie
// (lib/security/account-links.ts, docs/decisions/0978). Never read from the URL.
import 'server-only';
import { cookies } from 'next/headers';
import {
  ACCOUNT_LINK_COOKIE,
  decodeAccountLink,
  type AccountLink,
} from '@/lib/security/account-links';

/** The link that opened this page (its cookie is sent to this page's path only). */
export async function readAccountLink(): Promise<AccountLink> {
  return decodeAccountLink((await cookies()).get(ACCOUNT_LINK_COOKIE)?.value);
}
