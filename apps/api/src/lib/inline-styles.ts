import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The CSP sources ('sha256-…') of the `<style>` elements in the web app's prerendered pages: their
 * stylesheet is written into the page so that it paints without waiting for another request
 * (apps/web/build/prerender.ts). Empty when the web app is not built.
 */
export function inlineStyleHashes(webRoot: string): string[] {
  const dir = join(webRoot, 'prerendered');
  if (!existsSync(dir)) return [];
  const hashes = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(dir, file), 'utf8');
    for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(css ?? '')
          .digest('base64')}'`,
      );
    }
  }
  return [...hashes];
}
