// The e-mailed confirmation link (?email=…&key=…) confirms the account when opened, as Magento's
// does; a link used before (the account is active) counts as confirmed. The proxy moves the address
// and key out of the URL into this page's cookie first (docs/decisions/0978).
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from '@/components/ui/Link';
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
import { getSession, redirectSignedInHome } from '@/lib/commerce/customer/session';
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
  const [link, t, session] = await Promise.all([readAccountLink(), getTranslator(), getSession()]);
  const email = link.email;
  const outcome = await confirm(email, link.secret);
  // A customer who changed their address while signed in opens the link in the same browser
  // (docs/decisions/0986): it confirms the new address, and there is nothing to sign in to.
  // Any other signed-in visit goes home, as before.
  // (The page's own sign-in action re-renders it signed in: the form then goes on by itself.)
  const signedIn = session.kind === 'logged-in' && !(await headers()).has('next-action');
  if (signedIn && outcome !== 'confirmed') await redirectSignedInHome();
  return (
    <AuthPage title={t('customer.account.confirm.title')}>
      {outcome === 'confirmed' ? (
        <>
          <div className={styles.notice} role="status" data-testid="confirm-success">
            <p>{t('customer.account.confirm.success', { appName: config.appName })}</p>
          </div>
          {signedIn ? null : (
            <LoginForm id="login" mode="page" defaultEmail={email} {...loginFormSettings(t)} />
          )}
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
