import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InlineHashes {
  styles: string[];
  scripts: string[];
}

const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP sources ('sha256-…') of the `<style>` and `<script>` elements written into the web app's
 * prerendered pages (apps/web/build/prerender.ts): their stylesheet, so that they paint without waiting for
 * another request, and the loader that starts the app's scripts once the page has painted. Empty when the
 * web app is not built. Every other script and style still comes from our own origin only.
 */
export function inlineHashes(webRoot: string): InlineHashes {
  const dir = join(webRoot, 'prerendered');
  const styles = new Set<string>();
  const scripts = new Set<string>();
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
      const html = readFileSync(join(dir, file), 'utf8');
      for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) styles.add(source(css ?? ''));
      for (const [, js] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) scripts.add(source(js ?? ''));
    }
  }
  return { styles: [...styles], scripts: [...scripts] };
}
