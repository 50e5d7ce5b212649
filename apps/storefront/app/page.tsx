import type { Metadata } from 'next';
import { LandingPage } from '@/components/layout/LandingPage';
import { getHomepage } from '@/lib/content';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Hospitality' };

export default async function HospitalityHome() {
  const [t, data] = await Promise.all([getTranslator(), getHomepage('hospitality')]);
  return <LandingPage data={data} viewLabel={t('storeSwitcher.hospitality')} featuredFallback={t('home.featured')} />;
}
