// What every sign-in form needs from the server: its texts, the B2B wording switch, the captcha
// site key and the analytics flag.
import 'server-only';
import { analyticsEnabled } from '@/lib/analytics/config';
import { config } from '@/lib/config';
import type { Translate } from '@/lib/i18n/catalog';
import { loginDialogStrings, loginStrings } from './strings';

export function loginFormSettings(t: Translate) {
  return {
    strings: loginStrings(t, config.b2bWording),
    captchaSiteKey: config.captchaSiteKey ?? null,
    analytics: analyticsEnabled,
  };
}

export function loginDialogSettings(t: Translate) {
  return { dialog: loginDialogStrings(t), form: loginFormSettings(t) };
}
