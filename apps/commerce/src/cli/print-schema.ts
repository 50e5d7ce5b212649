// Writes the merged schema to apps/commerce/schema.graphql (see graphql/print.ts).
import { writeFileSync } from 'node:fs';
import { PRINTED_SCHEMA_URL, printDemoSchema } from '../graphql/print.js';

writeFileSync(PRINTED_SCHEMA_URL, await printDemoSchema());
console.info(`Schema written to ${PRINTED_SCHEMA_URL.pathname}`);
