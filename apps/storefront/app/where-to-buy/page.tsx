// Dealers and representatives by region (the where-to-buy document).
import type { Metadata } from 'next';
import { WhereToBuyRoute, resourceMetadata } from '@/components/content/resource-routes';

export function generateMetadata(): Promise<Metadata> {
  return resourceMetadata('where-to-buy');
}

export default function Page() {
  return <WhereToBuyRoute />;
}
