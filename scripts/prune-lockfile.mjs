// The npm registry this project installs from does not serve every platform build that some
// packages list as optional (rollup's Android, Windows, musl… binaries). `npm install` skips the
// ones it cannot fetch, but `npm ci` then refuses the lockfile because those optional edges have
// no entry. This drops optional dependencies that have no entry in the lockfile: it changes
// nothing that gets installed. .ci/run calls it before `npm ci`; running it by hand is harmless.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages ?? {};

/** Node's resolution: the package's own node_modules, then each ancestor's, then the root's. */
function resolvable(fromPath, name) {
  let dir = fromPath;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i >= 0 ? dir.slice(0, i) : '';
  }
}

let dropped = 0;
for (const [at, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!resolvable(at, name)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
}
if (dropped > 0) {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `package-lock.json: dropped ${dropped} optional dependencies the registry does not serve`,
  );
}
