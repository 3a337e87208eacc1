import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface XssVector {
  /** 1-based: what the vector reports through `__xss(n)` when it runs. */
  id: number;
  text: string;
}

const codes = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The vectors of xss-vectors.json, each calling `__xss(<its number>)` in its own encoding. */
export function xssVectors(): XssVector[] {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, 'xss-vectors.json'), 'utf8')) as {
    vectors: string[];
  };
  return file.vectors.map((template, index) => {
    const id = index + 1;
    const call = `__xss(${id})`;
    const text = template
      .replaceAll(
        'XSS_ENT',
        codes(call)
          .map((c) => `&#${c};`)
          .join(''),
      )
      .replaceAll(
        'XSS_HEX',
        codes(call)
          .map((c) => `&#x${c.toString(16)};`)
          .join(''),
      )
      .replaceAll(
        'XSS_UNI',
        [...call]
          .map((c) => (/[a-z_]/i.test(c) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c))
          .join(''),
      )
      .replaceAll('XSS_B64', Buffer.from(call).toString('base64'))
      .replaceAll('XSS_URL', encodeURIComponent(call))
      .replaceAll('XSS', call);
    return { id, text };
  });
}
