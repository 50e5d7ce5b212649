// GET/HEAD /media/* serves the generated images. Paths are validated against the fixed forms in
// paths.ts (known shape, six lower-case hex digits, known view); anything else is a 404 and no
// part of the request is ever written into a response body.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseMediaPath } from './paths.js';
import { isPublicPdf, parsePdfPath, pdfEtag, renderPdf } from './pdf.js';
import { renderMedia, SVG_VERSION } from './svg.js';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** SVG can carry script; these headers keep a directly opened image inert. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const MAX_CACHED = 2000;

interface Rendered {
  body: string;
  etag: string;
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // Rendering is cheap but not free; keep the most recent documents (insertion-ordered Map as LRU).
  const cache = new Map<string, Rendered>();
  const render = (path: string): Rendered | null => {
    const hit = cache.get(path);
    if (hit) {
      cache.delete(path);
      cache.set(path, hit);
      return hit;
    }
    const req = parseMediaPath(path);
    if (!req) return null;
    const body = renderMedia(req);
    const etag = `"${createHash('sha1').update(SVG_VERSION).update(body).digest('base64url').slice(0, 22)}"`;
    const rendered = { body, etag };
    cache.set(path, rendered);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    return rendered;
  };

  // Public PDFs (spec sheets, samples): the PDF media path (pdf.ts, docs/decisions/0510).
  app.get<{ Params: { '*': string } }>('/media/pdf/*', async (request, reply) => {
    const req = parsePdfPath(request.params['*'] ?? '');
    if (!req || !isPublicPdf(req)) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not found');
    }
    const body = renderPdf(req);
    const etag = pdfEtag(body);
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="${req.name}.pdf"`);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/pdf').send(body);
  });

  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const rendered = render(request.params['*'] ?? '');
    if (!rendered) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not found');
    }
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', rendered.etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', SVG_CSP);
    if (request.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(rendered.body);
  });
}
