// Photographs of installed furniture (the gallery document).
import type { Metadata } from 'next';
import { GalleryRoute, resourceMetadata } from '@/components/content/resource-routes';

export function generateMetadata(): Promise<Metadata> {
  return resourceMetadata('gallery');
}

export default function Page() {
  return <GalleryRoute />;
}
