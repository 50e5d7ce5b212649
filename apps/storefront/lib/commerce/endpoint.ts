// What the commerce endpoint offers. Our own service has every field the storefront sends; a stock
// Magento endpoint (COMMERCE_BACKEND=magento) is introspected once per process, and each operation
// is adapted to it once (endpoint-dialect.ts). docs/decisions/1320
import 'server-only';
import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { config } from '@/lib/config';
import { adaptOperation, schemaHas } from './endpoint-dialect';

let schemaPromise: Promise<GraphQLSchema | null> | null = null;
const adapted = new Map<string, string | null>();

async function introspect(): Promise<GraphQLSchema | null> {
  try {
    const res = await fetch(config.commerceUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Store: config.defaultStoreView,
      },
      body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: false }) }),
      cache: 'no-store',
    });
    const json = (await res.json()) as { data?: IntrospectionQuery };
    return json.data ? buildClientSchema(json.data) : null;
  } catch {
    return null;
  }
}

/** The endpoint's schema, or null for our own service (or while the endpoint cannot be read). */
async function endpointSchema(): Promise<GraphQLSchema | null> {
  if (config.commerceBackend !== 'magento') return null;
  schemaPromise ??= introspect().then((schema) => {
    // A failed read is tried again on the next call rather than remembered.
    if (!schema) schemaPromise = null;
    return schema;
  });
  return schemaPromise;
}

/**
 * The operation as the endpoint can answer it: unchanged for our service, adapted for a stock
 * Magento, or null when the endpoint lacks the operation altogether.
 */
export async function operationForEndpoint(query: string): Promise<string | null> {
  const schema = await endpointSchema();
  if (!schema) return query;
  let out = adapted.get(query);
  if (out === undefined) {
    out = adaptOperation(query, schema);
    adapted.set(query, out);
  }
  return out;
}

/** Whether the endpoint has a field (`Mutation.applyGiftCardToCart`); always for our own service. */
export async function endpointHas(coordinate: string): Promise<boolean> {
  const schema = await endpointSchema();
  return schema ? schemaHas(schema, coordinate) : true;
}
