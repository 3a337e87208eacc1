import {
  MESSAGES,
  SCAN_CODE_NOT_FOUND,
  SCAN_CONFIRMATION_STATUSES,
  parseSerialCode,
  requiresTagPhoto,
  type ScanConfirmation,
  type ScanConfirmationItem,
  type ScanConfirmationListResult,
} from '@club/contract';
import { AppError } from '../../lib/app-error';
import type { Catalogue, CatalogueService } from '../catalogue/catalogue.service';
import type { Db } from '../../db/database';
import { productPoints, tierTopUps } from '../projects/project-points';
import { createProjectsRepository } from '../projects/projects.repository';
import { createTiersRepository } from '../tiers/tiers.repository';
import { scanRegionOf, type ScanRegion } from './scan-region';
import { createScansRepository } from './scans.repository';

export interface ScanConfirmationServiceDeps {
  db: Db;
  catalogue: CatalogueService;
}

type Outcome = ScanConfirmation | { status: typeof SCAN_CONFIRMATION_STATUSES.CODE_NOT_FOUND };

/** Catalogue codes are compared in upper case; an empty detail counts as missing. */
const detail = (value: string | undefined): string => (value ?? '').trim().toUpperCase();

/**
 * spec 02 §7, §8: one code against the catalogue. The code must be able to be a serial (the contract
 * rule: look-alikes mapped, A–Z0–9, 8 + 4); the details must all be given and known, otherwise the app asks
 * for them (partial).
 */
function confirm(
  item: ScanConfirmationItem,
  catalogue: Catalogue,
  region: ScanRegion,
  topUps: ReadonlyMap<number, number>,
): Outcome {
  const serial = parseSerialCode(item.code, { part2Optional: region.part2Optional });
  if (!serial.ok) return { status: SCAN_CONFIRMATION_STATUSES.CODE_NOT_FOUND };
  const type = detail(item.type);
  const size = detail(item.size);
  const variant = detail(item.variant);
  if (!catalogue.types.has(type) || !catalogue.sizes.has(size) || !catalogue.variants.has(variant)) {
    return { status: SCAN_CONFIRMATION_STATUSES.PARTIAL };
  }
  // The project's own rule (decision 008), so the review and the project show the same number. A
  // scannable type without points in the region earns nothing rather than being refused: the product is
  // real, only the region's table lacks it (operators fill it in).
  const { base, total } = productPoints({ catalogue, regionId: region.id, topUps }, type);
  return {
    status: SCAN_CONFIRMATION_STATUSES.VALID,
    code: serial.serial,
    type,
    size,
    variant,
    requires_tag_photo: requiresTagPhoto(catalogue.rules, variant, serial.serial),
    points: total,
    catalogue_points: base,
    tier_bonus: total - base,
  };
}

export function createScanConfirmationService(deps: ScanConfirmationServiceDeps) {
  const scans = createScansRepository(deps.db);
  const projects = createProjectsRepository(deps.db);
  const tiers = createTiersRepository(deps.db);
  const regionOf = (companyId: number) => scanRegionOf(projects, companyId);

  return {
    /** GET /v1/scans/confirmation. */
    async confirmOne(companyId: number, item: ScanConfirmationItem): Promise<ScanConfirmation> {
      const [region, catalogue, progress] = await Promise.all([
        regionOf(companyId),
        deps.catalogue.get(),
        tiers.progressOf(companyId),
      ]);
      const outcome = confirm(item, catalogue, region, tierTopUps(progress, catalogue));
      if (outcome.status === SCAN_CONFIRMATION_STATUSES.CODE_NOT_FOUND) {
        throw new AppError(404, SCAN_CODE_NOT_FOUND, MESSAGES.invalidProduct);
      }
      // ARCHITECTURE §6: a serial registered anywhere in the club cannot be added again.
      const serial = parseSerialCode(item.code, { part2Optional: region.part2Optional });
      if (serial.ok && !serial.generic && (await scans.registeredSerials([serial.serial])).size > 0) {
        throw new AppError(406, SCAN_CONFIRMATION_STATUSES.ALREADY_SCANNED, MESSAGES.productAlreadyScanned);
      }
      return outcome;
    },

    /**
     * POST /v1/scans/confirmation: the same check per item against one catalogue snapshot (kept in
     * memory), so a list of 1000 costs the region query and no query per item.
     */
    async confirmList(companyId: number, items: ScanConfirmationItem[]): Promise<ScanConfirmationListResult> {
      const [region, catalogue] = await Promise.all([regionOf(companyId), deps.catalogue.get()]);
      // the list answers statuses only: no points, so no tier levels to read
      const outcomes = items.map((item) => ({
        code: item.code,
        status: confirm(item, catalogue, region, new Map()).status,
        serial: parseSerialCode(item.code, { part2Optional: region.part2Optional }),
      }));
      // ARCHITECTURE §6: the serials registered already, read in one query for the whole list.
      const registered = await scans.registeredSerials(
        outcomes.flatMap((o) => (o.serial.ok && !o.serial.generic ? [o.serial.serial] : [])),
      );
      return outcomes.map(({ code, status, serial }) => ({
        code,
        status:
          status !== SCAN_CONFIRMATION_STATUSES.CODE_NOT_FOUND && serial.ok && registered.has(serial.serial)
            ? SCAN_CONFIRMATION_STATUSES.ALREADY_SCANNED
            : status,
      }));
    },
  };
}

export type ScanConfirmationService = ReturnType<typeof createScanConfirmationService>;
