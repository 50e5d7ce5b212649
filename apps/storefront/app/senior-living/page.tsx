import type { Metadata } from 'next';
import { LandingPage } from '@/components/layout/LandingPage';
import { HomeJsonLd } from '@/components/seo/HomeJsonLd';
import { getHomepage } from '@/lib/content';
import { getTranslator } from '@/lib/i18n/translator';
import { landingMetadata } from '@/lib/seo/landing-metadata';

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata('Senior Living', '/senior-living');
}

export default async function SeniorLivingHome() {
  const [t, data] = await Promise.all([getTranslator(), getHomepage('senior-living')]);
  return (
    <>
      <HomeJsonLd homePath="/senior-living" />
      <LandingPage
        data={data}
        viewLabel={t('storeSwitcher.seniorLiving')}
        featuredFallback={t('home.featured')}
      />
    </>
  );
}
