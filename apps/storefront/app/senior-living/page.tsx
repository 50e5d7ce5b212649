import type { Metadata } from 'next';
import { LandingPage } from '@/components/layout/LandingPage';
import { getHomepage } from '@/lib/content';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Senior Living' };

export default async function SeniorLivingHome() {
  const [t, data] = await Promise.all([getTranslator(), getHomepage('senior-living')]);
  return <LandingPage data={data} viewLabel={t('storeSwitcher.seniorLiving')} featuredFallback={t('home.featured')} />;
}
