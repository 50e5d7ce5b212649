// GraphQL Code Generator: the storefront's operations (lib/commerce/<domain>/operations/*.graphql)
// against the commerce API's committed schema give lib/commerce/generated/graphql.ts: each
// operation's text as a typed document plus its result and variables types. Run `npm run codegen`;
// lib/commerce/generated.test.ts fails while the committed file is stale. docs/decisions/1030
import type { CodegenConfig } from '@graphql-codegen/cli';

export const GENERATED_FILE = 'lib/commerce/generated/graphql.ts';

const config: CodegenConfig = {
  overwrite: true,
  schema: '../commerce/schema.graphql',
  documents: ['lib/commerce/{catalog,cart,checkout,customer}/operations/*.graphql'],
  generates: {
    [GENERATED_FILE]: {
      plugins: [
        {
          add: {
            content:
              '// Generated from apps/commerce/schema.graphql and lib/commerce/*/operations/*.graphql by `npm run codegen`. Do not edit.\n/* eslint-disable */',
          },
        },
        'typescript-operations',
        'typed-document-node',
      ],
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        skipTypename: true,
        useTypeImports: true,
        dedupeFragments: true,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
