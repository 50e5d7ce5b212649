// Document limits, checked during validation, so an over-limit request runs no resolver. Limits
// that depend on variable values (page sizes, list lengths, text, the weighted cost) are in
// input-guard.ts, which runs before this.
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

export const LIMITS = {
  /** Magento's default query depth. */
  depth: 20,
  /** Storefront queries alias a few price/image fields; 30 leaves room and stops alias amplification. */
  aliases: 30,
  /** Credential-checking fields (password hashing) per document: docs/decisions/0901. */
  credentialFields: 1,
  /** Lexer tokens; a full product page query is about 1,200. */
  tokens: 5_000,
} as const;

export function validationRules(opts: { introspection: boolean }): ValidationRule[] {
  // Report instead of throwing, so limit violations are ordinary validation errors (HTTP 400).
  const report = {
    propagateOnRejection: false,
    onReject: [
      (ctx: ValidationContext | null, err: GraphQLError) =>
        ctx?.reportError(
          new GraphQLError(err.message, { extensions: { category: 'graphql-input' } }),
        ),
    ],
  };
  const rules: ValidationRule[] = [
    maxDepthRule({ n: LIMITS.depth, ignoreIntrospection: true, exposeLimits: true, ...report }),
    maxAliasesRule({ n: LIMITS.aliases, exposeLimits: true, ...report }),
  ] as unknown as ValidationRule[];
  rules.push(oneCredentialField);
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
        new GraphQLError(
          `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
          { nodes: node },
        ),
      );
    }
  },
});

/**
 * Every field that hashes or verifies a password (argon2id: ~50 ms of CPU and 19 MiB each). More
 * than one in a document would let one request force that many hashes.
 */
export const CREDENTIAL_FIELDS = new Set([
  'generateCustomerToken',
  'createCustomer',
  'createCustomerV2',
  'changeCustomerPassword',
  'resetPassword',
  'updateCustomerEmail',
  // Changes the e-mail when its input carries the password (docs/decisions/0986).
  'updateCustomer',
  // The admin API's (graphql/admin-http.ts applies the same rules).
  'adminSignIn',
  'adminDisableTotp',
  'createAdminOperator',
  'resetAdminOperatorPassword',
]);

export const CREDENTIAL_FIELDS_MESSAGE =
  'Only one sign-in, registration or password field is allowed per request.';

/** At most LIMITS.credentialFields credential fields per document, aliases and fragments counted. */
const oneCredentialField: ValidationRule = (context) => {
  let count = 0;
  let reported = false;
  const rootTypes = new Set([
    context.getSchema().getMutationType()?.name,
    context.getSchema().getQueryType()?.name,
  ]);
  return {
    Field(node) {
      const parent = context.getParentType();
      if (!parent || !rootTypes.has(parent.name) || !CREDENTIAL_FIELDS.has(node.name.value)) return;
      count++;
      if (count > LIMITS.credentialFields && !reported) {
        reported = true;
        context.reportError(
          new GraphQLError(CREDENTIAL_FIELDS_MESSAGE, {
            nodes: node,
            extensions: { category: 'graphql-input' },
          }),
        );
      }
    },
  };
};
