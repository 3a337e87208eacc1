import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCAN_IMAGE_MAX_BYTES } from '@club/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/adapters/storage/local-storage';
import { scanImages } from '../../src/db/schema/projects';
import type { UserRow } from '../../src/db/schema/users';
import { testApi } from '../api';
import { setupTestApp } from '../build-app';
import { createInstaller } from '../factories/users';
import {
  POLYGLOT_HTML,
  SVG_WITH_SCRIPT,
  ZIP_SIGNATURE,
  jpegOfSize,
  jpegPhoto,
  photoWithGps,
  pngBomb,
  polyglotJpeg,
} from '../images';

// The photo upload over a real socket, as networks and browsers send it. `inject` hands the server the
// body in one piece, while a network delivers it in chunks, and a chunk that ends exactly on the limit
// is where a cut file once passed as a whole one (spec 02 §7: at most 5 MiB). Then what a hostile file
// can do: polyglots, SVG with scripts, bombs, two files in one form.
const ctx = setupTestApp({
  storage: createLocalStorage(join(tmpdir(), `club-hard-uploads-${randomUUID()}`)),
});
const api = testApi(ctx);
const MAX = SCAN_IMAGE_MAX_BYTES;
let port: number;
let user: UserRow;
let authorization: string;
let exactly: Buffer;
let oneOver: Buffer;

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  user = await createInstaller(ctx.app);
  authorization = (await api.headersOf(user)).authorization;
  exactly = await jpegOfSize(MAX);
  oneOver = await jpegOfSize(MAX + 1);
});

const BOUNDARY = '----club-socket-test';

interface FormFile {
  field: string;
  bytes: Buffer;
  type?: string;
}

/**
 * Sends a multipart POST by hand. `cuts` are byte offsets INTO THE FIRST FILE where one network write
 * ends and the next begins (each write leaves before the next one starts); `chunked` sends it with
 * Transfer-Encoding: chunked, one HTTP chunk per write, as browsers and proxies may, else Content-Length.
 */
async function post(
  files: FormFile[],
  options: { cuts?: number[]; chunked?: boolean } = {},
): Promise<{ status: number; body: string }> {
  const parts = files.map(({ field, bytes, type }, index) => ({
    head: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="photo${index}.jpg"\r\n` +
        `Content-Type: ${type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    bytes,
    tail: Buffer.from(index === files.length - 1 ? `\r\n--${BOUNDARY}--\r\n` : '\r\n'),
  }));
  const whole = Buffer.concat(parts.flatMap((p) => [p.head, p.bytes, p.tail]));
  const fileStart = parts[0]?.head.length ?? 0;
  const offsets = [...new Set((options.cuts ?? []).map((cut) => fileStart + cut))]
    .filter((o) => o > 0 && o < whole.length)
    .sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const offset of [...offsets, whole.length]) {
    pieces.push(whole.subarray(from, offset));
    from = offset;
  }
  const head =
    'POST /api/v1/scans/images HTTP/1.1\r\n' +
    `Host: 127.0.0.1:${port}\r\nAuthorization: ${authorization}\r\nConnection: close\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
    (options.chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${whole.length}\r\n`) +
    '\r\n';
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    const answer: Buffer[] = [];
    socket.on('data', (chunk) => answer.push(chunk));
    socket.on('error', (error) => {
      // the server may answer early and close while the rest of the body is still on its way
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EPIPE' && code !== 'ECONNRESET') fail(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(answer).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      done({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.once('connect', async () => {
      socket.setNoDelay(true);
      const write = (data: Buffer | string) =>
        new Promise<void>((written) => (socket.write(data) ? written() : socket.once('drain', written)));
      await write(head);
      for (const piece of pieces) {
        if (socket.destroyed) return;
        await write(
          options.chunked
            ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
            : piece,
        );
        // let the server read this piece on its own before the next one arrives
        await new Promise((r) => setTimeout(r, 15));
      }
      if (options.chunked && !socket.destroyed) await write('0\r\n\r\n');
    });
  });
}

