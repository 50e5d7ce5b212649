// GraphQL Code Generator: the console's operations (src/operations/*.graphql) against the admin
// schema the commerce service prints give src/generated/graphql.ts: each operation as a typed
// document with its result and variables types. Run `npm run codegen` at the repository root.
import type { CodegenConfig } from '@graphql-codegen/cli';

export const GENERATED_FILE = 'src/generated/graphql.ts';

const config: CodegenConfig = {
  overwrite: true,
  schema: '../commerce/admin-schema.graphql',
  documents: ['src/operations/*.graphql'],
  generates: {
    [GENERATED_FILE]: {
      plugins: [
        {
          add: {
            content:
              '// Generated from the admin schema and src/operations/*.graphql by `npm run codegen`. Do not edit.\n/* eslint-disable */',
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
        scalars: { ID: 'string', DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
};

export default config;
