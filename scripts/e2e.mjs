#!/usr/bin/env node
// `npm run test:e2e` (root or apps/web): the production build when the sources changed since the last
// one, then the browser journeys exactly as `npm test` runs them. Spec files may be named to run a few:
// `npm run test:e2e -- apps/web/e2e/sign-in.spec.ts`.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { build, root } from './lib/build.mjs';
import { journeyArgs } from './lib/journeys.mjs';

const files = process.argv.slice(2).map((file) => resolve(process.cwd(), file));
const status = build({ onlyIfStale: true });
if (status !== 0) process.exit(status);
const result = spawnSync('npx', journeyArgs({ files }), { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
