// One post of the projects section, by uid (lib/content/articles.ts).
import type { Metadata } from 'next';
import { ArticleRoute, articleMetadata } from '@/components/content/article-routes';

interface Props {
  params: Promise<{ uid: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata('projects', (await params).uid);
}

export default async function Page({ params }: Props) {
  return <ArticleRoute kind="projects" uid={(await params).uid} />;
}
