'use client';
// The root layout (header, navigation) is not re-rendered on client-side navigation. When the
// visitor reaches the other landing view's URL in-app, the proxy has switched the store_view
// cookie, so the layout is refreshed once to show that view's navigation and home link.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { landingViewForPath } from '@/lib/landing-views';

export function StoreViewSync({ current }: { current: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const refreshedFor = useRef<string | null>(null);

  useEffect(() => {
    const view = landingViewForPath(pathname);
    if (view && view.code !== current && refreshedFor.current !== pathname) {
      refreshedFor.current = pathname;
      router.refresh();
    }
  }, [pathname, current, router]);

  return null;
}
