// The reference projects' landing page: its projects_home document and every post, newest first.
import type { Metadata } from 'next';
import { ArticleListRoute, articleListMetadata } from '@/components/content/article-routes';

export function generateMetadata(): Promise<Metadata> {
  return articleListMetadata('projects');
}

export default function Page() {
  return <ArticleListRoute kind="projects" />;
}
