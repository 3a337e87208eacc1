// Prints the JavaScript that opening /login downloads, as served (brotli, else gzip, else raw), from the
// built dist/. Budget: at most 110 kB with brotli (105 kB today); npm test fails above it.
// Usage: node apps/web/scripts/measure-login-js.mjs [--lang en] [--json]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const BUDGET_BYTES = 110_000;
const LOGIN_ROUTE = 'src/app/routes/auth/login.tsx';
// what the app fetches on its own while /login opens: its language's list of texts (build/locale-texts.ts),
// the namespaces of i18n.ts and router.tsx, and workbox-window, which the service worker registration
// imports after the first render
const LOGIN_NAMESPACES = ['common', 'auth', 'errors'];
const RUNTIME_IMPORTS = [/workbox-window/];

const args = process.argv.slice(2);
const lang = args.includes('--lang') ? args[args.indexOf('--lang') + 1] : 'en';
const asJson = args.includes('--json');

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: run `npm run build -w @club/web` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const files = new Set();
function addWithImports(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithImports(imported);
}

addWithImports('index.html');
addWithImports(LOGIN_ROUTE);
addWithImports(`virtual:locale-texts/${lang}`);
for (const namespace of LOGIN_NAMESPACES) addWithImports(`src/locales/${lang}/${namespace}.json`);
for (const key of Object.keys(manifest)) {
  if (RUNTIME_IMPORTS.some((pattern) => pattern.test(key))) addWithImports(key);
}

// The registration wizard is loaded on /register only (README, Budget). Its own chunks: the modules of
// the registration route, feature and texts, and the shared chunks that only those import.
const REGISTRATION_SOURCES = [
  /^src\/app\/routes\/auth\/register/,
  /^src\/features\/registration\//,
  /^src\/locales\/[^/]+\/registration\.json$/,
];
const importers = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    importers.set(imported, [...(importers.get(imported) ?? []), key]);
  }
}
const registrationKeys = new Set(
  Object.keys(manifest).filter((key) => REGISTRATION_SOURCES.some((pattern) => pattern.test(key))),
);
if (!registrationKeys.has('src/app/routes/auth/register.tsx')) {
  throw new Error('the /register route is not a chunk of its own in the build manifest');
}
for (let grew = true; grew;) {
  grew = false;
  for (const [key, from] of importers) {
    if (!registrationKeys.has(key) && key.startsWith('_') && from.every((k) => registrationKeys.has(k))) {
      registrationKeys.add(key);
      grew = true;
    }
  }
}
const registrationFiles = new Set([...registrationKeys].map((key) => manifest[key].file));
const leaked = [...files].filter((file) => registrationFiles.has(file));

const sizeOf = (path) => (existsSync(path) ? statSync(path).size : undefined);
const rows = [...files].sort().map((file) => {
  const raw = statSync(join(DIST, file)).size;
  return {
    file,
    raw,
    brotli: sizeOf(join(DIST, `${file}.br`)) ?? raw,
    gzip: sizeOf(join(DIST, `${file}.gz`)) ?? raw,
  };
});
// React's development runtime names its JSX factory jsxDEV: a build made with NODE_ENV=development
const developmentBuild = rows.some((row) => readFileSync(join(DIST, row.file), 'utf8').includes('jsxDEV'));
const total = (field) => rows.reduce((sum, row) => sum + row[field], 0);
const totals = { raw: total('raw'), brotli: total('brotli'), gzip: total('gzip') };

if (asJson) {
  console.log(
    JSON.stringify(
      { lang, files: rows, totals, budget: BUDGET_BYTES, registrationLeaked: leaked, developmentBuild },
      null,
      2,
    ),
  );
} else {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10);
  console.log(`JavaScript loaded by /login (language ${lang})`);
  console.log(`${'file'.padEnd(48)}${'raw'.padStart(10)}${'brotli'.padStart(10)}${'gzip'.padStart(10)}`);
  for (const row of rows) console.log(`${row.file.padEnd(48)}${kb(row.raw)}${kb(row.brotli)}${kb(row.gzip)}`);
  console.log(`${'total'.padEnd(48)}${kb(totals.raw)}${kb(totals.brotli)}${kb(totals.gzip)}`);
  console.log(
    `budget: ${kb(BUDGET_BYTES).trim()} brotli → ${totals.brotli <= BUDGET_BYTES ? 'within' : 'OVER'}`,
  );
  console.log(
    leaked.length === 0
      ? `registration wizard: none of its ${registrationFiles.size} chunks is loaded by /login`
      : `registration wizard: /login loads ${leaked.join(', ')} → FAIL`,
  );
  if (developmentBuild) console.log('React development runtime (jsxDEV) in the build → FAIL');
}
process.exitCode = totals.brotli <= BUDGET_BYTES && leaked.length === 0 && !developmentBuild ? 0 : 1;
