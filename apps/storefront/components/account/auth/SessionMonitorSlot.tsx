// Mounts the session monitor for signed-in visitors only. Keyed by the token's expiry, so a new
// token (sign-in, refresh) starts a fresh schedule.
import { getSession } from '@/lib/commerce/customer/session';
import { getTranslator } from '@/lib/i18n/translator';
import { getLandingView } from '@/lib/store-view';
import { SessionMonitor } from './session-monitor-island';
import { loginDialogSettings } from './login-settings';

export async function SessionMonitorSlot() {
  const session = await getSession();
  if (session.kind !== 'logged-in') return null;
  const [t, landing] = await Promise.all([getTranslator(), getLandingView()]);
  return (
    <SessionMonitor
      key={session.expiresAt ?? 'unknown'}
      expiresAt={session.expiresAt}
      homeHref={landing.url}
      {...loginDialogSettings(t)}
    />
  );
}
