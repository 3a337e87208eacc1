import { connect } from 'node:net';
import { SCAN_IMAGE_MAX_BYTES } from '@club/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createInstaller } from '../../../test/factories/users';
import { scanImages } from '../../db/schema/projects';
import type { UserRow } from '../../db/schema/users';

// The upload limit over a real socket: `inject` hands the server the body in one piece, while a network
// delivers it in chunks, and a chunk that ends exactly on the limit is where a cut file once passed as a
// whole one (spec 02 §7: at most 5 MiB).
const ctx = setupTestApp();
const api = testApi(ctx);
let port: number;
let user: UserRow;
let authorization: string;

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  user = await createInstaller(ctx.app);
  authorization = (await api.headersOf(user)).authorization;
});

const BOUNDARY = '----club-socket-test';

/** A JPEG-looking file of `size` bytes in one multipart form (or several files, as a form may hold). */
function form(files: { field: string; size: number }[]): { head: Buffer; files: Buffer[]; tail: Buffer }[] {
  return files.map(({ field, size }, index) => {
    const bytes = Buffer.alloc(size, 0x20);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return {
      head: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="photo${index}.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      files: [bytes],
      tail: Buffer.from(index === files.length - 1 ? `\r\n--${BOUNDARY}--\r\n` : '\r\n'),
    };
  });
}

/**
 * Sends a multipart POST by hand. `cuts` are byte offsets INTO THE FIRST FILE where one network write
 * ends and the next begins (each write leaves before the next one starts); `chunked` sends it with
 * Transfer-Encoding: chunked, one HTTP chunk per write, as browsers and proxies may, else Content-Length.
 */
async function post(
  files: { field: string; size: number }[],
  options: { cuts?: number[]; chunked?: boolean } = {},
): Promise<{ status: number; body: string }> {
  const parts = form(files);
  const whole = Buffer.concat(parts.flatMap((p) => [p.head, ...p.files, p.tail]));
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
      if (
        (error as NodeJS.ErrnoException).code !== 'EPIPE' &&
        (error as NodeJS.ErrnoException).code !== 'ECONNRESET'
      )
        fail(error);
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

const storedImages = async () =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(scanImages)
      .where(eq(scanImages.companyId, user.companyId))
  )[0]?.n ?? 0;

describe('scan photo size limit over a real socket (spec 02 §7)', () => {
  const MAX = SCAN_IMAGE_MAX_BYTES;

  it('accepts a photo of exactly the limit, however the network cuts it', async () => {
    const before = await storedImages();
    for (const options of [{}, { chunked: true }, { cuts: [MAX - 1] }, { cuts: [MAX - 1], chunked: true }]) {
      const res = await post([{ field: 'image', size: MAX }], options);
      expect(res.status, JSON.stringify(options)).toBe(201);
    }
    expect(await storedImages()).toBe(before + 4);
  });

  it('refuses one byte over the limit and more, above all when a network chunk ends on the limit', async () => {
    const before = await storedImages();
    const cases = [
      { size: MAX + 1, cuts: [MAX] },
      { size: MAX + 1, cuts: [MAX], chunked: true },
      { size: MAX + 7, cuts: [MAX] },
      { size: MAX + 7, cuts: [MAX], chunked: true },
      { size: MAX + 65_536, cuts: [MAX, MAX + 1] },
      { size: MAX + 1, cuts: [1024, MAX - 1, MAX] },
      { size: MAX + 1 },
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const { size, ...options } of cases) {
        const res = await post([{ field: 'image', size }], options);
        expect(res.status, `${size} ${JSON.stringify(options)}`).toBe(413);
        expect(JSON.parse(res.body)).toMatchObject({ code: 'payload_too_large' });
      }
    }
    expect(await storedImages()).toBe(before);
  });

  it('refuses two files in one request, and a file in another field', async () => {
    const before = await storedImages();
    const two = await post([
      { field: 'image', size: 1000 },
      { field: 'image', size: 1000 },
    ]);
    expect(two.status).toBe(422);
    const other = await post([{ field: 'photo', size: 1000 }]);
    expect(other.status).toBe(422);
    expect(await storedImages()).toBe(before);
  });
});
