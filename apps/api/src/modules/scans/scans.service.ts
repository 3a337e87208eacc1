import {
  ERROR_CODES,
  MESSAGES,
  PROJECT_STATUS,
  PROJECT_STATUSES_ACCEPTING_PRODUCTS,
  SCAN_SAVE_ERRORS,
  parseSerialCode,
  requiresTagPhoto,
  type ErrorCode,
  type Ok,
  type ProjectProduct,
  type SaveScan,
  type SaveScansBulk,
  type SaveScansBulkResult,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Catalogue, CatalogueService } from '../catalogue/catalogue.service';
import { createProjectsRepository, type ProjectRecord } from '../projects/projects.repository';
import { projectNotFound, type ProjectsService } from '../projects/projects.service';
import { scanRegionOf } from './scan-region';
import { createScansRepository, type NewProduct, type SavedProduct } from './scans.repository';

export interface ScansServiceDeps {
  db: Db;
  projects: ProjectsService;
  catalogue: CatalogueService;
  clock: Clock;
}

type ScanInput = Omit<SaveScan, 'image_data'>;

/** A scan that passed the catalogue check, ready to insert once its project is known. */
type CheckedProduct = Omit<NewProduct, 'projectId' | 'companyId' | 'imageId'>;

type Checked =
  { ok: true; product: CheckedProduct; needsImage: boolean } | { ok: false; reason: string; code: ErrorCode };

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
  // ARCHITECTURE §6: the server decides uniqueness from the serial itself, never from the client's flag
  // (`is_unique` is accepted for the spec's payload and ignored). A code without part 2 (generic tags)
  // is not unique: its photo identifies it instead; any other serial is registered once in the club.
  const isUnique = !serial.generic;
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

/** One item of a bulk save that passed the catalogue check, waiting for its project. */
interface Candidate {
  index: number;
  product: CheckedProduct;
  project: string;
}

const alreadyScanned = () =>
  new AppError(406, SCAN_SAVE_ERRORS.ALREADY_SCANNED, MESSAGES.productAlreadyScanned);

/** A bulk save's answer, one verdict per item in the order sent; every item starts as an error. */
function createVerdicts(items: SaveScansBulk) {
  const verdicts: SaveScansBulkResult = items.map((item) => ({
    client_id: item.client_id,
    serial_number: item.serial_number,
    status: 'error',
  }));
  return {
    verdicts,
    fail: (index: number, reason: string) => Object.assign(verdicts[index]!, { status: 'error', reason }),
    pass: (index: number, uuid: string) => Object.assign(verdicts[index]!, { status: 'valid', uuid }),
    /** The first item of each client id speaks for its repeats within the batch. */
    copyToRepeats(firstOfClient: ReadonlyMap<string, number>) {
      items.forEach((item, index) => {
        const first = firstOfClient.get(item.client_id);
        if (first !== undefined && first !== index) {
          verdicts[index] = { ...verdicts[first]!, serial_number: item.serial_number };
        }
      });
    },
  };
}
type Verdicts = ReturnType<typeof createVerdicts>;

const byClientId = <T extends { clientId: string }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [row.clientId, row]));

