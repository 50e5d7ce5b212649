import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { wireDocument } from './documents';
import { TypedDocumentString } from './generated/graphql';

const wire = (text: string) => wireDocument(new TypedDocumentString(text)).query;

describe('wireDocument', () => {
  it('drops whitespace, commas and comments the GraphQL grammar ignores', () => {
    const doc = wire(`
      # the product page read
      query Product($sku: String!, $first: Int = 5) {
        products(filter: { sku: { eq: $sku } }, pageSize: $first) {
          items { sku name }
        }
      }
    `);
    expect(doc).toBe(
      'query Product($sku:String!$first:Int=5){products(filter:{sku:{eq:$sku}}pageSize:$first){items{sku name}}}',
    );
  });

  it('keeps the spaces inside string literals and block strings', () => {
    const doc = wire(`
      query Search {
        products(search: "red  wool   scarf", filter: { name: { match: """  two  spaces  """ } }) { total_count }
      }
    `);
    expect(doc).toContain('"red  wool   scarf"');
    expect(parse(doc).loc?.source.body).toBe(doc);
    const printed = print(parse(doc));
    expect(printed).toContain('"red  wool   scarf"');
    expect(printed).toContain('two  spaces');
  });

  it('keeps the fragments a generated document carries and yields a document equal to the unstripped one', () => {
    const fragment = `
      fragment Price on Money { value currency }
    `;
    const raw = `
      query Cart($id: String!) { cart(cart_id: $id) { prices { grand_total { ...Price } } } }
      ${fragment}
    `;
    const doc = wire(raw);
    expect(doc).toBe(
      'query Cart($id:String!){cart(cart_id:$id){prices{grand_total{...Price}}}}fragment Price on Money{value currency}',
    );
    expect(print(parse(doc))).toBe(print(parse(raw)));
  });

  it('names the operation for the operationName parameter', () => {
    expect(
      wireDocument(new TypedDocumentString('\n  query getSearchTermData($search: String) { a }'))
        .operationName,
    ).toBe('getSearchTermData');
    expect(wireDocument(new TypedDocumentString('mutation PlaceOrder { a }')).operationName).toBe(
      'PlaceOrder',
    );
  });

  it('rejects a document with an unterminated string instead of sending it', () => {
    expect(() => wire('query Broken { products(search: "scarf) { total_count } }')).toThrow(
      /Syntax Error/,
    );
  });
});
