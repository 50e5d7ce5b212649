// One post of the blog section, by uid (lib/content/articles.ts).
import type { Metadata } from 'next';
import { ArticleRoute, articleMetadata } from '@/components/content/article-routes';

interface Props {
  params: Promise<{ uid: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata('blog', (await params).uid);
}

export default async function Page({ params }: Props) {
  return <ArticleRoute kind="blog" uid={(await params).uid} />;
}
