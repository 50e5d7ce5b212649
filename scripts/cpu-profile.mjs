// A CPU profile of a Node process that cannot take `--cpu-prof` (which NODE_OPTIONS refuses):
// `NODE_OPTIONS='--import <this file>'` starts V8's sampling profiler when the process starts and
// writes `CPU.<pid>.cpuprofile` into CPU_PROFILE_DIR (default: the working directory) when it
// exits. Open the file in Chrome DevTools (Performance) or any cpuprofile viewer. Used by
// `BENCH_API_NODE_OPTIONS` in scripts/bench.mjs; nothing in the shop loads it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');

process.once('exit', () => {
  // An in-process session answers synchronously, so this runs to the end inside 'exit'.
  session.post('Profiler.stop', (err, result) => {
    if (err) return;
    const dir = process.env.CPU_PROFILE_DIR || process.cwd();
    writeFileSync(path.join(dir, `CPU.${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
