import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { ImageCache, loadSource, optimise, parseImageRequest } = await import('./optimise');
const { default: imageLoader } = await import('./loader');

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="11" height="7"><rect width="11" height="7" fill="#a1b2c3"/></svg>';
let png: Buffer;
let server: Server;
let origin: string;
let publicDir: string;

beforeAll(async () => {
  png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/media/photo.png') {
      res.writeHead(200, {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(png);
    } else if (req.url === '/media/shape.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8' });
      res.end(SVG);
    } else if (req.url === '/media/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>not an image</p>');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const root = mkdtempSync(path.join(tmpdir(), 'image-public-'));
  publicDir = path.join(root, 'public');
  mkdirSync(path.join(publicDir, 'content'), { recursive: true });
  writeFileSync(path.join(publicDir, 'content', 'hero.svg'), SVG);
  writeFileSync(path.join(root, 'secret.png'), png);
  symlinkSync(path.join(root, 'secret.png'), path.join(publicDir, 'content', 'escape.png'));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const params = (url: string, w: number | string = 640, q: number | string = 75) =>
  new URLSearchParams({ url, w: String(w), q: String(q) });

describe('image loader', () => {
  it('asks the optimisation path for the source, the width and the default quality', () => {
    expect(imageLoader({ src: 'https://media.example/a b.png', width: 640 })).toBe(
      '/api/image?url=https%3A%2F%2Fmedia.example%2Fa%20b.png&w=640&q=75',
    );
    expect(imageLoader({ src: '/content/hero.svg', width: 3840, quality: 75 })).toBe(
      '/api/image?url=%2Fcontent%2Fhero.svg&w=3840&q=75',
    );
  });
});

describe('parseImageRequest', () => {
  const allowed = new Set(['https://media.example']);

  it('accepts an allowed origin, a specified width and the default quality', () => {
    const r = parseImageRequest(params('https://media.example/media/a.png', 828), allowed);
    expect(r).toMatchObject({ width: 828, quality: 75, source: { kind: 'remote' } });
    expect(parseImageRequest(params('/content/hero.svg', 16), allowed)).toMatchObject({
      source: { kind: 'local', path: '/content/hero.svg' },
    });
  });

  it('refuses other hosts, schemes, widths and qualities', () => {
    expect(parseImageRequest(params('https://elsewhere.example/a.png'), allowed)).toBeNull();
    expect(parseImageRequest(params('https://user:pw@media.example/a.png'), allowed)).toBeNull();
    expect(parseImageRequest(params('file:///etc/passwd'), allowed)).toBeNull();
    expect(parseImageRequest(params('https://media.example/a.png', 641), allowed)).toBeNull();
    expect(parseImageRequest(params('https://media.example/a.png', 640, 90), allowed)).toBeNull();
    expect(parseImageRequest(params('https://media.example/a.png', 'x', 'y'), allowed)).toBeNull();
    expect(parseImageRequest(new URLSearchParams({ w: '640', q: '75' }), allowed)).toBeNull();
    expect(
      parseImageRequest(params(`https://media.example/${'a'.repeat(3000)}.png`), allowed),
    ).toBeNull();
  });

  it('refuses local paths that leave the public folder or are not plain paths', () => {
    for (const p of [
      '/../secret.png',
      '/content/../../secret.png',
      '//evil.example/a.png',
      '/content/./hero.svg',
      '/a?b.png',
    ]) {
      expect(parseImageRequest(params(p), allowed), p).toBeNull();
    }
  });
});

describe('loadSource and optimise', () => {
  const remote = (p: string) => ({ kind: 'remote' as const, url: new URL(origin + p) });

  it('resizes a raster image to the requested width and encodes WebP for browsers that accept it', async () => {
    const source = await loadSource(remote('/media/photo.png'), publicDir);
    expect(source?.maxAge).toBe(31536000);
    const out = await optimise(source!, 640, 75, 'image/avif,image/webp,*/*');
    expect(out?.contentType).toBe('image/webp');
    const meta = await sharp(out!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320]);
  });

  it('keeps PNG for browsers without WebP and never enlarges', async () => {
    const source = await loadSource(remote('/media/photo.png'), publicDir);
    const out = await optimise(source!, 3840, 75, 'image/png,*/*');
    const meta = await sharp(out!.body).metadata();
    expect([out?.contentType, meta.format, meta.width]).toEqual(['image/png', 'png', 2000]);
  });

  it('passes SVG through unchanged, from the API host and from the public folder', async () => {
    const remoteSvg = await optimise(
      (await loadSource(remote('/media/shape.svg'), publicDir))!,
      640,
      75,
      'image/webp',
    );
    expect([remoteSvg?.contentType, remoteSvg?.body.toString()]).toEqual(['image/svg+xml', SVG]);
    const localSvg = await optimise(
      (await loadSource({ kind: 'local', path: '/content/hero.svg' }, publicDir))!,
      640,
      75,
      null,
    );
    expect([localSvg?.contentType, localSvg?.body.toString()]).toEqual(['image/svg+xml', SVG]);
  });

  it('gives nothing for missing files, non-images and links out of the public folder', async () => {
    expect(await loadSource(remote('/media/missing.png'), publicDir)).toBeNull();
    expect(await loadSource(remote('/media/page.html'), publicDir)).toBeNull();
    expect(await loadSource({ kind: 'local', path: '/content/missing.svg' }, publicDir)).toBeNull();
    expect(await loadSource({ kind: 'local', path: '/content/escape.png' }, publicDir)).toBeNull();
  });
});

describe('ImageCache', () => {
  const image = (bytes: number, maxAge = 60) => ({
    body: Buffer.alloc(bytes),
    contentType: 'image/webp',
    maxAge,
  });

  it('drops the least recently used entries beyond its bounds and expired ones', () => {
    const cache = new ImageCache(2, 1_000_000);
    cache.set('a', image(10), 0);
    cache.set('b', image(10), 0);
    expect(cache.get('a', 1)).not.toBeNull();
    cache.set('c', image(10), 0);
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('a', 1)).not.toBeNull();
    expect(cache.get('c', 60_000)).toBeNull();
    const bySize = new ImageCache(100, 800);
    for (let i = 0; i < 9; i++) bySize.set(`k${i}`, image(100), 0);
    expect(
      [bySize.get('k0', 1), bySize.get('k1', 1), bySize.get('k8', 1)].map((v) => v !== null),
    ).toEqual([false, true, true]);
    bySize.set('huge', image(101), 0);
    expect(bySize.get('huge', 1)).toBeNull();
  });
});
