// The e-mailed confirmation link (?email=…&key=…) confirms the account when opened, as Magento's
// does; a link used before (the account is active) counts as confirmed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage } from '@/components/account/auth/AuthPage';
import { loginFormSettings } from '@/components/account/auth/login-settings';
import { LoginForm } from '@/components/account/auth/LoginForm';
import styles from '@/components/account/auth/auth.module.css';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { config } from '@/lib/config';
import { confirmEmail } from '@/lib/commerce/customer/account-api';
import { confirmFailure, type ConfirmOutcome } from '@/lib/commerce/customer/auth-errors';
import { accountCaller } from '@/lib/commerce/customer/request-info';
import { confirmationRouteFor } from '@/lib/commerce/customer/routes';
import { redirectSignedInHome } from '@/lib/commerce/customer/session';
import { getTranslator } from '@/lib/i18n/translator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslator();
  return {
    title: t('customer.account.confirm.title'),
    robots: { index: false },
    referrer: 'no-referrer',
  };
}

async function confirm(email: string, key: string): Promise<ConfirmOutcome> {
  if (!email || !key) return 'invalid';
  const answer = await confirmEmail(await accountCaller(), email, key);
  return answer.ok ? 'confirmed' : confirmFailure(answer.error);
}

export default async function ConfirmPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await redirectSignedInHome();
  const [params, t] = await Promise.all([searchParams, getTranslator()]);
  const email = firstParam(params, 'email')?.trim().slice(0, 254) ?? '';
  const outcome = await confirm(email, firstParam(params, 'key')?.trim().slice(0, 512) ?? '');
  return (
    <AuthPage title={t('customer.account.confirm.title')}>
      {outcome === 'confirmed' ? (
        <>
          <div className={styles.notice} role="status" data-testid="confirm-success">
            <p>{t('customer.account.confirm.success', { appName: config.appName })}</p>
          </div>
          <LoginForm id="login" mode="page" defaultEmail={email} {...loginFormSettings(t)} />
        </>
      ) : (
        <div className={styles.alert} role="alert" data-testid="confirm-invalid">
          <p>
            {t(outcome === 'invalid' ? 'customer.account.confirm.invalid' : 'app.error.generic')}{' '}
            <Link href={email ? confirmationRouteFor(email) : '/customer/account/confirmation'}>
              {t('customer.account.confirm.getNewLink')}
            </Link>
          </p>
        </div>
      )}
    </AuthPage>
  );
}
