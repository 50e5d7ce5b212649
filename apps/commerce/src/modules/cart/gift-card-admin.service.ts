// Gift card accounts for the operator console (issue 26, docs/decisions/1441): issue a card (a
// secure random code, a positive balance, an optional expiry; e-mailed when a recipient is given),
// look one up with its history, list them, and disable or enable one. A disabled card stops
// paying at once: the cart view leaves it out, redeemGiftCard refuses it inside the order
// transaction, and placeOrder stops once for a cart that had it applied (applied-lapses.ts).
import { isValidEmail } from '@charter/shared/validation';
import { formatCents } from '@charter/shared/money';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { changeOf, type Change } from '../../shared/change.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { withinTransaction } from '../../shared/transaction.js';
import { GIFT_CARD_MESSAGE_MAX_LENGTH } from '../catalog/gift-card-options.js';
import { giftCardEmail } from '../notification/gift-card-email.js';
import type { Mailer } from '../notification/mailer.js';
import { clampPage, type Page } from './coupon-admin.service.js';
import { newGiftCardCode } from './gift-card-codes.js';
import type { GiftCardAccount } from './gift-cards.js';

export const GIFT_CARD_ENTITY = 'gift_card_account';
/** $100,000: the most one card issued by an operator may hold. */
export const MAX_ISSUED_BALANCE_CENTS = 10_000_000;
const NAME_MAX = 255;

export interface IssueGiftCardInput {
  balanceCents: number;
  /** The first instant the card no longer works; null: no expiry. */
  expiresAt?: Date | null;
  recipientEmail?: string | null;
  recipientName?: string | null;
  /** Who the e-mail says it is from; the shop's name when empty. */
  senderName?: string | null;
  message?: string | null;
}

export const GIFT_CARD_ADMIN_MSG = {
  balance: `A gift card's balance is from $0.01 to ${formatCents(MAX_ISSUED_BALANCE_CENTS)}.`,
  expiry: 'The expiry date must be in the future.',
  email: 'Enter a valid recipient e-mail address, or leave it empty.',
  tooLong: `Names are at most ${NAME_MAX} characters and the message at most ${GIFT_CARD_MESSAGE_MAX_LENGTH}.`,
  notFound: 'No gift card account matches.',
  unpaid: (order: string) =>
    `This card was bought with order ${order}, which is not paid: it becomes usable when the payment is recorded.`,
} as const;

/** One event of a card's life: issued, bought by an order, or spent on one. */
export interface GiftCardEvent {
  kind: 'issued' | 'bought' | 'spent';
  at: Date;
  /** Cents: the card's initial balance (issued, bought) or what the order took (spent). */
  amountCents: number;
  orderNumber: string | null;
  /** A spending order cancelled since: its amount went back to the card. */
  canceled: boolean;
}

export interface GiftCardDetail {
  card: GiftCardAccount;
  history: GiftCardEvent[];
}

/** A card as the audit log keeps it: the code is a bearer secret, so only its last four show. */
export interface GiftCardAuditView {
  id: number;
  code: string;
  balance: number;
  initial_balance: number;
  expires_at: Date | null;
  is_active: boolean;
}

export const maskGiftCardCode = (code: string): string =>
  code.length <= 4 ? '••••' : `${'•'.repeat(code.length - 4)}${code.slice(-4)}`;

export const giftCardAuditView = (c: GiftCardAccount): GiftCardAuditView => ({
  id: c.id,
  code: maskGiftCardCode(c.code),
  balance: c.balance,
  initial_balance: c.initial_balance,
  expires_at: c.expires_at,
  is_active: c.is_active,
});

export interface IssuedGiftCard extends Change<GiftCardAuditView> {
  card: GiftCardAccount;
  /** The e-mail to the recipient, queued in the transaction; deliver it after commit (deliver()). */
  outboxId: number | null;
}

function checkIssue(input: IssueGiftCardInput, now: Date): Result<void> {
  const b = input.balanceCents;
  if (!Number.isInteger(b) || b <= 0 || b > MAX_ISSUED_BALANCE_CENTS)
    return fail('graphql-input', GIFT_CARD_ADMIN_MSG.balance);
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime())
    return fail('graphql-input', GIFT_CARD_ADMIN_MSG.expiry);
  const email = input.recipientEmail?.trim() ?? '';
  if (email !== '' && !isValidEmail(email)) return fail('graphql-input', GIFT_CARD_ADMIN_MSG.email);
  const long =
    (input.recipientName ?? '').trim().length > NAME_MAX ||
    (input.senderName ?? '').trim().length > NAME_MAX ||
    (input.message ?? '').trim().length > GIFT_CARD_MESSAGE_MAX_LENGTH;
  return long ? fail('graphql-input', GIFT_CARD_ADMIN_MSG.tooLong) : ok(undefined);
}

export interface GiftCardAdminDeps {
  db: Db;
  mailer: Mailer;
  storeName: string;
  currency: string;
}

export class GiftCardAdminService {
  constructor(private readonly deps: GiftCardAdminDeps) {}

