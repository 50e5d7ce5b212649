// The confirmation e-mail: a failing mail server never fails the order; the failure is recorded.
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/index.js';
import { Mailer } from '../src/modules/notification/mailer.js';
import { createServer } from '../src/server.js';
import { createTestDb, testDbKinds } from './support/db.js';
import { NOW, type TestApp } from './support/app.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
} from './support/checkout-flow.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

describe.each(testDbKinds())('order confirmation delivery (%s)', (kind) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let mailer: Mailer;
  let t: TestApp;
  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    const broken = {
      sendMail: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')),
    } as unknown as Transporter;
    mailer = new Mailer({
      db: handle.db,
      from: 'shop@example.com',
      outboxDir: '/tmp/unused',
      transport: broken,
    });
    const config = loadConfig({ ...OFFLINE_FOR_EVERYONE });
    app = await createServer({ db: handle.db, config, clock: { now: () => NOW }, mailer });
    t = {
      app,
      handle,
      config,
      gql: async (query, variables) => {
        const res = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query, variables }),
        });
        const body = JSON.parse(res.body);
        return { status: res.statusCode, data: body.data, errors: body.errors, res };
      },
      gqlGet: async () => {
        throw new Error('not used');
      },
      close: async () => undefined,
    };
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('places the order and records the delivery error in the outbox', async () => {
    const product = await pickSimpleProduct(t);
    const id = await newCart(t);
    await addItem(t, id, product.sku, 1);
    await readyForPayment(t, id, 'flatrate', 'unlucky@example.com');
    await setPayment(t, id, { code: 'checkmo' });
    const r = await placeOrder(t, id);
    expect(r.data.placeOrder.errors).toEqual([]);
    await mailer.flush();
    const row = await handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'unlucky@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'order_confirmation',
      sent_at: null,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(row.text_body).toContain(r.data.placeOrder.orderV2.number);
  });
});
