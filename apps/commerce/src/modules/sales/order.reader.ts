// Reading orders back: by cart, by id, by guest token, a page of order history; and the model of
// the confirmation e-mail.
import type { Selectable } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork } from '../../db/unit-of-work.js';
import type { SalesOrderItemTable, SalesOrderTable, SalesShipmentTable } from './tables.js';
import type { EmailAddress, OrderEmailModel } from '../notification/order-confirmation.js';
import type { OrderAddressData } from './order-records.js';

export type OrderRow = Selectable<SalesOrderTable>;
export type OrderItemRow = Selectable<SalesOrderItemTable> & {
  options: { label: string; value: string }[];
  parent_sku: string | null;
  url_key: string | null;
};

export type ShipmentRow = Selectable<SalesShipmentTable>;

export interface OrderRecord extends OrderRow {
  items: OrderItemRow[];
  /** At most one: an order ships whole, once (docs/decisions/1421). */
  shipments: ShipmentRow[];
  shippingAddress: OrderAddressData | null;
  billingAddress: OrderAddressData | null;
}

export class OrderReader {
  private readonly uow: UnitOfWork;

  constructor(
    private readonly db: Db,
    private readonly storeName: string,
  ) {
    this.uow = new UnitOfWork(db);
  }

  /** The operator's order page (outside a storefront request). */
  async byNumber(number: string): Promise<OrderRecord | null> {
    const row = await this.db
      .selectFrom('sales_order')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirst();
    return row ? this.complete(row, this.db) : null;
  }

  async byId(ctx: RequestContext, id: number): Promise<OrderRecord | null> {
    const db = this.uow.db(ctx);
    const row = await db
      .selectFrom('sales_order')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? this.complete(row, db) : null;
  }

  async byCartId(ctx: RequestContext, cartId: number): Promise<OrderRecord | null> {
    const db = this.uow.db(ctx);
    const row = await db
      .selectFrom('sales_order')
      .selectAll()
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    return row ? this.complete(row, db) : null;
  }

  async byCartMaskedId(ctx: RequestContext, maskedId: string): Promise<OrderRecord | null> {
    const db = this.uow.db(ctx);
    const row = await db
      .selectFrom('sales_order as o')
      .innerJoin('cart as c', 'c.id', 'o.cart_id')
      .selectAll('o')
      .where('c.masked_id', '=', maskedId)
      .executeTakeFirst();
    return row ? this.complete(row, db) : null;
  }

  /** guestOrderByToken: the token is the only credential, so it is compared exactly. */
  async byToken(ctx: RequestContext, token: string): Promise<OrderRecord | null> {
    const db = this.uow.db(ctx);
    if (!token) return null;
    const row = await db
      .selectFrom('sales_order')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
    return row ? this.complete(row, db) : null;
  }

  async emailModel(_ctx: RequestContext, order: OrderRecord): Promise<OrderEmailModel> {
    const addr = (a: OrderAddressData | null): EmailAddress | null =>
      a
        ? {
            firstname: a.firstname,
            lastname: a.lastname,
            company: a.company,
            street: a.street,
            city: a.city,
            region: a.region,
            postcode: a.postcode,
            country_code: a.country_code,
            telephone: a.telephone,
          }
        : null;
    const named = order.billingAddress ?? order.shippingAddress;
    return {
      storeName: this.storeName,
      number: order.number,
      email: order.email,
      customerName: named ? `${named.firstname} ${named.lastname}` : order.email,
      createdAt: order.created_at,
      currency: order.currency,
      items: order.items.map((i) => ({
        name: i.name,
        sku: i.sku,
        quantity: i.quantity,
        priceCents: i.price,
        rowTotalCents: i.row_total,
        options: i.options.map((o: { label: string; value: string }) => `${o.label}: ${o.value}`),
      })),
      totals: {
        subtotal: order.subtotal,
        discount: order.discount_amount,
        shipping: order.shipping_amount,
        tax: order.tax_amount,
        giftCard: order.gift_card_amount,
        grandTotal: order.grand_total,
      },
      shippingDescription: order.shipping_description,
      paymentTitle: paymentLine(order),
      shippingAddress: addr(order.shippingAddress),
      billingAddress: addr(order.billingAddress),
      giftMessage: order.gift_message,
    };
  }

  /** Orders by id, in the order of `ids` (order history pages); unknown ids are left out. */
  /** The links bought with downloadable order items (docs/decisions/0509), by sort order. */
  async downloadableLinks(
    ctx: RequestContext,
    itemIds: readonly number[],
  ): Promise<Map<number, { id: number; title: string; sort_order: number }[]>> {
    const out = new Map<number, { id: number; title: string; sort_order: number }[]>();
    if (itemIds.length === 0) return out;
    const rows = await this.uow
      .db(ctx)
      .selectFrom('sales_order_item as i')
      .innerJoin('downloadable_link as l', 'l.product_id', 'i.product_id')
      .select(['i.id as item_id', 'l.id', 'l.title', 'l.sort_order'])
      .where('i.id', 'in', itemIds)
      .where('i.product_type', '=', 'downloadable')
      .orderBy('l.sort_order')
      .orderBy('l.id')
      .execute();
    for (const { item_id, ...link } of rows) out.set(item_id, [...(out.get(item_id) ?? []), link]);
    return out;
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<OrderRecord[]> {
    const db = this.uow.db(ctx);
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('sales_order').selectAll().where('id', 'in', ids).execute();
    const byId = new Map((await this.completeAll(rows, db)).map((o) => [o.id, o]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async complete(row: OrderRow, db: Db): Promise<OrderRecord> {
    const [order] = await this.completeAll([row], db);
    return order as OrderRecord;
  }

  /** Items, addresses and shipments of several orders in three queries. */
  private async completeAll(rows: readonly OrderRow[], db: Db): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [items, addresses, shipments] = await Promise.all([
      db
        .selectFrom('sales_order_item as i')
        .leftJoin('product as parent', (j) => j.onRef('parent.id', '=', 'i.product_id'))
        .selectAll('i')
        .select(['parent.sku as parent_sku', 'parent.url_key as url_key'])
        .where('i.order_id', 'in', ids)
        .orderBy('i.id')
        .execute(),
      db.selectFrom('sales_order_address').selectAll().where('order_id', 'in', ids).execute(),
      db
        .selectFrom('sales_shipment')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('id')
        .execute(),
    ]);
    return rows.map((row) => {
      const address = (kind: string) =>
        (addresses.find((a) => a.order_id === row.id && a.kind === kind)?.data as
          OrderAddressData | undefined) ?? null;
      return {
        ...row,
        items: items
          .filter((i) => i.order_id === row.id)
          .map((i) => ({
            ...i,
            options: i.options as { label: string; value: string }[],
            parent_sku: i.variant_id ? i.parent_sku : null,
          })),
        shipments: shipments.filter((sh) => sh.order_id === row.id),
        shippingAddress: address('shipping'),
        billingAddress: address('billing'),
      };
    });
  }
}

/** "Credit Card (VI ending 4242)", "Purchase Order (PO-1)", or the method title. */
export function paymentLine(order: OrderRow): string {
  const d = order.payment_data as Record<string, unknown>;
  if (typeof d.last4 === 'string')
    return `${order.payment_method_title} (${String(d.brand ?? '')} ending ${d.last4})`;
  if (typeof d.purchase_order_number === 'string')
    return `${order.payment_method_title} (${d.purchase_order_number})`;
  return order.payment_method_title;
}
