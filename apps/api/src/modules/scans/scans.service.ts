import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  MESSAGES,
  PROJECT_STATUS,
  PROJECT_STATUSES_ACCEPTING_PRODUCTS,
  SCAN_IMAGE_MAX_BYTES,
  SCAN_SAVE_ERRORS,
  isGenericTagRegion,
  parseSerialCode,
  regionById,
  requiresTagPhoto,
  type Ok,
  type ProjectProduct,
  type SaveScan,
  type SaveScansBulk,
  type SaveScansBulkResult,
  type ScanImage,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Catalogue, CatalogueService } from '../catalogue/catalogue.service';
import type { NewProduct, ProductsRepository } from './scans.repository';
import type { ProjectRecord, ProjectsRepository } from '../projects/projects.repository';
import { projectNotFound, thumbnailUrl, type ProjectsService } from '../projects/projects.service';

export interface ProductsServiceDeps {
  db: Db;
  repository: ProductsRepository;
  projectsRepository: ProjectsRepository;
  projects: ProjectsService;
  catalogue: CatalogueService;
  clock: Clock;
  /** Where uploaded photos are kept (`<DATA_DIR>/uploads`). */
  uploadsDir: string;
}

type ScanInput = Omit<SaveScan, 'image_data'>;

/** A scan that passed the catalogue check, ready to insert once its project is known. */
type Checked =
  | { ok: true; product: Omit<NewProduct, 'projectId' | 'companyId' | 'imageId'>; needsImage: boolean }
  | { ok: false; reason: string; code: string };

/** spec 02 §5, ARCHITECTURE §6: the serial normalised and the details known to the catalogue. */
function checkScan(item: ScanInput, catalogue: Catalogue, part2Optional: boolean): Checked {
  const serial = parseSerialCode(item.serial_number, { part2Optional });
  const type = item.type.trim().toUpperCase();
  const size = item.size.trim().toUpperCase();
  const variant = item.variant.trim().toUpperCase();
  if (
    !serial.ok ||
    !catalogue.types.has(type) ||
    !catalogue.sizes.has(size) ||
    !catalogue.variants.has(variant)
  ) {
    return { ok: false, reason: MESSAGES.invalidProduct, code: SCAN_SAVE_ERRORS.INVALID_PRODUCT };
  }
  // A code without part 2 (generic tags) is not unique: its photo identifies it instead.
  const isUnique = item.is_unique && !serial.generic;
  const tagPhoto = requiresTagPhoto(catalogue.rules, variant, serial.serial);
  return {
    ok: true,
    needsImage: !isUnique || tagPhoto,
    product: {
      clientId: item.client_id,
      serialNumber: serial.serial,
      type,
      size,
      variant,
      isUnique,
      requiresTagPhoto: tagPhoto,
    },
  };
}

const accepting = (project: ProjectRecord) =>
  (PROJECT_STATUSES_ACCEPTING_PRODUCTS as readonly number[]).includes(project.status);

