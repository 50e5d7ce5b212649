// Document limits, checked during validation, so an over-limit request runs no resolver.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

export const LIMITS = {
  /** Magento's default query depth. */
  depth: 20,
  /** Storefront queries alias a few price/image fields; 30 leaves room and stops alias amplification. */
  aliases: 30,
  /** graphql-armor's static cost; a full product page query costs about 1,500. */
  cost: 10_000,
  /** Lexer tokens; a full product page query is about 1,200. */
  tokens: 5_000,
} as const;

export function validationRules(opts: { introspection: boolean }): ValidationRule[] {
  // Report instead of throwing, so limit violations are ordinary validation errors (HTTP 400).
  const report = {
    propagateOnRejection: false,
    onReject: [
      (ctx: ValidationContext | null, err: GraphQLError) =>
        ctx?.reportError(new GraphQLError(err.message, { extensions: { category: 'graphql-input' } })),
    ],
  };
  const rules: ValidationRule[] = [
    maxDepthRule({ n: LIMITS.depth, ignoreIntrospection: true, exposeLimits: true, ...report }),
    maxAliasesRule({ n: LIMITS.aliases, exposeLimits: true, ...report }),
    costLimitRule({ maxCost: LIMITS.cost, ignoreIntrospection: true, exposeLimits: true, ...report }),
  ] as unknown as ValidationRule[];
  if (!opts.introspection) rules.push(noIntrospection);
  return rules;
}

/**
 * graphql's NoSchemaIntrospectionCustomRule, by field name only: it then works with whichever
 * graphql instance runs validation. __typename stays allowed.
 */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(`GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`, { nodes: node }),
      );
    }
  },
});
