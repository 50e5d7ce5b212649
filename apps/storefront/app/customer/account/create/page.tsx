import type { Metadata } from 'next';
import { AuthPage } from '@/components/account/auth/AuthPage';
import { CreateAccountForm } from '@/components/account/auth/CreateAccountForm';
import { accountFormStrings } from '@/components/account/auth/strings';
import { redirectSignedInHome } from '@/lib/commerce/customer/session';
import { getTranslator } from '@/lib/i18n/translator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslator();
  return { title: t('customer.account.create.title'), robots: { index: false } };
}

export default async function CreateAccountPage() {
  await redirectSignedInHome();
  const t = await getTranslator();
  return (
    <AuthPage title={t('customer.account.create.title')}>
      <CreateAccountForm strings={accountFormStrings(t)} />
    </AuthPage>
  );
}
