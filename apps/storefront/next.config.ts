import type { NextConfig } from 'next';
import { DEVICE_SIZES, IMAGE_SIZES, QUALITIES } from './lib/images/config';
import { STATIC_SECURITY_HEADERS } from './lib/security/headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A separate build folder lets several builds (e.g. parallel end-to-end runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // `npm test` type-checks every workspace in its own step (tsc, the same tsconfig), then builds
  // with this flag set so the build does not check the same files a second time. A plain
  // `next build` still checks them.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  // HTML and RSC responses gzip-compressed by Next.js's request handler (the default, stated because the
  // performance budget relies on it; a proxy in front may compress with Brotli instead).
  compress: true,
  // The specification's image widths and quality. `next/image` sources go through the custom
  // loader to the storefront's optimisation route (app/api/image), which resizes raster images
  // with sharp and passes SVG through (docs/decisions/0860).
  images: {
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    qualities: [...QUALITIES],
  },
  transpilePackages: ['@charter/shared'],
  // proxy.ts must see the router's prefetch headers, which Next.js otherwise removes before the
  // proxy runs: a prefetched landing link must not switch the store view
  // (docs/decisions/1232-store-switcher-saves-and-reloads.md).
  skipProxyUrlNormalize: true,
  // Static files and build assets too (pages also get them, with the CSP, from proxy.ts).
  async headers() {
    return [{ source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] }];
  },
  async rewrites() {
    // The sitemap index (app/sitemap-index.xml/route.ts) at the address robots.txt names.
    return {
      beforeFiles: [{ source: '/sitemap.xml', destination: '/sitemap-index.xml' }],
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [
      // Legacy rule from the specification.
      {
        source: '/options/upgraded-details/caster-wheels',
        destination: '/options/caster-wheels',
        permanent: true,
      },
    ];
  },
};

export default nextConfig;
