#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then run the production server.
// The server migrates the database and seeds the demo data on its first start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, root } from './lib/build.mjs';

const status = build({ onlyIfStale: true });
if (status !== 0) process.exit(status);

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
