// Login button, 'My Account' link, or a placeholder while the session is being checked. In the
// header the login button opens the sign-in dialog (and stays a real link without JavaScript).
import Link from '@/components/ui/Link';
import { LoginDialog, type LoginDialogProps } from '@/components/account/auth/LoginDialog';
import { Icon } from '@/components/ui/Icon';
import { DASHBOARD_ROUTE, LOGIN_ROUTE } from '@/lib/commerce/customer/routes';
import type { SessionState } from './session-state';
import styles from './Header.module.css';

export const LOGIN_PATH = LOGIN_ROUTE;
export const ACCOUNT_PATH = DASHBOARD_ROUTE;

export interface AccountLinkProps {
  session: SessionState;
  strings: { login: string; myAccount: string; checking: string };
  variant?: 'header' | 'drawer';
  /** The sign-in dialog's texts and settings; without them the login button is a plain link. */
  loginDialog?: Omit<LoginDialogProps, 'label' | 'className'>;
}

export function AccountLink({
  session,
  strings,
  variant = 'header',
  loginDialog,
}: AccountLinkProps) {
  const className = variant === 'header' ? styles.accountLink : styles.accountLinkDrawer;
  if (session.kind === 'fetching') {
    return (
      <span className={`${className} ${styles.accountPlaceholder}`} aria-busy="true">
        <span className="visually-hidden">{strings.checking}</span>
      </span>
    );
  }
  const signedIn = session.kind === 'logged-in';
  if (!signedIn && loginDialog)
    return <LoginDialog label={strings.login} className={className} {...loginDialog} />;
  return (
    <Link
      href={signedIn ? ACCOUNT_PATH : LOGIN_PATH}
      className={className}
      data-testid={signedIn ? 'header-my-account' : undefined}
    >
      <Icon name="user" size={20} />
      <span>{signedIn ? strings.myAccount : strings.login}</span>
    </Link>
  );
}
