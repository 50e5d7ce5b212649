// Writes the merged schema to apps/commerce/schema.graphql (see graphql/print.ts) and the admin
// API's to apps/commerce/admin-schema.graphql (graphql/admin-schema.ts).
import { writeFileSync } from 'node:fs';
import { ADMIN_PRINTED_SCHEMA_URL, printAdminSchema } from '../graphql/admin-schema.js';
import { PRINTED_SCHEMA_URL, printDemoSchema } from '../graphql/print.js';

writeFileSync(PRINTED_SCHEMA_URL, await printDemoSchema());
console.info(`Schema written to ${PRINTED_SCHEMA_URL.pathname}`);
writeFileSync(ADMIN_PRINTED_SCHEMA_URL, printAdminSchema());
console.info(`Admin schema written to ${ADMIN_PRINTED_SCHEMA_URL.pathname}`);
