import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A separate build folder lets several builds (e.g. parallel end-to-end runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  transpilePackages: ['@charter/shared'],
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
