import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryImagePath,
  parseMediaPath,
  PLACEHOLDER_IMAGE_PATH,
  PRODUCT_SHAPES,
  productImagePath,
  swatchImagePath,
  VIEWS,
} from './paths.js';
import { mediaRoutes } from './routes.js';
import { escapeXml, renderMedia } from './svg.js';

/** Minimal well-formedness check: every opened element is closed in order. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0;
}

describe('media paths', () => {
  it('round-trips every shape and view', () => {
    for (const shape of PRODUCT_SHAPES) {
      for (const view of VIEWS) {
        expect(parseMediaPath(productImagePath(shape, '#A1B2C3', view))).toEqual({
          kind: 'product',
          shape,
          hex: 'a1b2c3',
          view,
        });
      }
      expect(parseMediaPath(categoryImagePath(shape, 'a1b2c3'))).toEqual({
        kind: 'category',
        shape,
        hex: 'a1b2c3',
      });
    }
    expect(parseMediaPath(swatchImagePath('#0A0B0C'))).toEqual({ kind: 'swatch', hex: '0a0b0c' });
    expect(parseMediaPath(PLACEHOLDER_IMAGE_PATH)).toEqual({ kind: 'placeholder' });
    expect(parseMediaPath('catalog/product/sofa/a1b2c3.svg')).toEqual({
      kind: 'product',
      shape: 'sofa',
      hex: 'a1b2c3',
      view: 'front',
    });
  });

  it('rejects anything else', () => {
    for (const bad of [
      'catalog/product/spaceship/a1b2c3-front.svg',
      'catalog/product/sofa/A1B2C3-front.svg',
      'catalog/product/sofa/a1b2c-front.svg',
      'catalog/product/sofa/a1b2c3-top.svg',
      'catalog/product/sofa/a1b2c3-front.png',
      'catalog/product/../sofa/a1b2c3-front.svg',
      '/catalog/product/sofa/a1b2c3-front.svg',
      'swatch/zzzzzz.svg',
      'catalog/category/sofa/a1b2c3-front.svg',
      '',
    ]) {
      expect(parseMediaPath(bad), bad).toBeNull();
    }
    expect(() => productImagePath('sofa', 'red')).toThrow();
  });
});

describe('svg rendering', () => {
  it('renders every shape and view as a titled, balanced, deterministic document', () => {
    for (const shape of PRODUCT_SHAPES) {
      for (const view of VIEWS) {
        const req = parseMediaPath(productImagePath(shape, '7a5c3e', view));
        if (!req) throw new Error('unparsed');
        const svg = renderMedia(req);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toMatch(/<title id="t">[^<]+<\/title>/);
        expect(balanced(svg), `${shape}/${view}`).toBe(true);
        expect(renderMedia(req)).toBe(svg);
      }
    }
  });

  it('tints by colour and differs by view', () => {
    const a = renderMedia({ kind: 'product', shape: 'sofa', hex: '23324f', view: 'front' });
    const b = renderMedia({ kind: 'product', shape: 'sofa', hex: 'b5653f', view: 'front' });
    const c = renderMedia({ kind: 'product', shape: 'sofa', hex: '23324f', view: 'angle' });
    expect(a).toContain('#23324f');
    expect(b).toContain('#b5653f');
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('escapes XML text', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;',
    );
  });
});

describe('GET /media/*', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves a product image as immutable SVG with an ETag', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/media/catalog/product/lounge-chair/7a5c3e-angle.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<title id="t">Lounge chair in #7a5c3e, angle view</title>');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await app.inject({
      method: 'GET',
      url: '/media/catalog/product/lounge-chair/7a5c3e-angle.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves swatches, category images and the placeholder', async () => {
    for (const path of [
      'swatch/d8cbb3.svg',
      'catalog/category/sofa/56647a.svg',
      PLACEHOLDER_IMAGE_PATH,
    ]) {
      const res = await app.inject({ method: 'GET', url: `/media/${path}` });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const head = await app.inject({ method: 'HEAD', url: '/media/swatch/d8cbb3.svg' });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 for unknown paths without echoing them', async () => {
    for (const url of [
      '/media/catalog/product/spaceship/7a5c3e-front.svg',
      '/media/catalog/product/sofa/XYZ123-front.svg',
      '/media/catalog/product/%3Cscript%3Ealert(1)%3C%2Fscript%3E/7a5c3e-front.svg',
      '/media/catalog/product/sofa/7a5c3e-front.svg%3Cscript%3E',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('script');
      expect(res.body).not.toContain('passwd');
      expect(res.headers['content-type']).not.toMatch(/svg/);
    }
  });
});