export function createScansService(deps: ScansServiceDeps) {
  const projectsRepository = createProjectsRepository(deps.db);

  async function readyToCheck(companyId: number) {
    const [{ part2Optional }, catalogue] = await Promise.all([
      scanRegionOf(projectsRepository, companyId),
      deps.catalogue.get(),
    ]);
    return { part2Optional, catalogue };
  }

  async function answerProduct(companyId: number, saved: SavedProduct): Promise<ProjectProduct> {
    const project = await projectsRepository.findById(companyId, saved.projectId);
    if (!project) throw projectNotFound();
    const detail = await deps.projects.detail(companyId, project);
    const product = detail.products.find((p) => p.uuid === saved.uuid);
    if (!product) throw AppError.notFound();
    return product;
  }

  /** Bulk step 1: the catalogue check in memory; repeats of a client id are left to their first. */
  function checkBatch(
    items: SaveScansBulk,
    verdicts: Verdicts,
    rules: { part2Optional: boolean; catalogue: Catalogue },
  ) {
    const firstOfClient = new Map<string, number>();
    const candidates: Candidate[] = [];
    items.forEach((item, index) => {
      if (firstOfClient.has(item.client_id)) return;
      firstOfClient.set(item.client_id, index);
      const checked = checkScan(item, rules.catalogue, rules.part2Optional);
      if (!checked.ok) return verdicts.fail(index, checked.reason);
      // Photo scans go one by one with their uploaded image.
      if (checked.needsImage) return verdicts.fail(index, MESSAGES.scanImageRequired);
      candidates.push({ index, product: checked.product, project: item.projects_id });
    });
    return { firstOfClient, candidates };
  }

  /**
   * Bulk step 2, in the transaction: replays answer their first save; the others need a project of the
   * company that accepts products. Answers the rows to insert and the candidates behind them.
   */
  async function placeCandidates(
    tx: Db,
    companyId: number,
    candidates: readonly Candidate[],
    verdicts: Verdicts,
  ) {
    const projects = await createProjectsRepository(tx).lockManyByUuid(companyId, [
      ...new Set(candidates.map((c) => c.project)),
    ]);
    const byUuid = new Map(projects.map((p) => [p.uuid, p]));
    const replays = byClientId(
      await createScansRepository(tx).findByClientIds(candidates.map((c) => c.product.clientId)),
    );
    const rows: NewProduct[] = [];
    const pending: Candidate[] = [];
    for (const candidate of candidates) {
      const replay = replays.get(candidate.product.clientId);
      const project = byUuid.get(candidate.project);
      if (replay) {
        if (replay.companyId === companyId) verdicts.pass(candidate.index, replay.uuid);
        else verdicts.fail(candidate.index, MESSAGES.productAlreadyScanned);
      } else if (!project) {
        verdicts.fail(candidate.index, MESSAGES.projectNotFound);
      } else if (!accepting(project)) {
        verdicts.fail(candidate.index, MESSAGES.projectNotAcceptingProducts);
      } else {
        rows.push({ ...candidate.product, projectId: project.id, companyId, imageId: null });
        pending.push(candidate);
      }
    }
    return { rows, pending };
  }

  /**
   * Bulk step 3, in the transaction: one set insert; a row the unique indexes skipped is a parallel retry
   * of the same scan (committed meanwhile) or a serial taken. Answers the projects that got products.
   */
  async function insertPending(
    tx: Db,
    companyId: number,
    userUuid: string,
    placed: { rows: NewProduct[]; pending: Candidate[] },
    verdicts: Verdicts,
    now: Date,
  ): Promise<{ changedProjects: number[]; takenSerials: string[] }> {
    const scans = createScansRepository(tx);
    const inserted = byClientId(await scans.insertMany(placed.rows, userUuid, now));
    const skipped = placed.pending.filter((c) => !inserted.has(c.product.clientId));
    const late = byClientId(await scans.findByClientIds(skipped.map((c) => c.product.clientId)));
    const takenSerials: string[] = [];
    for (const candidate of placed.pending) {
      const row = inserted.get(candidate.product.clientId) ?? late.get(candidate.product.clientId);
      if (row && row.companyId === companyId) verdicts.pass(candidate.index, row.uuid);
      else verdicts.fail(candidate.index, MESSAGES.productAlreadyScanned);
      // no row under its client id: the unique serial index refused it (another company's client id is
      // no attempt on a serial)
      if (!row) takenSerials.push(candidate.product.serialNumber);
    }
    return {
      changedProjects: [...new Set([...inserted.values()].map((row) => row.projectId))],
      takenSerials,
    };
  }

  /**
   * Decision 017: a scan refused because its serial is registered already is kept (who, which company,
   * when), after the refused transaction, so that the review shows the serial going round.
   */
  async function recordRefusedSerials(companyId: number, userUuid: string, serials: readonly string[]) {
    if (serials.length === 0) return;
    const scans = createScansRepository(deps.db);
    const userId = await scans.findUserId(userUuid);
    await scans.insertSerialAttempts(
      serials.map((serialNumber) => ({ serialNumber, companyId, userId })),
      deps.clock.now(),
    );
  }

  return {
    /**
     * POST /v1/scans (spec 02 §7, §8): one product into a project. A retry with the same client id answers
     * the first saved product; a serial registered anywhere else answers 406.
     */
    async save(companyId: number, userUuid: string, body: SaveScan): Promise<ProjectProduct> {
      const { part2Optional, catalogue } = await readyToCheck(companyId);
      const checked = checkScan(body, catalogue, part2Optional);
      if (!checked.ok) throw new AppError(400, checked.code, checked.reason);
      const scans = createScansRepository(deps.db);
      const image = body.image_data ? await scans.findImage(companyId, body.image_data) : null;
      if (checked.needsImage && !image) {
        throw new AppError(400, SCAN_SAVE_ERRORS.IMAGE_REQUIRED, MESSAGES.scanImageRequired);
      }
      const now = deps.clock.now();
      const refused = async (error: unknown): Promise<never> => {
        if (error instanceof AppError && error.code === SCAN_SAVE_ERRORS.ALREADY_SCANNED) {
          await recordRefusedSerials(companyId, userUuid, [checked.product.serialNumber]);
        }
        throw error;
      };
      const saved = await deps.db
        .transaction(async (tx) => {
          const projects = createProjectsRepository(tx);
          const scansInTx = createScansRepository(tx);
          const project = await projects.lockByUuid(companyId, body.projects_id);
          if (!project) throw projectNotFound();
          const [replay] = await scansInTx.findByClientIds([body.client_id]);
          if (replay) return replay;
          if (!accepting(project)) {
            throw new AppError(
              409,
              SCAN_SAVE_ERRORS.PROJECT_NOT_ACCEPTING,
              MESSAGES.projectNotAcceptingProducts,
            );
          }
          const [inserted] = await scansInTx.insertMany(
            [{ ...checked.product, projectId: project.id, companyId, imageId: image?.id ?? null }],
            userUuid,
            now,
          );
          if (inserted) {
            await deps.projects.touch(tx, [project.id], now);
            return inserted;
          }
          // Skipped by a unique index: the same scan saved by a parallel retry, or the serial taken.
          const [parallel] = await scansInTx.findByClientIds([body.client_id]);
          if (parallel) return parallel;
          throw alreadyScanned();
        })
        .catch(refused);
      // A client id is a random uuid of the app; one of another company cannot be a replay of ours.
      if (saved.companyId !== companyId) throw alreadyScanned();
      return answerProduct(companyId, saved);
    },

    /**
     * POST /v1/scans/bulk (spec 02 §7, §8, ARCHITECTURE §6): the offline backlog. The catalogue check runs
     * in memory, the projects are locked in one query, replays are found in one query and the rest goes
     * in one set insert that skips what the unique indexes refuse; each item gets its verdict.
     */
    async saveBulk(companyId: number, userUuid: string, items: SaveScansBulk): Promise<SaveScansBulkResult> {
      const rules = await readyToCheck(companyId);
      const verdicts = createVerdicts(items);
      const { firstOfClient, candidates } = checkBatch(items, verdicts, rules);
      const now = deps.clock.now();
      let takenSerials: string[] = [];
      if (candidates.length > 0) {
        await deps.db.transaction(async (tx) => {
          const placed = await placeCandidates(tx, companyId, candidates, verdicts);
          const inserted = await insertPending(tx, companyId, userUuid, placed, verdicts, now);
          await deps.projects.touch(tx, inserted.changedProjects, now);
          takenSerials = inserted.takenSerials;
        });
      }
      await recordRefusedSerials(companyId, userUuid, takenSerials);
      verdicts.copyToRepeats(firstOfClient);
      return verdicts.verdicts;
    },

    /** DELETE /v1/scans/{id}: spec 02 §4, only while the project is in progress. */
    async remove(companyId: number, uuid: string): Promise<Ok> {
      await deps.db.transaction(async (tx) => {
        const scans = createScansRepository(tx);
        const product = await scans.findProductForUpdate(companyId, uuid);
        if (!product) throw AppError.notFound();
        if (product.projectStatus !== PROJECT_STATUS.IN_PROGRESS) {
          throw new AppError(409, ERROR_CODES.productDeleteNotAllowed, MESSAGES.productDeleteNotAllowed);
        }
        await scans.deleteProduct(product.id);
        await deps.projects.touch(tx, [product.projectId], deps.clock.now());
      });
      return { ok: true };
    },
  };
}

export type ScansService = ReturnType<typeof createScansService>;
