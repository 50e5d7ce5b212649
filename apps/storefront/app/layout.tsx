import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { SessionMonitorSlot } from '@/components/account/auth/SessionMonitorSlot';
import { TagManager } from '@/components/analytics/TagManager';
import { HiddenHeading } from '@/components/layout/HiddenHeading';
import { IntentPrefetch } from '@/components/layout/IntentPrefetch';
import { NavigationOverlay } from '@/components/layout/NavigationOverlay';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { StoreViewSync } from '@/components/layout/StoreViewSync';
import { StatusScreen } from '@/components/ui/StatusScreen';
import { Toaster } from '@/components/ui/Toast';
import { gtmId } from '@/lib/analytics/config';
import { getStoreConfig } from '@/lib/commerce/catalog/store-config';
import { config } from '@/lib/config';
import { getTranslator } from '@/lib/i18n/translator';
import { getLocale } from '@/lib/i18n/locale-server';
import { titleTemplate } from '@/lib/seo/titles';
import { getStoreView } from '@/lib/store-view';
import { getColourMode } from '@/lib/colour-mode/server';
import { FIRST_PARTY_ONLY_HEADER } from '@/lib/security/account-links';
import './globals.css';
import { PrismicPreview } from '@/components/content/PrismicPreview';

export async function generateMetadata(): Promise<Metadata> {
  const res = await getStoreConfig(await getStoreView());
  const store = res.ok ? res.data : null;
  return {
    metadataBase: new URL(config.publicUrl),
    title: {
      default: store?.defaultTitle || config.appName,
      template: titleTemplate(store?.titlePrefix, store?.titleSuffix, config.appName),
    },
    description: store?.defaultDescription || undefined,
  };
}

const MAIN_ID = 'main-content';

/** The origin product images come from (the commerce API's media URL), to connect to it early. */
function mediaOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the store view cookie makes every route dynamic: nothing calls the API at build time.
  const storeView = await getStoreView();
  // The saved colour mode is rendered on <html>, so the first paint already has the right palette.
  const colourMode = await getColourMode();
  const [storeConfig, t, requestHeaders, locale] = await Promise.all([
    getStoreConfig(storeView),
    getTranslator(),
    headers(),
    getLocale(),
  ]);
  // Pages an e-mailed secret opens load no third-party script (proxy.ts, docs/decisions/0978).
  const thirdParty = requestHeaders.get(FIRST_PARTY_ONLY_HEADER) !== '1';

  if (!storeConfig.ok) {
    return (
      <html lang={locale} data-colour-mode={colourMode}>
        <body>
          <main id={MAIN_ID}>
            <StatusScreen title={t('app.maintenance', { appName: config.appName })} />
          </main>
        </body>
      </html>
    );
  }

  const media = mediaOrigin(
    storeConfig.data.raw?.secure_base_media_url || storeConfig.data.raw?.base_media_url,
  );
  return (
    <html lang={locale} data-colour-mode={colourMode}>
      <body>
        {/* React places this in the head: listing and product pages' largest image is on this host. */}
        {media ? <link rel="preconnect" href={media} /> : null}
        <a href={`#${MAIN_ID}`} className="skip-link">
          {t('header.skipToContent')}
        </a>
        <SiteHeader storeView={storeView} />
        <NavigationOverlay label={t('app.loading')} />
        <IntentPrefetch />
        <Toaster closeLabel={t('cart.toast.close')} regionLabel={t('cart.toast.region')} />
        <StoreViewSync current={storeView} />
        <SessionMonitorSlot />
        {thirdParty ? <TagManager gtmId={gtmId} /> : null}
        <main id={MAIN_ID} tabIndex={-1}>
          <HiddenHeading brand={config.appName} template={t('app.pageTitle')} mainId={MAIN_ID} />
          {children}
        </main>
        <Suspense>
          <SiteFooter copyrightFallback={storeConfig.data.raw?.copyright ?? null} />
        </Suspense>
        {thirdParty ? <PrismicPreview /> : null}
      </body>
    </html>
  );
}
