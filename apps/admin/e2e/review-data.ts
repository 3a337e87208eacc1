import { randomInt, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// What the installers' side of the review journey does through the installers' API: a PL company's
// project with a tag-photo product surveyed into review, and the company's balance as that API reports it.

const PL_SURVEY = {
  response: [
    { question_id: 11, answer_id: 71 },
    { question_id: 13, answer_id: 80 },
    { question_id: 14, answer_id: 91 },
    { question_id: 15, answer_id: 92 },
    { question_id: 113, answer_id: 106 },
  ],
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A 320×240 label-like photo (blocks of colour), different for each seed. */
export function labelPhoto(seed: number): Buffer {
  const width = 320;
  const height = 240;
  const stride = 1 + width * 3;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const block = ((x >> 5) * 7 + (y >> 5) * 13 + seed * 31) % 97;
      const at = y * stride + 1 + x * 3;
      rows[at] = (block * 53) % 256;
      rows[at + 1] = (block * 101 + seed) % 256;
      rows[at + 2] = (block * 29) % 256;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface InstallerApi {
  token: string;
  companyUuid: string;
}

async function json(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** An installer's session through the installers' sign-in, the code read from the outbox. */
export async function installerSession(
  baseUrl: string,
  email: string,
  readCode: (baseUrl: string, to: string) => Promise<string>,
): Promise<InstallerApi> {
  const post = (path: string, body: unknown) =>
    fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-platform': 'web' },
      body: JSON.stringify(body),
    });
  const login = await json(await post('/api/v2/installer/login', { email }), 'login');
  const code = await readCode(baseUrl, email);
  const session = await json(
    await post('/api/v2/installer/login/verify', { code, requestId: login.request_id }),
    'verify',
  );
  const self = await json(
    await fetch(`${baseUrl}/api/v1/installer/user/self`, {
      headers: { authorization: `Bearer ${session.token}` },
    }),
    'self',
  );
  return { token: session.token, companyUuid: self.company.uuid };
}

/** The company's balance as the installers' API reports it. */
export async function companyBalance(baseUrl: string, api: InstallerApi): Promise<number> {
  const points = await json(
    await fetch(`${baseUrl}/api/v1/company/points/${api.companyUuid}`, {
      headers: { authorization: `Bearer ${api.token}` },
    }),
    'points',
  );
  return points.company_points;
}

/** A project with a plain product and a tag-photo product (with its photo), surveyed into review. */
export async function projectInReview(
  baseUrl: string,
  api: InstallerApi,
  street: string,
): Promise<{ uuid: string; tagSerial: string }> {
  const auth = { authorization: `Bearer ${api.token}` };
  const post = async (path: string, body: unknown) =>
    json(
      await fetch(baseUrl + path, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      path,
    );
  const project = await post('/api/v1/projects', { streetName: street, postalCode: '30-004' });
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(labelPhoto(randomInt(1, 1000)))], { type: 'image/png' }),
    'tag.png',
  );
  const image = await json(
    await fetch(`${baseUrl}/api/v1/scans/images`, { method: 'POST', headers: auth, body: form }),
    'upload',
  );
  const scan = (serial: string) => ({
    client_id: randomUUID(),
    projects_id: project.uuid,
    serial_number: serial,
    type: 'GGL',
    size: 'MK04',
    variant: '2070',
    is_unique: true,
  });
  // a PL factory's 2024 serial: the catalogue asks a photo of its tag
  const tagSerial = `PL24${randomInt(10_000_000, 99_999_999)}`;
  await post('/api/v1/scans', { ...scan(tagSerial), image_data: image.image_data });
  await post('/api/v1/scans', scan(String(randomInt(100_000_000_000, 999_999_999_999))));
  await post(`/api/v1/projects/${project.uuid}/survey`, PL_SURVEY);
  return { uuid: project.uuid, tagSerial };
}
