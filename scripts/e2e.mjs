#!/usr/bin/env node
// `npm run test:e2e` (root or apps/web): the production build when the sources changed since the last
// one, then the browser journeys exactly as `npm test` runs them. Spec files may be named to run a few:
// `npm run test:e2e -- apps/web/e2e/sign-in.spec.ts`.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { build, root } from './lib/build.mjs';
import { journeyArgs, prepareDataTemplate } from './lib/journeys.mjs';

const files = process.argv.slice(2).map((file) => resolve(process.cwd(), file));
const status = build({ onlyIfStale: true });
if (status !== 0) process.exit(status);
// one file starts one server: a seeded copy to start from would cost more than it saves
const template = files.length === 1 ? null : await prepareDataTemplate();
const code = await new Promise((done) => {
  const child = spawn('npx', journeyArgs({ files }), {
    cwd: root,
    stdio: 'inherit',
    env: template ? { ...process.env, E2E_DATA_TEMPLATE: template.dir } : process.env,
  });
  child.once('exit', (exitCode) => done(exitCode ?? 1));
});
template?.remove();
process.exit(code);
