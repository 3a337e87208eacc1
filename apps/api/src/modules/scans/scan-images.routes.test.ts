import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SCAN_IMAGE_MAX_PIXELS,
  SCAN_IMAGE_QUOTA,
  SCAN_IMAGE_QUOTA_MESSAGES,
  getScanImage,
  uploadScanImage,
} from '@club/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Answer } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller } from '../../../test/factories/users';
import {
  CAMERA_MAKE,
  POLYGLOT_HTML,
  SVG_WITH_SCRIPT,
  ZIP_SIGNATURE,
  jpegPhoto,
  photoWithGps,
  pngBomb,
  polyglotJpeg,
  transparentPng,
} from '../../../test/images';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { scanImages } from '../../db/schema/projects';
import type { UserRow } from '../../db/schema/users';

// Uploaded photos are decoded and written again by the server (no metadata, no polyglots, no bombs),
// served so that they can never act as a page, and counted per user against a quota.
const folder = join(tmpdir(), `club-scan-images-${randomUUID()}`);
const ctx = setupTestApp({ storage: createLocalStorage(folder) });
const api = testApi(ctx);
let installer: UserRow;

beforeAll(async () => {
  installer = await createInstaller(ctx.app);
});

const upload = (who: UserRow, bytes: Buffer, contentType = 'image/jpeg', filename = 'photo.jpg') =>
  api.as(who).upload(uploadScanImage, { field: 'image', filename, contentType, bytes });

const storedFiles = async (companyId: number) =>
  readdir(join(folder, 'scan-images', String(companyId))).catch(() => [] as string[]);

const rowsOf = async (who: UserRow) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(scanImages)
      .where(eq(scanImages.companyId, who.companyId))
  )[0]?.n ?? 0;

/** Uploads and reads the photo back as the server serves it. */
async function roundTrip(who: UserRow, bytes: Buffer, contentType?: string): Promise<Answer> {
  const res = await upload(who, bytes, contentType);
  expect(res.status, res.text).toBe(201);
  return api.as(who).get(getScanImage, { params: { id: res.body.image_data } });
}

describe('uploaded photos are re-encoded', () => {
  it('drops EXIF with the GPS position and the camera, and turns the picture as its orientation said', async () => {
    const original = await photoWithGps(64, 32);
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(original.includes(CAMERA_MAKE)).toBe(true);

    const served = await roundTrip(installer, original);
    expect(served.status).toBe(200);
    const after = await sharp(served.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([32, 64]);
    expect(served.bytes.includes('Exif')).toBe(false);
    expect(served.bytes.includes(CAMERA_MAKE)).toBe(false);
    // what is on disk is what is served
    const [file] = await storedFiles(installer.companyId);
    expect(file).toMatch(/^[0-9a-f-]{36}\.jpg$/);
  });

  it('keeps none of a polyglot: the HTML in a comment and the ZIP after the image are gone', async () => {
    const polyglot = await polyglotJpeg();
    expect(polyglot.includes(POLYGLOT_HTML)).toBe(true);
    const served = await roundTrip(installer, polyglot);
    expect(served.bytes.includes('<script')).toBe(false);
    expect(served.bytes.includes('<html')).toBe(false);
    expect(served.bytes.includes(ZIP_SIGNATURE)).toBe(false);
    expect((await sharp(served.bytes).metadata()).format).toBe('jpeg');
    // the JPEG we wrote ends at its end-of-image marker
    expect(served.bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
  });

  it('stores a PNG as a JPEG, its transparency on white', async () => {
    const served = await roundTrip(installer, await transparentPng(), 'image/png');
    expect(served.headers['content-type']).toBe('image/jpeg');
    const { data } = await sharp(served.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 30))).toBeGreaterThan(240);
  });

  it('refuses what is not a decodable JPEG or PNG with 422 on the field, whatever its declared type', async () => {
    const rows = await rowsOf(installer);
    const photo = await jpegPhoto();
    const cases: [string, Buffer, string][] = [
      ['an SVG with a script, sent as a JPEG', SVG_WITH_SCRIPT, 'image/jpeg'],
      ['an SVG with a script, sent as an SVG', SVG_WITH_SCRIPT, 'image/svg+xml'],
      ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/jpeg'],
      ['a GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'), 'image/gif'],
      ['a JPEG cut in half', photo.subarray(0, Math.floor(photo.length / 2)), 'image/jpeg'],
      ['only the JPEG signature', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), 'image/jpeg'],
      [
        'a PNG signature before a JPEG',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), photo]),
        'image/png',
      ],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await upload(installer, bytes, type);
      expect(res.status, name).toBe(422);
      expect(res.body.errors, name).toEqual({ image: ['The image must be a JPEG or PNG picture.'] });
    }
    expect(await rowsOf(installer)).toBe(rows);
  });

  it('refuses a decompression bomb at once, without decoding it', async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const res = await upload(installer, bomb, 'image/png');
    const ms = performance.now() - started;
    expect(res.status).toBe(422);
    expect(res.body.errors.image[0]).toBe(
      `The picture is too large: at most ${SCAN_IMAGE_MAX_PIXELS / 1_000_000} megapixels (this one is 30000×30000).`,
    );
    expect(ms).toBeLessThan(1000);
    // 900 MB had it been decoded
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
  });
});

