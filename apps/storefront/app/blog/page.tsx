// The blog's landing page: its blog_home document and every post, newest first.
import type { Metadata } from 'next';
import { ArticleListRoute, articleListMetadata } from '@/components/content/article-routes';

export function generateMetadata(): Promise<Metadata> {
  return articleListMetadata('blog');
}

export default function Page() {
  return <ArticleListRoute kind="blog" />;
}
