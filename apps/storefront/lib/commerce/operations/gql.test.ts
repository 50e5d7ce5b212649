import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gql } from './gql';

describe('gql', () => {
  it('drops whitespace, commas and comments the GraphQL grammar ignores', () => {
    const doc = gql`
      # the product page read
      query Product($sku: String!, $first: Int = 5) {
        products(filter: { sku: { eq: $sku } }, pageSize: $first) {
          items { sku name }
        }
      }
    `;
    expect(doc).toBe('query Product($sku:String!$first:Int=5){products(filter:{sku:{eq:$sku}}pageSize:$first){items{sku name}}}');
  });

  it('keeps the spaces inside string literals and block strings', () => {
    const doc = gql`
      query Search {
        products(search: "red  wool   scarf", filter: { name: { match: """  two  spaces  """ } }) { total_count }
      }
    `;
    expect(doc).toContain('"red  wool   scarf"');
    expect(parse(doc).loc?.source.body).toBe(doc);
    const printed = print(parse(doc));
    expect(printed).toContain('"red  wool   scarf"');
    expect(printed).toContain('two  spaces');
  });

  it('interpolates fragments and yields a document equal to the unstripped one', () => {
    const fragment = `
      fragment Price on Money { value currency }
    `;
    const doc = gql`
      query Cart($id: String!) { cart(cart_id: $id) { prices { grand_total { ...Price } } } }
      ${fragment}
    `;
    expect(doc).toBe('query Cart($id:String!){cart(cart_id:$id){prices{grand_total{...Price}}}}fragment Price on Money{value currency}');
    const raw = `query Cart($id: String!) { cart(cart_id: $id) { prices { grand_total { ...Price } } } } ${fragment}`;
    expect(print(parse(doc))).toBe(print(parse(raw)));
  });

  it('rejects a document with an unterminated string instead of sending it', () => {
    expect(() => gql`query Broken { products(search: "scarf) { total_count } }`).toThrow(/Syntax Error/);
  });
});
