import type { Metadata } from 'next';
import { AuthPage } from '@/components/account/auth/AuthPage';
import { loginFormSettings } from '@/components/account/auth/login-settings';
import { LoginForm } from '@/components/account/auth/LoginForm';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { redirectSignedInHome } from '@/lib/commerce/customer/session';
import { safeReturnPath } from '@/lib/commerce/customer/session-cookie';
import { getTranslator } from '@/lib/i18n/translator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslator();
  return { title: t('customer.account.login.title'), robots: { index: false } };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await redirectSignedInHome();
  const [params, t] = await Promise.all([searchParams, getTranslator()]);
  return (
    <AuthPage
      title={t('customer.account.login.title')}
      intro={t('customer.account.login.registeredText')}
    >
      <LoginForm
        id="login"
        mode="page"
        redirectTo={safeReturnPath(firstParam(params, 'redirect'))}
        defaultEmail={firstParam(params, 'email')?.slice(0, 254)}
        {...loginFormSettings(t)}
      />
    </AuthPage>
  );
}