/** As a browser sends it: FormData with a Blob, through fetch (undici). */
async function browserPost(files: FormFile[]): Promise<{ status: number; body: string }> {
  const form = new FormData();
  for (const { field, bytes, type } of files) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type: type ?? 'image/jpeg' }), 'photo.jpg');
  }
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/scans/images`, {
    method: 'POST',
    body: form,
    headers: { authorization },
  });
  return { status: res.status, body: await res.text() };
}

const storedImages = async () =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(scanImages)
      .where(eq(scanImages.companyId, user.companyId))
  )[0]?.n ?? 0;

const readBack = async (body: string) => {
  const { image_data } = JSON.parse(body) as { image_data: string };
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/scans/images/${image_data}`, {
    headers: { authorization },
  });
  return { headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('the size limit over a real socket (spec 02 §7)', () => {
  it('accepts a photo of exactly the limit, however the network cuts it, and from a browser form', async () => {
    expect(exactly.length).toBe(MAX);
    const before = await storedImages();
    for (const options of [{}, { chunked: true }, { cuts: [MAX - 1] }, { cuts: [MAX - 1], chunked: true }]) {
      const res = await post([{ field: 'image', bytes: exactly }], options);
      expect(res.status, `${JSON.stringify(options)} ${res.body}`).toBe(201);
    }
    const browser = await browserPost([{ field: 'image', bytes: exactly }]);
    expect(browser.status, browser.body).toBe(201);
    // what is kept is our JPEG, not the 5 MiB of padding
    expect((await readBack(browser.body)).bytes.length).toBeLessThan(10_000);
    expect(await storedImages()).toBe(before + 5);
  });

  it('refuses one byte over the limit and more, above all when a network chunk ends on the limit', async () => {
    const before = await storedImages();
    const bigger = await jpegOfSize(MAX + 65_536);
    const cases: [Buffer, { cuts?: number[]; chunked?: boolean }][] = [
      [oneOver, { cuts: [MAX] }],
      [oneOver, { cuts: [MAX], chunked: true }],
      [oneOver, { cuts: [1024, MAX - 1, MAX] }],
      [oneOver, {}],
      [oneOver, { chunked: true }],
      [bigger, { cuts: [MAX, MAX + 1] }],
      [bigger, { cuts: [MAX], chunked: true }],
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const [bytes, options] of cases) {
        const res = await post([{ field: 'image', bytes }], options);
        expect(res.status, `${bytes.length} ${JSON.stringify(options)}`).toBe(413);
        expect(JSON.parse(res.body)).toMatchObject({ code: 'payload_too_large' });
      }
    }
    const browser = await browserPost([{ field: 'image', bytes: oneOver }]);
    expect(browser.status).toBe(413);
    expect(await storedImages()).toBe(before);
  });
});

describe('hostile files over a real socket', () => {
  it('refuses two files in one request, a file in another field, and a form without a file', async () => {
    const before = await storedImages();
    const photo = await jpegPhoto();
    const two = [
      { field: 'image', bytes: photo },
      { field: 'image', bytes: photo },
    ];
    expect((await post(two)).status).toBe(422);
    expect((await post(two, { chunked: true })).status).toBe(422);
    expect((await browserPost(two)).status).toBe(422);
    expect((await post([{ field: 'photo', bytes: photo }])).status).toBe(422);
    expect((await browserPost([{ field: 'photo', bytes: photo }])).status).toBe(422);
    expect(await storedImages()).toBe(before);
  });

  it('refuses SVG with a script, whatever type it claims, and HTML, both ways', async () => {
    const before = await storedImages();
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    for (const [bytes, type] of [
      [SVG_WITH_SCRIPT, 'image/jpeg'],
      [SVG_WITH_SCRIPT, 'image/svg+xml'],
      [html, 'image/png'],
    ] as const) {
      for (const send of [post, browserPost]) {
        const res = await send([{ field: 'image', bytes, type }]);
        expect(res.status, `${type} ${res.body}`).toBe(422);
        expect(JSON.parse(res.body)).toMatchObject({ errors: { image: [expect.any(String)] } });
      }
    }
    expect(await storedImages()).toBe(before);
  });

  it('keeps nothing of a polyglot but its picture, and serves it as a file', async () => {
    for (const send of [post, (files: FormFile[]) => post(files, { chunked: true }), browserPost]) {
      const res = await send([{ field: 'image', bytes: await polyglotJpeg(), type: 'text/html' }]);
      expect(res.status, res.body).toBe(201);
      const { headers, bytes } = await readBack(res.body);
      expect(bytes.includes(POLYGLOT_HTML)).toBe(false);
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes(ZIP_SIGNATURE)).toBe(false);
      expect(headers.get('content-type')).toBe('image/jpeg');
      expect(headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
  });

  it('drops the GPS position of a phone photo', async () => {
    const res = await browserPost([{ field: 'image', bytes: await photoWithGps() }]);
    expect(res.status).toBe(201);
    const { bytes } = await readBack(res.body);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses a decompression bomb quickly, and the server stays responsive', async () => {
    const bomb = pngBomb();
    const started = performance.now();
    const res = await browserPost([{ field: 'image', bytes: bomb, type: 'image/png' }]);
    expect(res.status).toBe(422);
    expect(performance.now() - started).toBeLessThan(1000);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
