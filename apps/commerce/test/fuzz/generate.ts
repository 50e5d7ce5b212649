// A schema-driven generator of hostile but well-typed GraphQL operations: for a root field it
// builds arguments from the field's types (required input fields always, optional ones at
// random) out of a pool of hostile values, and a small selection of the result. Deterministic
// for a seed, so a failure can be replayed (FUZZ_SEED).
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** mulberry32 (the seed's generator): the same sequence for the same seed on every machine. */
export { mulberry32 as prng } from '../../src/seed/random.js';

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a',
  'x'.repeat(300),
  'y'.repeat(4_000),
  'z'.repeat(5_000),
  '\u0000',
  'abc\u0000def',
  '\u0001\u0002\u0003\u001f\u007f',
  '\t\n\r',
  '\ud800',
  'tail\udfff',
  '😀🪑👩‍👩‍👧‍👦',
  'ünïcødé Ωμέγα 中文 العربية עברית',
  '\u202e\u200b\ufeff',
  "' OR 1=1 --",
  "'; DROP TABLE customer; --",
  '" OR ""="',
  '1; select pg_sleep(5)',
  '%_%',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  'MTIzNDU2',
  'Y29uZmlndXJhYmxlLzkzLzUz',
  'MQ==',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ada@example.com',
  'roni_cost@example.com',
  'a@b',
  'not-an-email',
  'CHAIR-001',
  'seating',
  'US',
  'flatrate',
  'checkmo',
  '2025-13-45',
  '1970-01-01',
];

const INTS = [0, 1, -1, 2, 20, 2_147_483_647, -2_147_483_648, 65_535, 100_000, 999_999];
const FLOATS = [
  0, 1, -1, 0.0001, 1.5, 99_999.99, 1e10, -1e10, 1e308, -1e308, 10_000, 10_001, 2_147_483_648,
];

export interface Generated {
  query: string;
  variables: Record<string, unknown>;
}

const MAX_DEPTH = 3;

export class OperationGenerator {
  private readonly strings: readonly string[];

  /** `known`: real ids of the running shop (a cart, a SKU), so calls reach past the lookups. */
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly random: () => number,
    known: readonly string[] = [],
  ) {
    // Known ids weigh as much as all hostile strings together.
    this.strings = [
      ...HOSTILE_STRINGS,
      ...Array.from(
        { length: HOSTILE_STRINGS.length },
        (_, i) => known[i % Math.max(known.length, 1)] ?? '',
      ),
    ];
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  /** A value for an input type; `depth` stops recursive inputs. */
  value(type: GraphQLInputType, depth = 0, nullable = true): unknown {
    if (isNonNullType(type)) return this.value(type.ofType, depth, false);
    if (nullable && this.chance(0.05)) return null;
    if (isListType(type)) {
      const n = this.chance(0.03) ? 150 : Math.floor(this.random() * 4);
      return Array.from({ length: n }, () => this.value(type.ofType, depth + 1));
    }
    if (isEnumType(type)) return this.pick(type.getValues()).value;
    if (isInputObjectType(type)) {
      const out: Record<string, unknown> = {};
      for (const f of Object.values(type.getFields())) {
        const required = isNonNullType(f.type) && f.defaultValue === undefined;
        if (required || (depth < MAX_DEPTH && this.chance(0.5)))
          out[f.name] = this.value(f.type, depth + 1);
      }
      return out;
    }
    switch (type.name) {
      case 'Int':
        return this.pick(INTS);
      case 'Float':
        return this.pick(FLOATS);
      case 'Boolean':
        return this.chance(0.5);
      default:
        return this.pick(this.strings);
    }
  }

  /** A selection of the result: a few leaves, nested objects to a small depth. */
  selection(type: GraphQLOutputType, depth = 0): string {
    const named = getNamedType(type);
    if (isLeafType(named)) return '';
    if (isUnionType(named) || depth >= 2) return '{ __typename }';
    if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
    const parts: string[] = ['__typename'];
    for (const f of Object.values(named.getFields())) {
      // Fields with required arguments are left out of selections; root fields get arguments.
      if (f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
      if (!this.chance(isLeafType(getNamedType(f.type)) ? 0.5 : 0.2)) continue;
      parts.push(`${f.name} ${this.selection(f.type, depth + 1)}`);
      if (parts.length > 8) break;
    }
    return `{ ${parts.join(' ')} }`;
  }

  /** One operation calling the root field with generated arguments, as variables. */
  operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Generated {
    const defs: string[] = [];
    const args: string[] = [];
    const variables: Record<string, unknown> = {};
    for (const a of field.args) {
      const required = isNonNullType(a.type) && a.defaultValue === undefined;
      if (!required && !this.chance(0.6)) continue;
      const name = `v_${a.name}`;
      defs.push(`$${name}: ${String(a.type)}`);
      args.push(`${a.name}: $${name}`);
      const v = this.value(a.type);
      variables[name] = v;
    }
    const head = defs.length ? `${kind} Fuzz(${defs.join(', ')})` : `${kind} Fuzz`;
    const call = args.length ? `${field.name}(${args.join(', ')})` : field.name;
    return { query: `${head} { ${call} ${this.selection(field.type)} }`, variables };
  }
}
