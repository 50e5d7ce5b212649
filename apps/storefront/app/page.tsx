import type { Metadata } from 'next';
import { LandingPage } from '@/components/layout/LandingPage';
import { HomeJsonLd } from '@/components/seo/HomeJsonLd';
import { getHomepage } from '@/lib/content';
import { getTranslator } from '@/lib/i18n/translator';
import { landingMetadata } from '@/lib/seo/landing-metadata';

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata('Hospitality', '/');
}

export default async function HospitalityHome() {
  const [t, data] = await Promise.all([getTranslator(), getHomepage('hospitality')]);
  return (
    <>
      <HomeJsonLd homePath="/" />
      <LandingPage
        data={data}
        viewLabel={t('storeSwitcher.hospitality')}
        featuredFallback={t('home.featured')}
      />
    </>
  );
}
