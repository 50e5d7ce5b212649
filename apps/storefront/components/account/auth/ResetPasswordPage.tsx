// The page behind an e-mailed password link (?email=…&token=…): the new-password form, or the
// expired-link notice with 'Get New Link' when the link is incomplete.
import type { MessageKey } from '@/lib/i18n/catalog';
import { getTranslator } from '@/lib/i18n/translator';
import { AuthPage } from './AuthPage';
import { loginFormSettings } from './login-settings';
import { LoginForm } from './LoginForm';
import { ExpiredLink, NewPasswordForm } from './NewPasswordForm';
import { newPasswordStrings } from './strings';

export async function ResetPasswordPage({
  titleKey,
  email,
  token,
}: {
  titleKey: MessageKey;
  email: string;
  token: string;
}) {
  const t = await getTranslator();
  const strings = newPasswordStrings(t);
  return (
    <AuthPage title={t(titleKey)}>
      {email && token ? (
        <NewPasswordForm
          email={email}
          token={token}
          strings={strings}
          signIn={
            <LoginForm id="login" mode="page" defaultEmail={email} {...loginFormSettings(t)} />
          }
        />
      ) : (
        <ExpiredLink
          message={t('customer.account.reset.expired')}
          label={strings.getNewLink}
          email={email}
        />
      )}
    </AuthPage>
  );
}
