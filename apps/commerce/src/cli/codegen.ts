// Writes the generated resolver types (see graphql/codegen.ts); run after print-schema.
import { writeFileSync } from 'node:fs';
import { RESOLVER_TYPES_URL, generateResolverTypes } from '../graphql/codegen.js';

writeFileSync(RESOLVER_TYPES_URL, await generateResolverTypes());
console.info(`Resolver types written to ${RESOLVER_TYPES_URL.pathname}`);
