import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.host).toBe('localhost');
    expect(c.publicBaseUrl).toBe('http://localhost:4000/');
    expect(c.mediaBaseUrl).toBe('http://localhost:4000/media/');
    expect(c.pgliteDataDir.endsWith('/data/commerce')).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.production).toBe(false);
    expect(c.storefrontUrl).toBe('http://localhost:3000');
  });
  it('reads overrides', () => {
    const c = loadConfig({
      PORT: '5000',
      PUBLIC_BASE_URL: 'https://api.example.com',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
    });
    expect(c.mediaBaseUrl).toBe('https://api.example.com/media/');
    expect(c.seedDemo).toBe(false);
    expect(c.production).toBe(true);
  });
  it('reads the storefront address without a trailing slash and refuses anything but an http(s) URL', () => {
    expect(loadConfig({ STOREFRONT_URL: 'https://shop.example.com/' }).storefrontUrl).toBe(
      'https://shop.example.com',
    );
    expect(loadConfig({ STOREFRONT_URL: '' }).storefrontUrl).toBe('http://localhost:3000');
    expect(() => loadConfig({ STOREFRONT_URL: 'shop.example.com' })).toThrow();
    expect(() => loadConfig({ STOREFRONT_URL: 'javascript:alert(1)' })).toThrow();
  });
  it('reads the CORS origins as a list of exact origins, none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://shop.example.com, http://localhost:3000' }).corsOrigins,
    ).toEqual(['https://shop.example.com', 'http://localhost:3000']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://shop.example.com/' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'javascript:alert(1)' })).toThrow(/CORS_ORIGINS/);
  });
  it('reads the trusted proxies as a list, empty by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});