  async issue(db: Db, input: IssueGiftCardInput, now: Date): Promise<Result<IssuedGiftCard>> {
    const checked = checkIssue(input, now);
    if (!checked.ok) return checked;
    return withinTransaction(db, async (trx) => {
      let card: GiftCardAccount | undefined;
      // 60 random bits: a collision is unlikely, and only draws again.
      while (!card) {
        card = await trx
          .insertInto('gift_card_account')
          .values({
            code: newGiftCardCode(),
            balance: input.balanceCents,
            initial_balance: input.balanceCents,
            currency: this.deps.currency,
            expires_at: input.expiresAt ?? null,
            is_active: true,
            created_at: now,
          })
          .onConflict((oc) => oc.column('code').doNothing())
          .returningAll()
          .executeTakeFirst();
      }
      const to = input.recipientEmail?.trim() ?? '';
      const outboxId =
        to === ''
          ? null
          : await this.deps.mailer.enqueue(
              trx,
              giftCardEmail({
                storeName: this.deps.storeName,
                to,
                code: card.code,
                amountCents: card.balance,
                currency: card.currency,
                senderName: input.senderName?.trim() || this.deps.storeName,
                senderEmail: null,
                recipientName: input.recipientName?.trim() || to,
                message: input.message?.trim() || null,
              }),
            );
      const change = changeOf(GIFT_CARD_ENTITY, card.id, null, giftCardAuditView(card));
      return ok({ ...change, card, outboxId });
    });
  }

  /** Sends an issued card's e-mail now (after the transaction that queued it committed). */
  deliver(outboxId: number | null): void {
    if (outboxId !== null) this.deps.mailer.deliverLater(outboxId);
  }

  async list(args: {
    search?: string | null;
    page: number;
    pageSize: number;
  }): Promise<Page<GiftCardAccount>> {
    const p = clampPage(args.page, args.pageSize, 100);
    const search = args.search?.trim().toUpperCase() ?? '';
    const base = this.deps.db
      .selectFrom('gift_card_account')
      .$if(search !== '', (q) =>
        q.where(sql`upper(code)`, 'like', `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      );
    const [items, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(p.pageSize)
        .offset((p.page - 1) * p.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n), ...p };
  }

  /** A card by id or code (without regard to case), with its history oldest first. */
  async detail(ref: { id?: number | null; code?: string | null }): Promise<Result<GiftCardDetail>> {
    const db = this.deps.db;
    const code = ref.code?.trim().toUpperCase() ?? '';
    if ((ref.id === null || ref.id === undefined) && code === '')
      return fail('graphql-no-such-entity', GIFT_CARD_ADMIN_MSG.notFound);
    const card = await db
      .selectFrom('gift_card_account')
      .selectAll()
      .$if(ref.id !== null && ref.id !== undefined, (q) => q.where('id', '=', ref.id ?? 0))
      .$if(code !== '', (q) => q.where(sql`upper(code)`, '=', code))
      .executeTakeFirst();
    if (!card) return fail('graphql-no-such-entity', GIFT_CARD_ADMIN_MSG.notFound);
    const [bought, spent] = await Promise.all([
      card.order_id === null
        ? undefined
        : db
            .selectFrom('sales_order')
            .select(['number'])
            .where('id', '=', card.order_id)
            .executeTakeFirst(),
      db
        .selectFrom('sales_order_gift_card as g')
        .innerJoin('sales_order as o', 'o.id', 'g.order_id')
        .select(['o.number', 'o.created_at', 'o.canceled_at', 'g.amount'])
        .where('g.gift_card_id', '=', card.id)
        .orderBy('o.created_at')
        .orderBy('o.id')
        .limit(500)
        .execute(),
    ]);
    const history: GiftCardEvent[] = [
      {
        kind: bought ? 'bought' : 'issued',
        at: card.created_at,
        amountCents: card.initial_balance,
        orderNumber: bought?.number ?? null,
        canceled: false,
      },
      ...spent.map((s) => ({
        kind: 'spent' as const,
        at: s.created_at,
        amountCents: s.amount,
        orderNumber: s.number,
        canceled: s.canceled_at !== null,
      })),
    ];
    return ok({ card, history });
  }

  /** Disables (or enables again) a card: disabled, it pays nothing from that instant, in carts that hold it too. */
  async setActive(
    db: Db,
    id: number,
    active: boolean,
  ): Promise<Result<Change<GiftCardAuditView> & { card: GiftCardAccount }>> {
    return withinTransaction(db, async (trx) => {
      const before = await trx
        .selectFrom('gift_card_account')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return fail('graphql-no-such-entity', GIFT_CARD_ADMIN_MSG.notFound);
      // A card bought by an order is usable only once that order is paid (0940): never by a switch.
      if (active && !before.is_active && before.order_id !== null) {
        const order = await trx
          .selectFrom('sales_order')
          .select(['number', 'paid_at', 'canceled_at'])
          .where('id', '=', before.order_id)
          .executeTakeFirst();
        if (!order || order.paid_at === null || order.canceled_at !== null)
          return fail('graphql-input', GIFT_CARD_ADMIN_MSG.unpaid(order?.number ?? ''));
      }
      const card = await trx
        .updateTable('gift_card_account')
        .set({ is_active: active })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const change = changeOf(
        GIFT_CARD_ENTITY,
        id,
        giftCardAuditView(before),
        giftCardAuditView(card),
      );
      return ok({ ...change, card });
    });
  }
}
