// Site footer: SEO text, optional newsletter form, links, social icons and the copyright line.
import Link from '@/components/ui/Link';
import { config } from '@/lib/config';
import { getFooter } from '@/lib/content';
import { isExternalUrl, linkUrl } from '@/lib/content/fields';
import { newsletterForm } from '@/lib/content/newsletter';
import type { MessageKey } from '@/lib/i18n/catalog';
import { getTranslator } from '@/lib/i18n/translator';
import { FooterIcon, isFooterIconName } from '@/components/ui/social-icons';
import { RichText } from '@/components/ui/RichText';
import { HubspotForm } from './hubspot-form-island';
import styles from './Footer.module.css';

const SOCIAL_NAMES: Record<string, MessageKey> = {
  facebook: 'footer.social.facebook',
  instagram: 'footer.social.instagram',
  twitter: 'footer.social.twitter',
  pinterest: 'footer.social.pinterest',
};

export async function SiteFooter({ copyrightFallback }: { copyrightFallback?: string | null }) {
  const [t, footer] = await Promise.all([getTranslator(), getFooter()]);
  // One rule with the CSP's (docs/decisions/0307).
  const newsletter = newsletterForm(footer, {
    HUBSPOT_PORTAL_ID: config.hubspotPortalId,
    HUBSPOT_FORM_ID: config.hubspotFormId,
  });
  const links = (footer.links ?? []).flatMap((l) => {
    const href = linkUrl(l.link_url);
    return l.label && href ? [{ label: l.label, href }] : [];
  });
  const social = (footer.social_media ?? []).flatMap((s) => {
    const href = linkUrl(s.link);
    const nameKey = SOCIAL_NAMES[s.type];
    return href && nameKey && isFooterIconName(s.type)
      ? [{ href, icon: s.type, name: t(nameKey) }]
      : [];
  });
  const year = new Date().getFullYear();
  const copyright = footer.copyright_text || copyrightFallback || config.appName;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <RichText field={footer.footer_seo_text} className={styles.seo} />
        <div>
          {links.length > 0 ? (
            <nav aria-label={t('footer.links')}>
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.href + link.label}>
                    {isExternalUrl(link.href) ? (
                      <a href={link.href}>{link.label}</a>
                    ) : (
                      <Link href={link.href}>{link.label}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <div>
          {newsletter ? (
            <HubspotForm
              portalId={newsletter.portalId}
              formId={newsletter.formId}
              title={t('footer.newsletter')}
            />
          ) : null}
          {social.length > 0 ? (
            <>
              <p className={styles.heading}>{t('footer.social')}</p>
              <ul className={styles.social}>
                {social.map((s) => (
                  <li key={s.icon}>
                    <a
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.socialLink}
                      aria-label={t('footer.social.newTab', { name: s.name })}
                    >
                      <FooterIcon name={s.icon} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <p className={`container ${styles.copyright}`} data-testid="copyright">
        {t('footer.copyright', { year, copyright })} {t('footer.allRightsReserved')}
      </p>
    </footer>
  );
}
