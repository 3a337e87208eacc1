import { inflateSync } from 'node:zlib';

/*
 * The texts of a PDF pdfkit wrote, for tests: its fonts are embedded subsets whose glyph codes map back to
 * letters through their ToUnicode maps. Every text run is decoded with every map; the one of its own font
 * reads as text, the others as noise, so a search for a phrase finds it only where it was written.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const streams: string[] = [];
  const source = pdf.toString('latin1');
  const pattern = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // a stream that is not deflated (a picture's raw bytes): no text in it
    }
  }
  const maps = streams
    .filter((stream) => stream.includes('beginbfrange'))
    .map((stream) => {
      const map = new Map<number, string>();
      const range = /<([0-9a-f]{4})>\s*<([0-9a-f]{4})>\s*\[([^\]]*)\]/gi;
      for (let match = range.exec(stream); match; match = range.exec(stream)) {
        const start = parseInt(match[1] ?? '0', 16);
        const targets = [...(match[3] ?? '').matchAll(/<([0-9a-f]+)>/gi)];
        targets.forEach((target, i) => {
          const hex = target[1] ?? '';
          const units = hex.match(/.{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];
          map.set(start + i, String.fromCharCode(...units));
        });
      }
      return map;
    });
  const runs: string[] = [];
  for (const stream of streams) {
    for (const array of stream.matchAll(/\[((?:\s*(?:<[0-9a-f]*>|-?[\d.]+))*)\s*\]\s*TJ/gi)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
      const codes = hex.match(/.{4}/g)?.map((code) => parseInt(code, 16)) ?? [];
      for (const map of maps) runs.push(codes.map((code) => map.get(code) ?? '\ufffd').join(''));
    }
  }
  return runs;
}
