// 'Confirmation required' after registering, and the place to ask for a new confirmation link.
import type { Metadata } from 'next';
import { resendConfirmationAction } from '@/components/account/auth/actions';
import { AuthPage } from '@/components/account/auth/AuthPage';
import { EmailForm } from '@/components/account/auth/EmailForm';
import { emailFormStrings } from '@/components/account/auth/strings';
import styles from '@/components/account/auth/auth.module.css';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { config } from '@/lib/config';
import { redirectSignedInHome } from '@/lib/commerce/customer/session';
import { getTranslator } from '@/lib/i18n/translator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslator();
  return { title: t('customer.account.confirmation.title'), robots: { index: false } };
}

export default async function ConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await redirectSignedInHome();
  const [params, t] = await Promise.all([searchParams, getTranslator()]);
  const created = firstParam(params, 'created') === '1';
  return (
    <AuthPage title={t('customer.account.confirmation.title')}>
      {created ? (
        <div className={styles.notice} role="status" data-testid="confirmation-required">
          <p>{t('customer.account.create.success', { appName: config.appName })}</p>
          <p>{t('customer.account.confirmation.required')}</p>
        </div>
      ) : null}
      <p>{t('customer.account.confirmation.resendIntro')}</p>
      <EmailForm
        id="confirmation"
        strings={emailFormStrings(t, 'customer.account.confirmation.submit')}
        submitAction={resendConfirmationAction}
        defaultEmail={firstParam(params, 'email')?.slice(0, 254)}
      />
    </AuthPage>
  );
}