/** JPEG starts with FF D8 FF, PNG with its 8-byte signature: the type comes from the bytes, not the name. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

export function createProductsService(deps: ProductsServiceDeps) {
  const { repository } = deps;

  async function regionRules(companyId: number) {
    const context = await deps.projectsRepository.findCompanyContext(companyId);
    if (!context) throw AppError.notFound();
    return { part2Optional: isGenericTagRegion(regionById(context.regionId)?.code ?? '') };
  }

  async function answerProduct(
    companyId: number,
    projectId: number,
    productUuid: string,
  ): Promise<ProjectProduct> {
    const project = await deps.projectsRepository.findById(companyId, projectId);
    if (!project) throw projectNotFound();
    const detail = await deps.projects.detail(companyId, project);
    const product = detail.products.find((p) => p.uuid === productUuid);
    if (!product) throw AppError.notFound();
    return product;
  }

  return {
    /**
     * POST /v1/scans (spec 02 §7, §8): one product into a project. A retry with the same client id answers
     * the first saved product; a serial registered anywhere else answers 406.
     */
    async save(companyId: number, userUuid: string, body: SaveScan): Promise<ProjectProduct> {
      const [{ part2Optional }, catalogue] = await Promise.all([
        regionRules(companyId),
        deps.catalogue.get(),
      ]);
      const checked = checkScan(body, catalogue, part2Optional);
      if (!checked.ok) throw new AppError(400, checked.code, checked.reason);
      const image = body.image_data ? await repository.findImage(companyId, body.image_data) : null;
      if (checked.needsImage && !image) {
        throw new AppError(400, SCAN_SAVE_ERRORS.IMAGE_REQUIRED, MESSAGES.scanImageRequired);
      }
      const now = deps.clock.now();
      const saved = await deps.db.transaction(async (tx) => {
        const project = await deps.projectsRepository.lockByUuid(tx, companyId, body.projects_id);
        if (!project) throw projectNotFound();
        const [replay] = await repository.findByClientIds(tx, [body.client_id]);
        if (replay) return replay;
        if (!accepting(project)) {
          throw new AppError(
            409,
            SCAN_SAVE_ERRORS.PROJECT_NOT_ACCEPTING,
            MESSAGES.projectNotAcceptingProducts,
          );
        }
        const [inserted] = await repository.insertMany(
          tx,
          [{ ...checked.product, projectId: project.id, companyId, imageId: image?.id ?? null }],
          userUuid,
          now,
        );
        if (inserted) {
          await repository.touchProjects(tx, [project.id], now);
          return inserted;
        }
        // Skipped by a unique index: the same scan saved by a parallel retry, or the serial taken.
        const [parallel] = await repository.findByClientIds(tx, [body.client_id]);
        if (parallel) return parallel;
        throw new AppError(406, SCAN_SAVE_ERRORS.ALREADY_SCANNED, MESSAGES.productAlreadyScanned);
      });
      // A client id is a random uuid of the app; one of another company cannot be a replay of ours.
      if (saved.companyId !== companyId) {
        throw new AppError(406, SCAN_SAVE_ERRORS.ALREADY_SCANNED, MESSAGES.productAlreadyScanned);
      }
      return answerProduct(companyId, saved.projectId, saved.uuid);
    },

    /**
     * POST /v1/scans/bulk (spec 02 §7, §8, ARCHITECTURE §6): the offline backlog. The catalogue check runs
     * in memory, the projects are locked in one query, replays are found in one query and the rest goes
     * in one set insert that skips what the unique indexes refuse; each item gets its verdict.
     */
    async saveBulk(companyId: number, userUuid: string, items: SaveScansBulk): Promise<SaveScansBulkResult> {
      const [{ part2Optional }, catalogue] = await Promise.all([
        regionRules(companyId),
        deps.catalogue.get(),
      ]);
      const verdicts: SaveScansBulkResult = items.map((item) => ({
        client_id: item.client_id,
        serial_number: item.serial_number,
        status: 'error',
      }));
      const fail = (index: number, reason: string) =>
        Object.assign(verdicts[index]!, { status: 'error', reason });
      const pass = (index: number, uuid: string) =>
        Object.assign(verdicts[index]!, { status: 'valid', uuid });

      // The first item of each client id speaks for its repeats within the batch.
      const firstOfClient = new Map<string, number>();
      const candidates: {
        index: number;
        product: Extract<Checked, { ok: true }>['product'];
        project: string;
      }[] = [];
      items.forEach((item, index) => {
        if (firstOfClient.has(item.client_id)) return;
        firstOfClient.set(item.client_id, index);
        const checked = checkScan(item, catalogue, part2Optional);
        if (!checked.ok) return fail(index, checked.reason);
        // Photo scans go one by one with their uploaded image.
        if (checked.needsImage) return fail(index, MESSAGES.scanImageRequired);
        candidates.push({ index, product: checked.product, project: item.projects_id });
      });

      const now = deps.clock.now();
      if (candidates.length > 0) {
        await deps.db.transaction(async (tx) => {
          const projects = await deps.projectsRepository.lockManyByUuid(tx, companyId, [
            ...new Set(candidates.map((c) => c.project)),
          ]);
          const byUuid = new Map(projects.map((p) => [p.uuid, p]));
          const replays = new Map(
            (
              await repository.findByClientIds(
                tx,
                candidates.map((c) => c.product.clientId),
              )
            ).map((r) => [r.clientId, r]),
          );
          const rows: NewProduct[] = [];
          const pending: typeof candidates = [];
          for (const candidate of candidates) {
            const replay = replays.get(candidate.product.clientId);
            if (replay) {
              if (replay.companyId === companyId) pass(candidate.index, replay.uuid);
              else fail(candidate.index, MESSAGES.productAlreadyScanned);
              continue;
            }
            const project = byUuid.get(candidate.project);
            if (!project) {
              fail(candidate.index, MESSAGES.projectNotFound);
              continue;
            }
            if (!accepting(project)) {
              fail(candidate.index, MESSAGES.projectNotAcceptingProducts);
              continue;
            }
            rows.push({ ...candidate.product, projectId: project.id, companyId, imageId: null });
            pending.push(candidate);
          }
          const inserted = new Map(
            (await repository.insertMany(tx, rows, userUuid, now)).map((r) => [r.clientId, r]),
          );
          const skipped = pending.filter((c) => !inserted.has(c.product.clientId));
          // Skipped rows: a parallel retry of the same scan (committed meanwhile) or a serial taken.
          const late = new Map(
            (
              await repository.findByClientIds(
                tx,
                skipped.map((c) => c.product.clientId),
              )
            ).map((r) => [r.clientId, r]),
          );
          for (const candidate of pending) {
            const row = inserted.get(candidate.product.clientId) ?? late.get(candidate.product.clientId);
            if (row && row.companyId === companyId) pass(candidate.index, row.uuid);
            else fail(candidate.index, MESSAGES.productAlreadyScanned);
          }
          await repository.touchProjects(
            tx,
            [...new Set([...inserted.values()].map((r) => r.projectId))],
            now,
          );
        });
      }
      items.forEach((item, index) => {
        const first = firstOfClient.get(item.client_id);
        if (first !== undefined && first !== index) {
          verdicts[index] = { ...verdicts[first]!, serial_number: item.serial_number };
        }
      });
      return verdicts;
    },

    /** DELETE /v1/scans/{id}: spec 02 §4, only while the project is in progress. */
    async remove(companyId: number, uuid: string): Promise<Ok> {
      await deps.db.transaction(async (tx) => {
        const product = await repository.findProduct(tx, companyId, uuid);
        if (!product) throw AppError.notFound();
        if (product.projectStatus !== PROJECT_STATUS.IN_PROGRESS) {
          throw new AppError(409, 'product_delete_not_allowed', MESSAGES.productDeleteNotAllowed);
        }
        await repository.deleteProduct(tx, product.id);
        await repository.touchProjects(tx, [product.projectId], deps.clock.now());
      });
      return { ok: true };
    },

    /** POST /v1/scans/images: a JPEG or PNG (by its bytes), stored under the uploads folder. */
    async storeImage(companyId: number, bytes: Buffer): Promise<ScanImage> {
      if (bytes.length > SCAN_IMAGE_MAX_BYTES) {
        throw new AppError(413, 'payload_too_large', 'The file is too large.');
      }
      const mimeType = sniffImageType(bytes);
      if (!mimeType) throw AppError.validation({ image: ['The image must be a JPEG or PNG picture.'] });
      const uuid = randomUUID();
      const path = join(
        'scan-images',
        String(companyId),
        `${uuid}.${mimeType === 'image/png' ? 'png' : 'jpg'}`,
      );
      const file = join(deps.uploadsDir, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      await repository.insertImage({ uuid, companyId, path, mimeType, bytes: bytes.length });
      return { image_data: uuid, thumbnail: thumbnailUrl(uuid) };
    },

    /** GET /v1/scans/images/{id}: the caller's company's photo only. */
    async readImage(companyId: number, uuid: string): Promise<{ mimeType: string; bytes: Buffer }> {
      const image = await repository.findImage(companyId, uuid);
      if (!image) throw AppError.notFound();
      try {
        return { mimeType: image.mimeType, bytes: await readFile(join(deps.uploadsDir, image.path)) };
      } catch {
        throw AppError.notFound();
      }
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
