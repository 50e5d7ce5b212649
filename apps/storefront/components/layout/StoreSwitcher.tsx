// Store switcher between the landing views. A plain form posting to /store-view, which saves the
// chosen view and loads the same page again for it (spec §4); on a landing URL the chosen view's
// landing page is loaded. No client script; the current view is marked aria-current.
import type { Translate } from '@/lib/i18n/catalog';
import { LANDING_VIEWS } from '@/lib/landing-views';
import styles from './Header.module.css';
import own from './StoreSwitcher.module.css';

export function StoreSwitcher({
  current,
  t,
  className,
}: {
  current: string;
  t: Translate;
  className?: string;
}) {
  return (
    <nav aria-label={t('storeSwitcher.label')} className={className}>
      <form method="post" action="/store-view">
        <ul className={styles.switcher}>
          {LANDING_VIEWS.map((view) => (
            <li key={view.code}>
              <button
                type="submit"
                name="view"
                value={view.code}
                className={`${styles.switcherLink} ${own.button}`}
                aria-current={view.code === current ? 'true' : undefined}
                data-store-view={view.code}
              >
                {t(view.labelKey)}
              </button>
            </li>
          ))}
        </ul>
      </form>
    </nav>
  );
}
