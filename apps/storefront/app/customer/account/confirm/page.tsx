// The e-mailed confirmation link (?email=…&key=…) confirms the account when opened, as Magento's
// does; a link used before (the account is active) counts as confirmed. The proxy moves the address
// and key out of the URL into this page's cookie first (docs/decisions/0978).
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage } from '@/components/account/auth/AuthPage';
import { loginFormSettings } from '@/components/account/auth/login-settings';
import { LoginForm } from '@/components/account/auth/LoginForm';
import styles from '@/components/account/auth/auth.module.css';
import { config } from '@/lib/config';
import { confirmEmail } from '@/lib/commerce/customer/account-api';
import { readAccountLink } from '@/lib/commerce/customer/account-link';
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

export default async function ConfirmPage() {
  await redirectSignedInHome();
  const [link, t] = await Promise.all([readAccountLink(), getTranslator()]);
  const email = link.email;
  const outcome = await confirm(email, link.secret);
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
