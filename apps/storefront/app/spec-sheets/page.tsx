// Spec-sheet downloads (the download_scheme_specs document); the files are served from public/downloads/.
import type { Metadata } from 'next';
import { SpecSheetsRoute, resourceMetadata } from '@/components/content/resource-routes';

export function generateMetadata(): Promise<Metadata> {
  return resourceMetadata('download_scheme_specs');
}

export default function Page() {
  return <SpecSheetsRoute />;
}
