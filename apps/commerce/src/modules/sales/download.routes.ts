// GET /downloadable/download/link/:item/:link: a file bought with a downloadable product
// (docs/decisions/0509). Served only to the order's own customer (a verified bearer token), only
// once the order is paid and while it is not canceled, and at most number_of_downloads × quantity
// times (0 is unlimited), counted atomically per order item and link. An unknown item, another
// customer's or a link not of the item's product are one 404, so nothing tells them apart. The
// file is drawn like every PDF of the media path (modules/media/pdf.ts), never from a path the
// request names.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { bearerToken } from '../../graphql/http.js';
import type { TokenVerdict } from '../../shared/token-verdict.js';
import { parsePdfPath, PRIVATE_PDF_FOLDER, renderPdf } from '../media/index.js';

export const DOWNLOAD_MSG = {
  signIn: 'Please sign in to download your purchases.',
  notFound: 'The link was not found.',
  notPaid: 'The link is not available until the order is paid.',
  expired: 'The link has expired.',
} as const;

export interface DownloadDeps {
  db: Db;
  now: () => Date;
  verifyToken: (token: string, now: Date) => Promise<TokenVerdict>;
}

const fail = (reply: FastifyReply, code: number, message: string) =>
  reply
    .code(code)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message }] });

export async function downloadRoutes(app: FastifyInstance, deps: DownloadDeps): Promise<void> {
  app.get<{ Params: { item: string; link: string } }>(
    '/downloadable/download/link/:item/:link',
    {
      schema: {
        params: {
          type: 'object',
          required: ['item', 'link'],
          properties: {
            item: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
            link: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const token = bearerToken(request.headers.authorization);
      if (token === null) return fail(reply, 401, DOWNLOAD_MSG.signIn);
      const verdict = await deps.verifyToken(token, now);
      if (!verdict.ok) return fail(reply, 401, DOWNLOAD_MSG.signIn);
      const itemId = Number(request.params.item);
      const linkId = Number(request.params.link);
      if (itemId > 2_147_483_647 || linkId > 2_147_483_647)
        return fail(reply, 404, DOWNLOAD_MSG.notFound);

      const row = await deps.db
        .selectFrom('sales_order_item as i')
        .innerJoin('sales_order as o', 'o.id', 'i.order_id')
        .innerJoin('downloadable_link as l', 'l.product_id', 'i.product_id')
        .select(['i.quantity', 'o.paid_at', 'o.canceled_at', 'l.file', 'l.number_of_downloads'])
        .where('i.id', '=', itemId)
        .where('l.id', '=', linkId)
        .where('o.customer_id', '=', verdict.value.customerId)
        .executeTakeFirst();
      const file = row ? parsePdfPath(row.file) : null;
      if (!row || !file || file.folder !== PRIVATE_PDF_FOLDER)
        return fail(reply, 404, DOWNLOAD_MSG.notFound);
      if (row.paid_at === null || row.canceled_at !== null)
        return fail(reply, 403, DOWNLOAD_MSG.notPaid);

      // One statement counts the download and checks the allowance, so parallel requests
      // cannot both take the last one.
      const allowed = row.number_of_downloads * Number(row.quantity);
      const counted = await deps.db
        .insertInto('downloadable_download')
        .values({ order_item_id: itemId, link_id: linkId, downloads_used: 1 })
        .onConflict((oc) =>
          oc
            .columns(['order_item_id', 'link_id'])
            .doUpdateSet({ downloads_used: sql`downloadable_download.downloads_used + 1` })
            .where(
              sql<boolean>`${allowed} = 0 or downloadable_download.downloads_used < ${allowed}`,
            ),
        )
        .returning('downloads_used')
        .executeTakeFirst();
      if (!counted || (allowed > 0 && counted.downloads_used > allowed))
        return fail(reply, 403, DOWNLOAD_MSG.expired);

      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `attachment; filename="${file.name}.pdf"`)
        .type('application/pdf')
        .send(renderPdf(file));
    },
  );
}
