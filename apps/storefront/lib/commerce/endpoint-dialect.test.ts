import { buildSchema, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { adaptOperation, schemaHas } from './endpoint-dialect';

const stock = buildSchema(`
  type Query { products(search: String, pageSize: Int): Products, cart(cart_id: String!): Cart }
  type Mutation { addProductsToCart(cartId: String!): Cart }
  type Products { total_count: Int, items: [Product] }
  type Product { sku: String, name: String }
  type Cart { id: String, items: [CartItem] }
  interface CartItem { uid: ID }
  type SimpleCartItem implements CartItem { uid: ID }
`);

const norm = (q: string) => print(parse(q));

describe('adaptOperation', () => {
  it('asks for products under the specification name, without the arguments Magento lacks', () => {
    const out = adaptOperation(
      'query L($s: String, $p: Boolean) { visitureProducts(search: $s, withPhysicalProduct: $p) { total_count } }',
      stock,
    );
    expect(out).toBe(
      norm('query L($s: String) { visitureProducts: products(search: $s) { total_count } }'),
    );
  });

  it('drops fields and inline fragments the endpoint does not have, and a field left empty', () => {
    const out = adaptOperation(
      'query C($id: String!) { cart(cart_id: $id) { id applied_gift_cards { code } items { uid ... on GiftCardCartItem { amount } } } }',
      stock,
    );
    expect(out).toBe(norm('query C($id: String!) { cart(cart_id: $id) { id items { uid } } }'));
  });

  it('gives null when the endpoint lacks the operation itself', () => {
    expect(
      adaptOperation(
        'mutation G($c: String!) { applyGiftCardToCart(input: { cart_id: $c }) { cart { id } } }',
        stock,
      ),
    ).toBeNull();
  });

  it('leaves an operation the endpoint fully has as it was', () => {
    const q = 'mutation A($c: String!) { addProductsToCart(cartId: $c) { id } }';
    expect(adaptOperation(q, stock)).toBe(norm(q));
  });
});

describe('schemaHas', () => {
  it('reads type and field coordinates', () => {
    expect(schemaHas(stock, 'Mutation.addProductsToCart')).toBe(true);
    expect(schemaHas(stock, 'Mutation.applyGiftCardToCart')).toBe(false);
    expect(schemaHas(stock, 'Cart')).toBe(true);
    expect(schemaHas(stock, 'GiftCardAccount')).toBe(false);
  });
});
