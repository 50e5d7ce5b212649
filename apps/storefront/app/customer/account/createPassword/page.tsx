import type { Metadata } from 'next';
import { ResetPasswordPage } from '@/components/account/auth/ResetPasswordPage';
import { readAccountLink } from '@/lib/commerce/customer/account-link';
import { redirectSignedInHome } from '@/lib/commerce/customer/session';
import { getTranslator } from '@/lib/i18n/translator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslator();
  return {
    title: t('customer.account.reset.createTitle'),
    robots: { index: false },
    referrer: 'no-referrer',
  };
}

export default async function CreatePasswordRoute() {
  await redirectSignedInHome();
  // The e-mailed address and token, moved out of the URL by the proxy (docs/decisions/0978).
  const link = await readAccountLink();
  return (
    <ResetPasswordPage
      titleKey="customer.account.reset.createTitle"
      email={link.email}
      token={link.secret}
    />
  );
}
