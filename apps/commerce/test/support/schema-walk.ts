// Walks the live schema (introspection) for root operations whose arguments, or input-object
// fields at any depth, name an object a customer owns, and builds well-typed variables for them.
// Used by the object-access test so a new operation is covered without editing the test.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLOutputType,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { TestApp } from './app.js';

export type ObjectKind = 'cart' | 'address' | 'order' | 'wishlist' | 'savedCard';

/** Which argument / input field names hold an owned object's id. */
export function objectKindOf(name: string, operation: string): ObjectKind | null {
  if (/^(cart_id|cartId|source_cart_id|destination_cart_id|guest_cart_id)$/.test(name))
    return 'cart';
  if (/^(customer_address_id|customerAddressId|address_id|addressId)$/.test(name)) return 'address';
  // A bare `id` argument of an address-book operation is the address's id.
  if (name === 'id' && /address/i.test(operation)) return 'address';
  if (/^(order_number|orderNumber|order_id|orderId)$/.test(name)) return 'order';
  if (/^(wishlistId|wishlist_id)$/.test(name)) return 'wishlist';
  if (/^(public_hash|publicHash)$/.test(name)) return 'savedCard';
  return null;
}

export interface Target {
  type: 'query' | 'mutation';
  operation: string;
  /** Argument path to the object id, e.g. ['input', 'shipping_addresses', 0, 'customer_address_id']. */
  path: (string | number)[];
  kind: ObjectKind;
}

export async function liveSchema(t: TestApp): Promise<GraphQLSchema> {
  const r = await t.gql(getIntrospectionQuery());
  if (!r.data) throw new Error(`introspection failed: ${JSON.stringify(r.errors)}`);
  return buildClientSchema(r.data);
}

/** Every (operation, id argument) pair the schema has, input objects followed recursively. */
export function discoverTargets(schema: GraphQLSchema): Target[] {
  const out: Target[] = [];
  for (const [type, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const walk = (
        arg: GraphQLArgument | GraphQLInputField,
        path: (string | number)[],
        seen: Set<string>,
      ) => {
        const kind = objectKindOf(arg.name, field.name);
        if (kind) out.push({ type, operation: field.name, path: [...path, arg.name], kind });
        const named = getNamedType(arg.type);
        if (!isInputObjectType(named) || seen.has(named.name)) return;
        const inner = [...path, arg.name, ...(isListOf(arg.type) ? [0] : [])];
        for (const f of Object.values(named.getFields()))
          walk(f, inner, new Set([...seen, named.name]));
      };
      for (const arg of field.args) walk(arg, [], new Set());
    }
  }
  return out;
}

function isListOf(type: GraphQLInputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** Sample values for fields that are not object ids, so the call reaches the ownership check. */
export interface Samples {
  sku: string;
  email: string;
  /** Example values of whole input objects, by type name (a valid address, a payment method...). */
  inputs: Record<string, unknown>;
}

/**
 * Variables for one call: required arguments filled with plausible values, `ids` put in every
 * object-id position (the target's own value wins at its path).
 */
export function buildArgs(
  schema: GraphQLSchema,
  target: Target,
  ids: Record<ObjectKind, unknown>,
  targetValue: unknown,
  samples: Samples,
): { args: Record<string, unknown>; signature: string } {
  const root = target.type === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[target.operation]!;
  const onPath = (path: (string | number)[]) =>
    path.length <= target.path.length && path.every((p, i) => p === target.path[i]);

  const valueFor = (
    name: string,
    type: GraphQLInputType,
    path: (string | number)[],
    depth: number,
  ): unknown => {
    const kind = objectKindOf(name, target.operation);
    const isTarget = path.length === target.path.length && onPath(path);
    if (isTarget) return coerce(targetValue, type);
    // Another id position on the path to the target or required: the caller's own object.
    if (kind && ids[kind] !== undefined) return coerce(ids[kind], type);
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner))
      return [valueFor(name, inner.ofType as GraphQLInputType, [...path, 0], depth)];
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      const example = samples.inputs[named.name];
      // The example is not used on the way to the target: only the target may name an object there.
      const towardsTarget =
        target.path.length > path.length &&
        path.every(
          (p, i) =>
            p === target.path[i] || (typeof p === 'number' && typeof target.path[i] === 'number'),
        );
      const obj: Record<string, unknown> =
        example && !towardsTarget ? { ...(example as object) } : {};
      if (depth > 6) return obj;
      for (const f of Object.values(named.getFields())) {
        const fp = [...path, f.name];
        const leadsToTarget =
          target.path.length >= fp.length &&
          fp.every(
            (p, i) =>
              p === target.path[i] || (typeof p === 'number' && typeof target.path[i] === 'number'),
          );
        if (
          leadsToTarget ||
          (isNonNullType(f.type) && f.defaultValue === undefined && !(f.name in obj))
        ) {
          obj[f.name] = valueFor(f.name, f.type, fp, depth + 1);
        }
      }
      return obj;
    }
    if (isEnumType(named)) return named.getValues()[0]!.value;
    if (isScalarType(named)) return scalarSample(name, named.name, samples);
    return null;
  };

  const args: Record<string, unknown> = {};
  for (const arg of field.args) {
    const path = [arg.name];
    const leads = target.path[0] === arg.name;
    if (leads || (isNonNullType(arg.type) && arg.defaultValue === undefined))
      args[arg.name] = valueFor(arg.name, arg.type, path, 0);
  }
  const signature = field.args
    .filter((a) => a.name in args)
    .map((a) => `$${a.name}: ${a.type.toString()}`)
    .join(', ');
  return { args, signature };
}

function coerce(value: unknown, type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (named.name === 'Int') return Number(value);
  if (named.name === 'String' || named.name === 'ID') return String(value);
  return value;
}

function scalarSample(name: string, scalar: string, samples: Samples): unknown {
  if (scalar === 'Boolean') return false;
  if (scalar === 'Int') return 1;
  if (scalar === 'Float') return 1;
  if (/sku/i.test(name)) return samples.sku;
  if (/email/i.test(name)) return samples.email;
  if (/password/i.test(name)) return 'Wrong-Password-1';
  if (/code/i.test(name)) return 'WELCOME10';
  if (/quantity|qty/i.test(name)) return scalar === 'String' ? '1' : 1;
  return 'sample';
}

/**
 * A selection for the field's return type, a few levels deep (fields without required arguments;
 * products left at their name), so anything of another customer's that came back would show.
 */
export function selectionFor(schema: GraphQLSchema, target: Target, maxDepth = 3): string {
  const root = target.type === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const select = (type: GraphQLOutputType, depth: number): string => {
    const named = getNamedType(type);
    if (isScalarType(named) || isEnumType(named)) return '';
    if (isUnionType(named)) return '{ __typename }';
    if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
    if (
      named.name === 'ProductInterface' ||
      named.getInterfaces().some((i) => i.name === 'ProductInterface')
    )
      return '{ __typename sku name }';
    const parts = ['__typename'];
    for (const f of Object.values(named.getFields())) {
      if (
        f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined) ||
        f.deprecationReason
      )
        continue;
      const inner = getNamedType(f.type);
      if (isScalarType(inner) || isEnumType(inner)) parts.push(f.name);
      else if (depth < maxDepth) parts.push(`${f.name} ${select(f.type, depth + 1)}`);
    }
    return `{ ${parts.join(' ')} }`;
  };
  return select(root.getFields()[target.operation]!.type, 1);
}
