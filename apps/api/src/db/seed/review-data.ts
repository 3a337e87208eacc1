import { PROJECT_PRODUCT_FLAG, PROJECT_STATUS } from '@club/contract';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { photoHashes } from '../../lib/photo-hash';
import type { Db } from '../database';
import { companies } from '../schema/companies';
import { projectProducts, projects, scanImages, serialAttempts } from '../schema/projects';
import { users } from '../schema/users';

/** The demo tag photos: fixed ids, so that the file can be written once the storage is open. */
const DEMO_PHOTOS = [{ uuid: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a41', label: 'GGL MK04 2070  81520734' }];

/** A label photo drawn the same way every time: the stored hashes match the file written later. */
function demoPhoto(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#d9d4c7"/>
    <rect x="120" y="140" width="560" height="320" rx="12" fill="#ffffff" stroke="#333" stroke-width="4"/>
    <rect x="150" y="170" width="140" height="140" fill="#111"/>
    <rect x="170" y="190" width="40" height="40" fill="#fff"/><rect x="230" y="250" width="40" height="40" fill="#fff"/>
    <text x="320" y="220" font-family="sans-serif" font-size="40" font-weight="bold" fill="#b00">SKYLIGHT</text>
    <text x="320" y="280" font-family="sans-serif" font-size="30" fill="#111">${label}</text>
    <text x="160" y="400" font-family="monospace" font-size="28" fill="#333">MADE 2024 · PL · 0,95 W/m²K</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const storageKey = (companyId: number, uuid: string) => `scan-images/${companyId}/${uuid}.jpg`;

/**
 * A project in review (spec 02 §4) for the back-office to show on a first start: the UA company's
 * generic-tag product with its label photo and a plain product, surveyed two days ago; one refused
 * attempt of another company on its plain serial, so a risk signal shows too (decision 017).
 */
export async function seedDemoReview(tx: Db, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: companies.id, registrationNumber: companies.registrationNumber })
    .from(companies)
    .where(inArray(companies.registrationNumber, ['38745102', '5252344078']));
  const ua = rows.find((r) => r.registrationNumber === '38745102');
  const pl = rows.find((r) => r.registrationNumber === '5252344078');
  if (!ua || !pl) return;
  const [uploader] = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, ua.id)).limit(1);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);

  const photo = DEMO_PHOTOS[0]!;
  const bytes = await demoPhoto(photo.label);
  const hashes = await photoHashes(bytes);
  const [image] = await tx
    .insert(scanImages)
    .values({
      uuid: photo.uuid,
      companyId: ua.id,
      path: storageKey(ua.id, photo.uuid),
      mimeType: 'image/jpeg',
      bytes: bytes.length,
      sha256: hashes.sha256,
      dhash: hashes.dhash,
      dhashBands: hashes.bands,
      uploadedByUserId: uploader?.id ?? null,
      createdAt: at(50),
    })
    .returning({ id: scanImages.id });
  const [project] = await tx
    .insert(projects)
    .values({
      companyId: ua.id,
      createdByUserId: uploader?.id ?? null,
      name: 'Budynok Shevchenko',
      streetName: 'vul. Saksahanskoho 41',
      city: 'Kyiv',
      postalCode: '01033',
      status: PROJECT_STATUS.IN_REVIEW,
      deadlineAt: at(-24 * 58),
      surveyedAt: at(48),
      createdAt: at(52),
      updatedAt: at(48),
    })
    .returning({ id: projects.id });
  if (!project || !image) return;
  const product = {
    projectId: project.id,
    companyId: ua.id,
    createdByUserId: uploader?.id ?? null,
    type: 'GGL',
    size: 'MK04',
    variant: '2070',
    createdAt: at(50),
    updatedAt: at(48),
  };
  await tx.insert(projectProducts).values([
    {
      ...product,
      clientId: '0b6f8a52-2d1e-4c7a-9e3f-5a4b3c2d1e01',
      serialNumber: '81520734',
      isUnique: false,
      imageId: image.id,
      flag: PROJECT_PRODUCT_FLAG.IN_REVIEW,
    },
    { ...product, clientId: '0b6f8a52-2d1e-4c7a-9e3f-5a4b3c2d1e02', serialNumber: '36092281A7K2' },
  ]);
  await tx
    .insert(serialAttempts)
    .values({ serialNumber: '36092281A7K2', companyId: pl.id, createdAt: at(30) });
}

/**
 * Writes the demo photos the seed named into the storage, where missing: the seed runs before the
 * storage is open (and the seed command has none of the server's).
 */
export async function writeDemoPhotos(db: Db, storage: FileStorage): Promise<void> {
  for (const photo of DEMO_PHOTOS) {
    const [row] = await db
      .select({ path: scanImages.path })
      .from(scanImages)
      .where(eq(scanImages.uuid, photo.uuid));
    if (!row || (await storage.get(row.path))) continue;
    await storage.put(row.path, await demoPhoto(photo.label), 'image/jpeg');
  }
}
