// A client component whose code is a chunk of its own, left out of the page's first-load scripts.
// The server renders it in place, as if it were imported statically: its module is loaded on the
// server before the first render that needs it (`use`), so no boundary is streamed out of order and
// the markup is there without JavaScript. In the browser it is a `React.lazy` component inside a
// Suspense boundary: hydration leaves the server's markup untouched until the chunk arrives (it is
// requested when the island first renders, i.e. right after the page hydrates), then hydrates it.
// Use it for islands that are server-rendered but need not be interactive at first load (below
// the fold, or shown only on some pages); islands that render only after an interaction can use a
// plain `React.lazy`. Until its chunk has arrived, React drops every key press and click aimed
// inside the island, so content a visitor may use at once (the header's menus) is not an island
// (docs/decisions/1530).
// The island is memoised: a parent that re-renders before the chunk has arrived (a gallery
// thumbnail picked) must not hand a still-dehydrated boundary new props, or React drops the
// server's markup and shows the empty fallback until the chunk is there. Give an island props
// that keep their identity across the parent's renders (stable callbacks, the same objects).
import { lazy, memo, Suspense, use, type ComponentType } from 'react';

export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  let onServer: Promise<ComponentType<P>> | null = null;
  function Island(props: P) {
    let Component: ComponentType<P> = Lazy;
    if (typeof window === 'undefined') {
      onServer ??= load();
      Component = use(onServer);
    }
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return memo(Island);
}
