import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { forgotPasswordAction } from '@/components/account/auth/actions';
import { AuthPage } from '@/components/account/auth/AuthPage';
import { EmailForm } from '@/components/account/auth/EmailForm';
import { emailFormStrings } from '@/components/account/auth/strings';
import styles from '@/components/account/auth/auth.module.css';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { LOGIN_ROUTE } from '@/lib/commerce/customer/routes';
import { redirectSignedInHome } from '@/lib/commerce/customer/session';
import { getTranslator } from '@/lib/i18n/translator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslator();
  return { title: t('customer.account.forgot.title'), robots: { index: false } };
}

export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await redirectSignedInHome();
  const [params, t] = await Promise.all([searchParams, getTranslator()]);
  return (
    <AuthPage title={t('customer.account.forgot.title')} intro={t('customer.account.forgot.intro')}>
      <EmailForm
        id="forgot-password"
        strings={emailFormStrings(t, 'customer.account.forgot.submit')}
        submitAction={forgotPasswordAction}
        defaultEmail={firstParam(params, 'email')?.slice(0, 254)}
      />
      <p>
        <Link href={LOGIN_ROUTE} className={styles.link}>
          {t('customer.account.forgot.back')}
        </Link>
      </p>
    </AuthPage>
  );
}
