// The operator console (apps/admin), a static single-page app, served at /admin by this service
// so it shares the admin API's origin (its session cookie is SameSite=Strict, Path=/admin-api).
// Hashed assets are cached for a year; index.html is never cached, so a new build is seen at
// once. Every path that is not a file answers index.html (the console's router takes it from
// there). Strict CSP: the console's own scripts and styles only, no inline code, no framing.
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** apps/admin/dist, from src/ or from the compiled dist/ (both two levels below apps/). */
export const DEFAULT_CONSOLE_DIR = path.resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../admin/dist',
);

export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_BUILT = `The operator console is not built yet.

Build it with:   npm run build -w apps/admin
(npm start builds it by itself when its sources changed), then reload this page.
`;

function secure(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', CONSOLE_CSP)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin');
}

/** A regular file inside `dir` for this URL path, or null (never a path outside `dir`). */
async function fileFor(dir: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(dir, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(dir + path.sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

export async function adminConsole(
  app: FastifyInstance,
  { dir = DEFAULT_CONSOLE_DIR }: { dir?: string } = {},
): Promise<void> {
  const root = path.resolve(dir);
  const index = path.join(root, 'index.html');

  const serve = async (urlPath: string, reply: FastifyReply) => {
    secure(reply);
    if (!existsSync(index)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT);
    }
    const file = urlPath ? await fileFor(root, urlPath) : null;
    if (file && file !== index) {
      const hashed = urlPath.startsWith('assets/');
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      return reply
        .type(type)
        .header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(await readFile(file));
    }
    // A missing script or stylesheet is a 404, not the page (which would fail as a module).
    if (urlPath.startsWith('assets/')) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type(TYPES['.html'] ?? 'text/html')
      .header('cache-control', 'no-cache')
      .send(await readFile(index));
  };

  app.get('/admin', (_req, reply) => serve('', reply));
  app.get<{ Params: { '*': string } }>('/admin/*', (req, reply) => serve(req.params['*'], reply));
}
