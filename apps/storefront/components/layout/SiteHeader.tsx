// The site header: a utility bar with the store switcher (desktop), then the sticky bar with the
// logo, main navigation, search, announcements, cart and account. Server-rendered; only the
// interactive parts are client components, and they receive translated strings.
import Link from '@/components/ui/Link';
import { loginDialogSettings } from '@/components/account/auth/login-settings';
import { config, type StoreViewCode } from '@/lib/config';
import { getAnnouncements, getNavigation } from '@/lib/content';
import { linkUrl } from '@/lib/content/fields';
import { getTranslator } from '@/lib/i18n/translator';
import { landingViewByCode } from '@/lib/landing-views';
import { AccountLink } from './AccountLink';
import { headerAccountStrings } from './account-strings';
import { AnnouncementsToggle } from './AnnouncementsToggle';
import { toAnnouncementCards } from './announcement-cards';
import { CartLink } from './CartLink';
import { CompareLink } from '@/components/compare/CompareLink';
import { getCartQuantity } from './cart-quantity';
import { DesktopNav } from './DesktopNav';
import { DropdownList } from './DropdownList';
import { MegaPanel } from './MegaPanel';
import { MobileDrawer } from './MobileDrawer';
import { SearchToggle } from './SearchToggle';
import { customerGroupOf, getSessionState } from './session-state';
import { StoreSwitcher } from './StoreSwitcher';
import { ColourModeSwitcher } from './ColourModeSwitcher';
import { getColourMode } from '@/lib/colour-mode/server';
import styles from './Header.module.css';

export async function SiteHeader({ storeView }: { storeView: StoreViewCode }) {
  const landing = landingViewByCode(storeView);
  const session = await getSessionState();
  const [t, entries, announcements, quantity, colourMode] = await Promise.all([
    getTranslator(),
    getNavigation(landing.contentUid, storeView, customerGroupOf(session)),
    getAnnouncements(),
    getCartQuantity(),
    getColourMode(),
  ]);
  const viewAllLabels = Object.fromEntries(
    entries.map((e) => [e.id, t('header.menu.viewAll', { label: e.label })]),
  );
  const accountStrings = headerAccountStrings(t, config.b2bWording);
  const loginDialog = loginDialogSettings(t);
  const ctaHref = linkUrl(announcements.call_to_action_link);

  return (
    <>
      <div className={styles.utilityBar}>
        <div className={`container ${styles.utilityInner}`}>
          <ColourModeSwitcher current={colourMode} t={t} variant="header" />
          <StoreSwitcher current={storeView} t={t} />
        </div>
      </div>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <MobileDrawer
            entries={entries}
            viewAllLabels={viewAllLabels}
            strings={{
              open: t('header.drawer.open'),
              close: t('header.drawer.close'),
              title: t('header.drawer.title'),
              seniorLiving: t('header.megaMenu.seniorLiving'),
            }}
            storeSwitcher={
              <StoreSwitcher current={storeView} t={t} className={styles.drawerSwitcher} />
            }
            colourMode={<ColourModeSwitcher current={colourMode} t={t} variant="drawer" />}
            account={<AccountLink session={session} strings={accountStrings} variant="drawer" />}
          />
          <Link
            href={landing.url}
            className={styles.logo}
            aria-label={t('header.logo', { appName: config.appName })}
            data-testid="logo"
          >
            {config.appName}
          </Link>
          <DesktopNav
            entries={entries}
            label={t('header.mainNavigation')}
            panels={Object.fromEntries(
              entries.map((entry) => [
                entry.id,
                entry.kind === 'dropdown' ? (
                  <DropdownList entry={entry} viewAllLabel={viewAllLabels[entry.id]} />
                ) : entry.kind === 'mega' ? (
                  <MegaPanel
                    entry={entry}
                    seniorLivingHeading={t('header.megaMenu.seniorLiving')}
                    viewAllLabel={viewAllLabels[entry.id]}
                  />
                ) : null,
              ]),
            )}
          />
          <div className={styles.actions}>
            <SearchToggle
              strings={{
                open: t('header.search.open'),
                close: t('header.search.close'),
                label: t('header.search.label'),
                placeholder: t('header.search.placeholder'),
                submit: t('header.search.submit'),
                suggestions: t('header.search.suggestions'),
              }}
            />
            <AnnouncementsToggle
              cards={toAnnouncementCards(announcements.items)}
              cta={
                ctaHref && announcements.call_to_action_title
                  ? { href: ctaHref, title: announcements.call_to_action_title }
                  : null
              }
              strings={{
                open: t('header.announcements'),
                close: t('header.announcements.close'),
                title: t('header.announcements'),
                empty: t('header.announcements.empty'),
              }}
            />
            <CompareLink label={t('compare.link')} />
            <CartLink
              quantity={quantity}
              label={
                quantity > 0 ? t('header.cart.withCount', { count: quantity }) : t('header.cart')
              }
            />
            <div className={styles.desktopOnly}>
              <AccountLink session={session} strings={accountStrings} loginDialog={loginDialog} />
            </div>
          </div>
        </div>
      </header>
    </>
  );
}
