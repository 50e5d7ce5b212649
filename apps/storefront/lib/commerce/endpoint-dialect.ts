// Adapts the storefront's operations to a GraphQL endpoint that lacks some of the fields they
// select: a stock Magento 2.4 (Open Source or Adobe Commerce) instead of our own commerce service.
// Given the endpoint's schema (introspected once), an operation loses every field, argument and
// inline fragment the endpoint does not have; the specification's own listing field
// (`visitureProducts`) becomes Magento's `products` under an alias, so the answer keeps its shape.
// What is left out comes back absent, which every adapter already reads as "not set".
// docs/decisions/1320-storefront-on-a-stock-magento-endpoint.md
import {
  Kind,
  parse,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** Root fields of the specification that stock Magento answers under another name. */
const ROOT_RENAMES: Record<string, Record<string, string>> = {
  Query: { visitureProducts: 'products' },
};

function rootTypeName(op: OperationDefinitionNode): string {
  return op.operation === 'mutation'
    ? 'Mutation'
    : op.operation === 'subscription'
      ? 'Subscription'
      : 'Query';
}

/** Renames root fields the endpoint has under Magento's name (keeping the old name as the alias). */
function renameRootFields(doc: DocumentNode, schema: GraphQLSchema): DocumentNode {
  return visit(doc, {
    OperationDefinition(op) {
      const typeName = rootTypeName(op);
      const renames = ROOT_RENAMES[typeName] ?? {};
      const fields =
        (typeName === 'Mutation' ? schema.getMutationType() : schema.getQueryType())?.getFields() ??
        {};
      const selections = op.selectionSet.selections.map((s) => {
        if (s.kind !== Kind.FIELD) return s;
        const to = renames[s.name.value];
        if (!to || fields[s.name.value] || !fields[to]) return s;
        const renamed: FieldNode = {
          ...s,
          alias: s.alias ?? { kind: Kind.NAME, value: s.name.value },
          name: { kind: Kind.NAME, value: to },
        };
        return renamed;
      });
      return { ...op, selectionSet: { ...op.selectionSet, selections } };
    },
  });
}

function emptySelection(node: { selectionSet?: { selections: readonly unknown[] } }): boolean {
  return node.selectionSet !== undefined && node.selectionSet.selections.length === 0;
}

/** Removes what the endpoint's schema lacks; a field left with nothing selected goes too. */
function pruneUnknown(doc: DocumentNode, schema: GraphQLSchema): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  return visit(
    doc,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          if (node.name.value === '__typename') return undefined;
          return typeInfo.getFieldDef() ? undefined : null;
        },
        leave(node) {
          return emptySelection(node) ? null : undefined;
        },
      },
      Argument: {
        enter() {
          // Arguments of directives (@include) have a definition too; only unknown ones go.
          return typeInfo.getArgument() ? undefined : null;
        },
      },
      ObjectField: {
        enter() {
          return typeInfo.getInputType() ? undefined : null;
        },
      },
      InlineFragment: {
        enter(node) {
          if (node.typeCondition && !schema.getType(node.typeCondition.name.value)) return null;
          return undefined;
        },
        leave(node) {
          return emptySelection(node) ? null : undefined;
        },
      },
    }),
  );
}

/** Drops variable definitions that nothing uses any more (GraphQL refuses unused variables). */
function dropUnusedVariables(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    OperationDefinition(op) {
      const used = new Set<string>();
      visit(op.selectionSet, {
        Variable(v) {
          used.add(v.name.value);
        },
      });
      const variableDefinitions = (op.variableDefinitions ?? []).filter((d) =>
        used.has(d.variable.name.value),
      );
      return { ...op, variableDefinitions };
    },
  });
}

/**
 * The operation as the endpoint can answer it, or null when nothing of it is left (the endpoint
 * lacks the operation's root field: the caller must not offer that feature there).
 */
export function adaptOperation(query: string, schema: GraphQLSchema): string | null {
  let doc: DocumentNode = renameRootFields(parse(query), schema);
  doc = dropUnusedVariables(pruneUnknown(doc, schema));
  const operations = doc.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length === 0 || operations.some((op) => op.selectionSet.selections.length === 0))
    return null;
  return print(doc as ASTNode);
}

/** Whether the endpoint has a field, written as a schema coordinate (`Mutation.applyGiftCardToCart`). */
export function schemaHas(schema: GraphQLSchema, coordinate: string): boolean {
  const [typeName, field] = coordinate.split('.');
  const type = schema.getType(typeName ?? '');
  if (!type) return false;
  if (!field) return true;
  return 'getFields' in type && Object.hasOwn(type.getFields(), field);
}
