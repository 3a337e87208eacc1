import { CertificateSchema } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testApi } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';

const ctx = setupTestApp();
const api = testApi(ctx);
let owner: SignedIn;
let installer: SignedIn;
let other: SignedIn;

const list = async (who: SignedIn) => {
  const res = await api.as(who).get('/api/v1/certificates');
  expect(res.status, res.text).toBe(200);
  return z.object({ data: z.array(CertificateSchema) }).parse(res.body).data;
};

/** The document's title from its info dictionary (a PDF literal string, UTF-16BE after its BOM). */
function pdfTitle(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  const ref = text.match(/\/Title (\d+) 0 R/)?.[1];
  if (!ref) return '';
  const object = text.slice(text.indexOf(`\n${ref} 0 obj\n(`) + `\n${ref} 0 obj\n(`.length);
  const literal = object.slice(0, object.indexOf(')\nendobj')).replace(/\\([()\\])/g, '$1');
  if (!literal.startsWith('\u00fe\u00ff')) return literal;
  return Buffer.from(literal.slice(2), 'latin1').swap16().toString('utf16le');
}

beforeAll(async () => {
  owner = await ctx.signIn('jan.nowak@example.com');
  installer = await ctx.signIn('piotr.zielinski@example.com');
  other = await ctx.signIn('tomas.dvorak@example.com');
});

describe('behaviour certificates (spec 02 §2 /user, §3, §7)', () => {
  it('answers 401 without a session and 422 for a malformed id', async () => {
    expect((await api.anonymous.get('/api/v1/certificates')).status).toBe(401);
    expect(
      (await api.anonymous.get('/api/v1/certificates/5b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11/pdf')).status,
    ).toBe(401);
    expect((await api.as(owner).get('/api/v1/certificates/nope/pdf')).status).toBe(422);
  });

  it('lists the company’s own certificates to every member, latest expiry first', async () => {
    const mine = await list(owner);
    expect(mine.map((c) => c.slug).sort()).toEqual(['certified-installer', 'safe-work-at-height']);
    expect(await list(installer)).toEqual(mine);
    const expiries = mine.map((c) => c.expires_on);
    expect([...expiries].sort().reverse()).toEqual(expiries);
    const theirs = await list(other);
    expect(theirs.map((c) => c.slug).sort()).toEqual(['certified-installer', 'top-partner']);
    expect(theirs.some((c) => mine.some((m) => m.uuid === c.uuid))).toBe(false);
  });

  it('names and describes the certificates in the reader’s language, English without a translation', async () => {
    // Jan reads Polish, Tomáš Czech (the demo accounts' languages)
    const polish = await list(owner);
    expect(polish.find((c) => c.slug === 'certified-installer')?.name).toBe('Certyfikowany instalator');
    const czech = await list(other);
    expect(czech.find((c) => c.slug === 'top-partner')?.name).toBe('Top partner klubu');
    // a language without a translation reads English
    await api.as(installer).patch('/api/v1/installer/user/self', { body: { languages_id: 16 } });
    const turkish = await list(installer);
    expect(turkish.find((c) => c.slug === 'certified-installer')?.name).toBe('Certified installer');
    await api.as(installer).patch('/api/v1/installer/user/self', { body: { languages_id: 11 } });
  });

  it('makes a real PDF with the company and the certificate, for its own company only', async () => {
    const [certificate] = await list(owner);
    const res = await api.as(owner).get(`/api/v1/certificates/${certificate!.uuid}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${certificate!.slug}-`);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.bytes.subarray(-6).toString()).toContain('%%EOF');
    expect(pdfTitle(res.bytes)).toBe(`${certificate!.name} — Dachy Nowak Sp. z o.o.`);

    const czech = (await list(other))[0]!;
    const own = await api.as(other).get(`/api/v1/certificates/${czech.uuid}/pdf`);
    expect(pdfTitle(own.bytes)).toContain('Střechy Dvořák s.r.o.');
    expect((await api.as(owner).get(`/api/v1/certificates/${czech.uuid}/pdf`)).status).toBe(404);
  });
});
