// The console's routes under /admin/: every page is its own chunk, loaded on first visit
// (`lazy`), with a loading state while it arrives and a title in its route handle.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from './components/Loading';
import { RequirePermission } from './components/RequirePermission';
import { SECTIONS } from './sections';
import type { RouteHandle } from './titles';

const page =
  (load: () => Promise<{ default: React.ComponentType }>) =>
  async (): Promise<Pick<RouteObject, 'Component'>> => ({ Component: (await load()).default });

// A section's path ends in /* so its page may nest its own sub-pages (`<Routes>` inside it).
const sectionRoutes: RouteObject[] = SECTIONS.map((section) => ({
  path: `${section.path}/*`,
  handle: { title: section.label } satisfies RouteHandle,
  lazy: async () => {
    const { default: Page } = await section.page();
    return {
      Component: () => (
        <RequirePermission permission={section.permission}>
          <Page />
        </RequirePermission>
      ),
    };
  },
}));

export const routes: RouteObject[] = [
  {
    path: 'sign-in',
    handle: { title: 'Sign in' } satisfies RouteHandle,
    lazy: page(() => import('./pages/SignIn')),
    hydrateFallbackElement: <Loading label="Loading the console" />,
  },
  {
    path: '/',
    lazy: page(() => import('./components/Layout')),
    hydrateFallbackElement: <Loading label="Loading the console" />,
    children: [
      {
        index: true,
        handle: { title: 'Overview' } satisfies RouteHandle,
        lazy: page(() => import('./pages/Overview')),
      },
      {
        path: 'account',
        handle: { title: 'Your account' } satisfies RouteHandle,
        lazy: page(() => import('./pages/Account')),
      },
      ...sectionRoutes,
      {
        path: '*',
        handle: { title: 'Page not found' } satisfies RouteHandle,
        lazy: page(() => import('./pages/NotFound')),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: '/admin' });
}
