// The build step (vite.config.ts) that renders the sign-in screen (PRERENDERED_PAGES) to HTML in every language: a second,
// server-side build of src/prerender.tsx is run in Node, and each page it renders goes into the client
// build as `prerendered/<page>.<locale>.html`: the client's index.html with the markup in #root, the page's
// title and language, and modulepreload links for the screen's code and texts. The compression and the
// service worker's precache then treat these files like index.html.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { localeTexts, localeTextsModule } from './locale-texts.ts';
import type * as PrerenderModule from '../src/prerender';

interface PrerenderOptions {
  /** The app's `resolve.alias`, shared with the server-side build. */
  alias: NonNullable<UserConfig['resolve']>['alias'];
  /** Per page address, the route modules its screen is made of (their chunks are preloaded). */
  routeModules: Record<string, string[]>;
}

const ROOT = join(import.meta.dirname, '..');
const ENTRY = 'src/prerender.tsx';

/** The service worker registration exists in the browser build only; rendering never registers it. */
const pwaRegisterStub: Plugin = {
  name: 'prerender:pwa-register-stub',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register-stub' : null),
  load: (id) =>
    id === '\0pwa-register-stub' ? 'export const registerSW = () => () => Promise.resolve();' : null,
};

async function loadRenderer(alias: PrerenderOptions['alias']): Promise<{
  module: typeof PrerenderModule;
  cleanUp: () => void;
}> {
  // inside the workspace, so that the packages it leaves external resolve from node_modules
  mkdirSync(join(ROOT, 'node_modules'), { recursive: true });
  const outDir = mkdtempSync(join(ROOT, 'node_modules', '.prerender-'));
  try {
    await build({
      configFile: false,
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      resolve: { alias },
      plugins: [react(), localeTexts(join(ROOT, 'src', 'locales')), pwaRegisterStub],
      build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
    });
    const module = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as typeof PrerenderModule;
    return { module, cleanUp: () => rmSync(outDir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunk built from a source module (`src/…`), and the chunks it imports, as the browser loads them. */
function chunkFiles(bundle: Rolldown.OutputBundle, sources: string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const bySource = new Map(
    chunks
      .filter((chunk) => chunk.facadeModuleId)
      .map((chunk) => [chunk.facadeModuleId!.replace(`${ROOT}/`, ''), chunk]),
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.imports.forEach((file) => add(byFile.get(file)));
  };
  for (const source of sources) {
    const chunk = bySource.get(source);
    if (!chunk) throw new Error(`prerender: ${source} is not a chunk of its own in the build`);
    add(chunk);
  }
  return [...files];
}

/**
 * The template with its stylesheets written into the page: the sign-in screen paints as soon as its HTML
 * is in, instead of waiting for a stylesheet queued behind the scripts (HTTP/1.1 opens six connections, and
 * the module preloads come first). The server allows these styles by their hash (apps/api, lib/inline-styles.ts).
 */
function inlineStylesheets(template: string, bundle: Rolldown.OutputBundle): string {
  return template.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (link, file: string) => {
      const asset = bundle[file];
      if (!asset || asset.type !== 'asset') throw new Error(`prerender: ${file} is not in the build`);
      const css = String(asset.source);
      if (css.includes('</style')) throw new Error(`prerender: ${file} cannot be written into a <style>`);
      return `<style>${css}</style>`;
    },
  );
}

/**
 * The prerendered page starts its JavaScript only once it has painted (docs/decisions/025): the markup is
 * the first screen, and a phone on a slow network shows it without waiting for ~100 kB of scripts that
 * would otherwise compete with it from the first byte. A tap on an element marked `data-early-click` in
 * the meantime is kept (`window.__endEarlyClicks()` hands the list to main.tsx, which replays it once React
 * listens); links work as links without any script. The server allows this script by its hash
 * (apps/api, lib/inline-hashes.ts).
 */
export function deferredLoader(entry: string, preloads: string[]): string {
  const files = JSON.stringify(preloads.map((file) => `/${file}`));
  return (
    '(function(w,d){var q=[],started=false;' +
    'function keep(e){var t=e.target&&e.target.closest&&e.target.closest("[data-early-click]");' +
    'if(t){e.preventDefault();e.stopPropagation();q.push(t.getAttribute("data-early-click"))}}' +
    'd.addEventListener("click",keep,true);' +
    'w.__endEarlyClicks=function(){d.removeEventListener("click",keep,true);return q.splice(0)};' +
    'function add(rel,href){var l=d.createElement(rel==="script"?"script":"link");' +
    'if(rel==="script"){l.type="module";l.src=href}else{l.rel=rel;l.href=href}' +
    'l.crossOrigin="";d.head.appendChild(l)}' +
    'function start(){if(started)return;started=true;' +
    `${files}.forEach(function(f){add("modulepreload",f)});add("script",${JSON.stringify(`/${entry}`)})}` +
    // once the browser reports the page painted (the paint entry comes after the frame is on screen); a
    // browser without paint timing, or a page opened in the background, starts within a second
    'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)' +
    'setTimeout(start,0)}).observe({type:"paint",buffered:true})}catch(e){}setTimeout(start,1000)' +
    '})(window,document)'
  );
}

export function prerender({ alias, routeModules }: PrerenderOptions): Plugin {
  return {
    name: 'club:prerender',
    apply: 'build',
    enforce: 'post',
    // the client build only: not the server-side build below, not the service worker's
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const indexHtml = bundle['index.html'];
      if (!indexHtml || indexHtml.type !== 'asset') return;
      const template = String(indexHtml.source);
      const entryFiles = new Set(
        [...template.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]),
      );
      const entryScript = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/.exec(template);
      if (!entryScript?.[1]) throw new Error('prerender: index.html has no module entry script');
      const entryPreloads = [
        ...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+\.js)">/g),
      ];
      // the entry and its preloads leave the head: the loader at the end of the body starts them after paint
      let styles = inlineStylesheets(template, bundle).replace(entryScript[0], '');
      for (const [link] of entryPreloads) styles = styles.replace(link, '');
      const { module, cleanUp } = await loadRenderer(alias);
      try {
        for (const pathname of Object.keys(module.PRERENDERED_PAGES)) {
          for (const locale of module.LOCALES) {
            const page = await module.renderPage(pathname, locale);
            const modules = [
              ...(routeModules[pathname] ?? []),
              localeTextsModule(locale),
              ...page.textModules,
            ];
            const preloads = [
              ...entryPreloads.map((match) => match[1] as string),
              ...chunkFiles(bundle, modules).filter((file) => !entryFiles.has(file)),
            ];
            const loader = `<script>${deferredLoader(entryScript[1], preloads)}</script>`;
            const html = styles
              .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
              .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
              .replace('</body>', `${loader}</body>`)
              .replace('<div id="root"></div>', `<div id="root" ${page.rootAttribute}>${page.html}</div>`);
            if (!html.includes(page.rootAttribute)) {
              throw new Error('prerender: index.html has no empty <div id="root"></div> to fill');
            }
            this.emitFile({ type: 'asset', fileName: page.file, source: html });
          }
        }
      } finally {
        cleanUp();
      }
    },
  };
}
