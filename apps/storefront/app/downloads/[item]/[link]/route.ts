// GET /downloads/{order item uid}/{link uid}: a bought file for the signed-in buyer (commerce ADR
// 0509). The API checks the owner, the payment and the allowance; its refusals are answered as
// plain text with their status, and nothing is cached.
import { config } from '@/lib/config';
import { downloadEndpoint, parseDownloadUids } from '@/lib/commerce/customer/downloads';
import { readSessionToken } from '@/lib/commerce/customer/session-cookie';

const MAX_BYTES = 20 * 1024 * 1024;

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ item: string; link: string }> },
): Promise<Response> {
  const { item, link } = await params;
  const ids = parseDownloadUids(decodeURIComponent(item), decodeURIComponent(link));
  if (!ids) return text(404, 'The link was not found.');
  const token = await readSessionToken();
  if (!token) return text(401, 'Please sign in to download your purchases.');
  let res: Response;
  try {
    res = await fetch(downloadEndpoint(ids, config.commerceUrl), {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return text(502, 'The download is not available right now. Please try again.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      errors?: { message?: unknown }[];
    } | null;
    const message = body?.errors?.[0]?.message;
    return text(
      res.status === 401 || res.status === 403 || res.status === 404 ? res.status : 502,
      typeof message === 'string' && message.length < 200
        ? message
        : 'The download is not available right now. Please try again.',
    );
  }
  const file = await res.arrayBuffer();
  if (file.byteLength > MAX_BYTES || res.headers.get('content-type') !== 'application/pdf')
    return text(502, 'The download is not available right now. Please try again.');
  return new Response(file, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
