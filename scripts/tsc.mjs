// The type check's compiler: TypeScript 7, the native port, installed beside TypeScript 5.9 under
// the name `typescript-native` (docs/decisions/1620). TypeScript 5.9 stays the package that
// ESLint's parser, Next.js and editors load; this runs the 7.0 command line with the arguments
// given (`node scripts/tsc.mjs -p tsconfig.json`). Both install a `tsc` command into
// node_modules/.bin, so the workspaces call this file rather than `tsc`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dir = path.dirname(require.resolve('typescript-native/package.json'));
const result = spawnSync(process.execPath, [path.join(dir, 'bin/tsc'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