describe('stored photos are served as files, never as pages', () => {
  it('with our type, nosniff, as an attachment and with a CSP that allows nothing', async () => {
    const res = await upload(installer, await polyglotJpeg(), 'text/html', 'page.html');
    expect(res.status).toBe(201);
    const served = await api.as(installer).get(getScanImage, { params: { id: res.body.image_data } });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${res.body.image_data}.jpg"`);
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });
});

describe('upload quota per user (SCAN_IMAGE_QUOTA)', () => {
  const HOUR = SCAN_IMAGE_QUOTA.perHourWindowMs;

  /** Rows of uploads made earlier by `who`, as many as asked, `bytes` each, `ageMs` ago. */
  async function uploadedBefore(who: UserRow, n: number, bytes: number, ageMs: number) {
    const createdAt = new Date(Date.now() - ageMs);
    await ctx.database.db.insert(scanImages).values(
      Array.from({ length: n }, () => ({
        companyId: who.companyId,
        uploadedByUserId: who.id,
        path: `scan-images/${who.companyId}/${randomUUID()}.jpg`,
        mimeType: 'image/jpeg',
        bytes,
        createdAt,
      })),
    );
  }

  it(`takes ${SCAN_IMAGE_QUOTA.perHour} photos in an hour and refuses the next with 429 and Retry-After`, async () => {
    const company = await createCompany(ctx.app);
    const user = await createInstaller(ctx.app, company);
    const colleague = await createInstaller(ctx.app, company);
    const photo = await jpegPhoto();
    // an hour and more ago: no longer counted
    await uploadedBefore(user, SCAN_IMAGE_QUOTA.perHour, 1000, HOUR + 60_000);
    await uploadedBefore(user, SCAN_IMAGE_QUOTA.perHour - 1, 1000, HOUR / 2);
    expect((await upload(user, photo)).status).toBe(201);
    const files = (await storedFiles(user.companyId)).length;

    const refused = await upload(user, photo);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: SCAN_IMAGE_QUOTA_MESSAGES.perHour });
    // the oldest counted upload leaves the window in half an hour
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(HOUR / 2 / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(HOUR / 2 / 1000);
    expect((await storedFiles(user.companyId)).length).toBe(files);
    // per user: a colleague in the same company uploads on
    expect((await upload(colleague, photo)).status).toBe(201);
  });

  it(`refuses a photo that would pass ${SCAN_IMAGE_QUOTA.bytesPerDay} stored bytes in 24 hours`, async () => {
    const user = await createInstaller(ctx.app);
    const photo = await jpegPhoto();
    const files = (await storedFiles(user.companyId)).length;
    await uploadedBefore(
      user,
      1,
      SCAN_IMAGE_QUOTA.bytesPerDay,
      SCAN_IMAGE_QUOTA.bytesPerDayWindowMs + 60_000,
    );
    // 100 bytes left: a photo fits
    await uploadedBefore(user, 2, SCAN_IMAGE_QUOTA.bytesPerDay / 2 - 50, HOUR * 2);
    const tooBig = await upload(user, photo);
    expect(tooBig.status).toBe(429);
    expect(tooBig.body).toMatchObject({
      code: 'rate_limited',
      message: SCAN_IMAGE_QUOTA_MESSAGES.bytesPerDay,
    });
    expect(Number(tooBig.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    // the re-encoded file written before the final check is taken away again
    expect((await storedFiles(user.companyId)).length).toBe(files);
  });

  it('holds when one user sends many photos at once', async () => {
    const user = await createInstaller(ctx.app);
    const photo = await jpegPhoto();
    await uploadedBefore(user, SCAN_IMAGE_QUOTA.perHour - 3, 1000, 60_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(user, photo)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });
});
