import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
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
