// Store switcher between the landing views. Plain links with a full page load: visiting a landing
// URL saves the view (proxy.ts) and the whole page, header included, renders for the new view.
import type { Translate } from '@/lib/i18n/catalog';
import { LANDING_VIEWS } from '@/lib/landing-views';
import styles from './Header.module.css';

export function StoreSwitcher({ current, t, className }: { current: string; t: Translate; className?: string }) {
  return (
    <nav aria-label={t('storeSwitcher.label')} className={className}>
      <ul className={styles.switcher}>
        {LANDING_VIEWS.map((view) => (
          <li key={view.code}>
            <a
              href={view.url}
              className={styles.switcherLink}
              aria-current={view.code === current ? 'true' : undefined}
              data-store-view={view.code}
            >
              {t(view.labelKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
