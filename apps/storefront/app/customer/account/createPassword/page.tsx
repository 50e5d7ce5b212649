import type { Metadata } from 'next';
import { ResetPasswordPage } from '@/components/account/auth/ResetPasswordPage';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
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

export default async function CreatePasswordRoute({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await redirectSignedInHome();
  const params = await searchParams;
  return (
    <ResetPasswordPage
      titleKey="customer.account.reset.createTitle"
      email={firstParam(params, 'email')?.trim().slice(0, 254) ?? ''}
      token={firstParam(params, 'token')?.trim().slice(0, 512) ?? ''}
    />
  );
}
