// The storefront's operations as their .graphql files hold them (*/operations/*.graphql), each
// with the fragments it spreads: what the operation checks (operations.test.ts, magento.test.ts)
// validate. Node only: tests and the code generator's freshness check read it, the app never does.
import { readdirSync, readFileSync } from 'node:fs';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
} from 'graphql';

export const DOMAINS = ['catalog', 'cart', 'checkout', 'customer'] as const;

const here = new URL('./', import.meta.url);

/** Every .graphql file under <domain>/operations, as [path relative to lib/commerce, text]. */
export function operationFiles(): [string, string][] {
  return DOMAINS.flatMap((domain) =>
    readdirSync(new URL(`${domain}/operations/`, here))
      .filter((f) => f.endsWith('.graphql'))
      .sort()
      .map((f): [string, string] => [
        `${domain}/operations/${f}`,
        readFileSync(new URL(`${domain}/operations/${f}`, here), 'utf8'),
      ]),
  );
}

function spreads(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, {
    FragmentSpread(s) {
      names.push(s.name.value);
    },
  });
  return names;
}

/** Every operation by name, as one document with the fragments it needs (printed). */
export function storefrontOperations(): [string, string][] {
  const definitions = operationFiles().flatMap(([, text]) => parse(text).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return definitions.flatMap((op): [string, string][] => {
    if (op.kind !== Kind.OPERATION_DEFINITION || !op.name) return [];
    const needed = new Set<string>();
    const pending = spreads(op);
    while (pending.length > 0) {
      const name = pending.pop()!;
      if (needed.has(name)) continue;
      needed.add(name);
      const fragment = fragments.get(name);
      if (fragment) pending.push(...spreads(fragment));
    }
    const parts = [
      op,
      ...[...needed]
        .map((n) => fragments.get(n))
        .filter((f): f is FragmentDefinitionNode => f !== undefined),
    ];
    return [[op.name.value, parts.map((d) => print(d)).join('\n\n')]];
  });
}
