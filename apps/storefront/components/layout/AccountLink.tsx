// Login button, 'My Account' link, or a placeholder while the session is being checked.
import Link from 'next/link';
import { Icon } from '@/components/ui/Icon';
import type { SessionState } from './session-state';
import styles from './Header.module.css';

export const LOGIN_PATH = '/customer/account/login';
export const ACCOUNT_PATH = '/customer/account/dashboard';

export interface AccountLinkProps {
  session: SessionState;
  strings: { login: string; myAccount: string; checking: string };
  variant?: 'header' | 'drawer';
}

export function AccountLink({ session, strings, variant = 'header' }: AccountLinkProps) {
  const className = variant === 'header' ? styles.accountLink : styles.accountLinkDrawer;
  if (session.kind === 'fetching') {
    return (
      <span className={`${className} ${styles.accountPlaceholder}`} aria-busy="true">
        <span className="visually-hidden">{strings.checking}</span>
      </span>
    );
  }
  const signedIn = session.kind === 'logged-in';
  return (
    <Link href={signedIn ? ACCOUNT_PATH : LOGIN_PATH} className={className}>
      <Icon name="user" size={20} />
      <span>{signedIn ? strings.myAccount : strings.login}</span>
    </Link>
  );
}
