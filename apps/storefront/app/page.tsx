import type { Metadata } from 'next';
import { LandingPage } from '@/components/layout/LandingPage';
import { HomeJsonLd } from '@/components/seo/HomeJsonLd';
import { PromoBannerView, ReviewsMosaicView } from '@/components/content/Slices';
import { getHomepage, getPromoBanner, getReviewsMosaic } from '@/lib/content';
import { getTranslator } from '@/lib/i18n/translator';
import { landingMetadata } from '@/lib/seo/landing-metadata';

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata('Hospitality', '/');
}

export default async function HospitalityHome() {
  const [t, data, promo, mosaic] = await Promise.all([
    getTranslator(),
    getHomepage('hospitality'),
    getPromoBanner('hospitality'),
    getReviewsMosaic('hospitality'),
  ]);
  return (
    <>
      <HomeJsonLd homePath="/" />
      <LandingPage
        data={data}
        viewLabel={t('storeSwitcher.hospitality')}
        featuredFallback={t('home.featured')}
      />
      {promo ? <PromoBannerView banner={promo} /> : null}
      {mosaic ? <ReviewsMosaicView mosaic={mosaic} /> : null}
    </>
  );
}
