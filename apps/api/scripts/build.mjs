#!/usr/bin/env node
// Bundles the server and the seed command into dist/. The workspace contract (TypeScript source) is
// bundled in; npm dependencies stay external and are loaded from node_modules at run time. Migrations
// are not copied: the server reads them from src/db/migrations (see src/config/paths.ts).
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !name.startsWith('@club/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(join(root, 'dist'), { recursive: true, force: true });
const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', seed: 'src/db/seed/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external,
  metafile: true,
  logLevel: 'warning',
});
const size = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `api: dist/server.js, dist/seed.js (${(size / 1024).toFixed(0)} KB) in ${Date.now() - started} ms`,
);
