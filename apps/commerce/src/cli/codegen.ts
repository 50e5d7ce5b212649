// Writes the generated resolver types (see graphql/codegen.ts), the storefront's and the admin
// API's; run after print-schema.
import { writeFileSync } from 'node:fs';
import {
  ADMIN_RESOLVER_TYPES_URL,
  RESOLVER_TYPES_URL,
  generateAdminResolverTypes,
  generateResolverTypes,
} from '../graphql/codegen.js';

writeFileSync(RESOLVER_TYPES_URL, await generateResolverTypes());
console.info(`Resolver types written to ${RESOLVER_TYPES_URL.pathname}`);
writeFileSync(ADMIN_RESOLVER_TYPES_URL, await generateAdminResolverTypes());
console.info(`Admin resolver types written to ${ADMIN_RESOLVER_TYPES_URL.pathname}`);
