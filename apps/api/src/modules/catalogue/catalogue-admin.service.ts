import {
  CART_PRODUCT_TYPES,
  DIRECT_PRODUCT_TYPES,
  ERROR_CODES,
  PHYSICAL_PRODUCT_TYPES,
  isProductTypeIn,
  regionByCode,
  regionById,
  type CatalogueImportChange,
  type CatalogueImportReport,
  type CatalogueLists,
  type CatalogueProductType,
  type CatalogueProductTypeUpdate,
  type CatalogueSize,
  type CatalogueTagPhotoRule,
  type CatalogueTypeQuery,
  type CatalogueVariant,
  type RegionPoints,
  type AuditAction,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import type { AuditService } from '../operators/audit.service';
import type { OperatorActor } from '../operators/admin-settings.service';
import {
  createCatalogueAdminRepository,
  type CatalogueAdminRepository,
  type PointsRow,
  type ProductSizeRow,
  type ProductTypeRow,
  type ProductVariantRow,
  type TagPhotoRuleRow,
} from './catalogue-admin.repository';
import { planImport, type CatalogueSnapshot, type ImportPlan } from './catalogue-import';

export interface CatalogueAdminServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  /** The scanner's catalogue and the private config built on it: dropped after every write. */
  invalidate: () => void;
}

/** spec 01 §4: the shop groupings follow from the kind, as the seed sets them. */
const groupingsOf = (kind: string) => ({
  isPhysical: isProductTypeIn(PHYSICAL_PRODUCT_TYPES, kind),
  inCart: isProductTypeIn(CART_PRODUCT_TYPES, kind),
  isDirect: isProductTypeIn(DIRECT_PRODUCT_TYPES, kind),
});

const shapeOf = (width: number, height: number) => (width === height ? 'square' : 'rectangular');

/** A type's points by country code, in the regions' order (the contract's REGIONS). */
function pointsByCode(rows: readonly PointsRow[], code: string): Record<string, number> {
  const points: Record<string, number> = {};
  const own = rows.filter((row) => row.productTypeCode === code).sort((a, b) => a.regionId - b.regionId);
  for (const row of own) {
    const region = regionById(row.regionId);
    if (region) points[region.code] = row.points;
  }
  return points;
}

function typeToApi(row: ProductTypeRow, points: readonly PointsRow[]): CatalogueProductType {
  return {
    code: row.code,
    name: row.name,
    kind: row.kind,
    is_scannable: row.isScannable,
    is_active: row.isActive,
    position: row.position,
    points: pointsByCode(points, row.code),
  };
}

const variantToApi = (row: ProductVariantRow): CatalogueVariant => ({
  code: row.code,
  name: row.name,
  is_active: row.isActive,
  position: row.position,
});
const sizeToApi = (row: ProductSizeRow): CatalogueSize => ({
  code: row.code,
  width_cm: row.widthCm,
  height_cm: row.heightCm,
  shape: row.shape === 'square' ? 'square' : 'rectangular',
  is_active: row.isActive,
});
const ruleToApi = (row: TagPhotoRuleRow): CatalogueTagPhotoRule => ({
  id: row.id,
  variant: row.variantCode,
  factory: row.factory,
  year: row.year,
});

function regionPoints(points: RegionPoints): Map<number, number> {
  const map = new Map<number, number>();
  for (const [code, value] of Object.entries(points)) {
    const region = regionByCode(code);
    if (region && value !== undefined) map.set(region.id, value);
  }
  return map;
}

async function snapshotOf(repository: CatalogueAdminRepository): Promise<CatalogueSnapshot> {
  const [types, variants, sizes, points, rules, nextTypePosition] = await Promise.all([
    repository.allTypes(),
    repository.listVariants(),
    repository.listSizes(),
    repository.allPoints(),
    repository.listRules(),
    repository.nextTypePosition(),
  ]);
  return {
    types: new Map(types.map((row) => [row.code, row])),
    variants: new Map(variants.map((row) => [row.code, row])),
    sizes: new Map(sizes.map((row) => [row.code, row])),
    points: new Map(points.map((row) => [`${row.productTypeCode}|${row.regionId}`, row.points])),
    rules: new Set(rules.map((row) => `${row.variantCode}|${row.factory}|${row.year}`)),
    nextTypePosition,
  };
}

function reportOf(plan: ImportPlan, applied: boolean): CatalogueImportReport {
  const count = (action: CatalogueImportChange['action']) =>
    plan.changes.filter((change) => change.action === action).length;
  return {
    fingerprint: plan.fingerprint,
    applied,
    lines: plan.lines,
    counts: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      refused: plan.refusedLines,
    },
    errors: plan.errors,
    changes: plan.changes,
  };
}

/** Writes one planned change; the plan checked every value against the catalogue's rules already. */
async function applyChange(repository: CatalogueAdminRepository, change: CatalogueImportChange) {
  const after = change.after;
  const text = (field: string) => after[field] as string | undefined;
  const flag = (field: string) => after[field] as boolean | undefined;
  const number = (field: string) => after[field] as number | undefined;
  switch (change.record) {
    case 'type': {
      const kind = text('kind');
      const values = {
        ...(text('name') !== undefined ? { name: text('name') } : {}),
        ...(kind !== undefined ? { kind, ...groupingsOf(kind) } : {}),
        ...(flag('is_scannable') !== undefined ? { isScannable: flag('is_scannable') } : {}),
        ...(flag('is_active') !== undefined ? { isActive: flag('is_active') } : {}),
        ...(number('position') !== undefined ? { position: number('position') } : {}),
      };
      if (change.action === 'create') {
        await repository.insertType({ code: change.key, name: '', kind: kind ?? '', ...values });
      } else await repository.updateType(change.key, values);
      return;
    }
    case 'variant': {
      const values = {
        ...(text('name') !== undefined ? { name: text('name') } : {}),
        ...(flag('is_active') !== undefined ? { isActive: flag('is_active') } : {}),
      };
      if (change.action === 'create')
        await repository.insertVariant({ code: change.key, name: '', ...values });
      else await repository.updateVariant(change.key, values);
      return;
    }
    case 'size': {
      const values = {
        ...(number('width_cm') !== undefined ? { widthCm: number('width_cm') } : {}),
        ...(number('height_cm') !== undefined ? { heightCm: number('height_cm') } : {}),
        ...(text('shape') !== undefined ? { shape: text('shape') } : {}),
        ...(flag('is_active') !== undefined ? { isActive: flag('is_active') } : {}),
      };
      if (change.action === 'create') {
        await repository.insertSize({ code: change.key, widthCm: 0, heightCm: 0, shape: '', ...values });
      } else await repository.updateSize(change.key, values);
      return;
    }
    case 'points': {
      const [code = '', regionCode = ''] = change.key.split(' ');
      const region = regionByCode(regionCode);
      if (!region) throw new Error(`planned points for unknown region ${regionCode}`);
      await repository.upsertPoints({
        productTypeCode: code,
        regionId: region.id,
        points: number('points') ?? 0,
      });
      return;
    }
    case 'tag_photo': {
      const [variantCode = ''] = change.key.split(' ');
      await repository.insertRule({ variantCode, factory: text('factory') ?? '', year: number('year') ?? 0 });
      return;
    }
  }
}

/** The operators' catalogue (ARCHITECTURE §6): reads, edits and the CSV import, each write audited. */
export function createCatalogueAdminService(deps: CatalogueAdminServiceDeps) {
  const repository = createCatalogueAdminRepository(deps.db);

  /** One write: the catalogue lock, the change and its audit row in one transaction, then the caches. */
  async function write<T>(
    actor: OperatorActor,
    action: AuditAction,
    targetId: string,
    change: (repository: CatalogueAdminRepository) => Promise<{ result: T; before: unknown; after: unknown }>,
  ): Promise<T> {
    const operatorId = await deps.audit.operatorId(actor.operatorUuid);
    if (operatorId === null) throw AppError.unauthorized();
    const result = await deps.db.transaction(async (tx) => {
      const locked = createCatalogueAdminRepository(tx);
      await locked.lockCatalogue();
      const done = await change(locked);
      await deps.audit.recordIn(tx, {
        operatorId,
        action,
        targetType: 'catalogue',
        targetId,
        data: null,
        before: done.before,
        after: done.after,
        requestId: actor.requestId,
      });
      return done.result;
    });
    deps.invalidate();
    return result;
  }

  async function typeOf(repo: CatalogueAdminRepository, code: string): Promise<CatalogueProductType | null> {
    const row = await repo.findType(code);
    return row ? typeToApi(row, await repo.pointsOf([code])) : null;
  }

  return {
    async listTypes(query: CatalogueTypeQuery) {
      const { rows, total } = await repository.listTypes(query, pageWindow(query));
      const points = await repository.pointsOf(rows.map((row) => row.code));
      return { data: rows.map((row) => typeToApi(row, points)), meta: pageMeta(query, total) };
    },

    async getType(code: string): Promise<CatalogueProductType> {
      const found = await typeOf(repository, code);
      if (!found) throw AppError.notFound();
      return found;
    },

    async createType(
      actor: OperatorActor,
      body: {
        code: string;
        name: string;
        kind: string;
        is_scannable: boolean;
        is_active: boolean;
        position: number;
        points: RegionPoints;
      },
    ): Promise<CatalogueProductType> {
      return write(actor, 'catalogue.type.create', `type:${body.code}`, async (repo) => {
        if (await repo.findType(body.code)) {
          throw AppError.validation({ code: ['A product type with this code exists.'] });
        }
        await repo.insertType({
          code: body.code,
          name: body.name,
          kind: body.kind,
          ...groupingsOf(body.kind),
          isScannable: body.is_scannable,
          isActive: body.is_active,
          position: body.position,
        });
        await repo.replacePoints(body.code, regionPoints(body.points));
        const created = await typeOf(repo, body.code);
        if (!created) throw new Error('product type vanished after insert');
        return { result: created, before: null, after: created };
      });
    },

    async updateType(
      actor: OperatorActor,
      code: string,
      body: CatalogueProductTypeUpdate,
    ): Promise<CatalogueProductType> {
      return write(actor, 'catalogue.type.update', `type:${code}`, async (repo) => {
        const before = await typeOf(repo, code);
        if (!before) throw AppError.notFound();
        await repo.updateType(code, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.kind !== undefined ? { kind: body.kind, ...groupingsOf(body.kind) } : {}),
          ...(body.is_scannable !== undefined ? { isScannable: body.is_scannable } : {}),
          ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
          ...(body.position !== undefined ? { position: body.position } : {}),
        });
        if (body.points) await repo.replacePoints(code, regionPoints(body.points));
        const after = await typeOf(repo, code);
        if (!after) throw new Error('product type vanished under the catalogue lock');
        return { result: after, before, after };
      });
    },

    async lists(): Promise<CatalogueLists> {
      const [variants, sizes, rules] = await Promise.all([
        repository.listVariants(),
        repository.listSizes(),
        repository.listRules(),
      ]);
      return {
        variants: variants.map(variantToApi),
        sizes: sizes.map(sizeToApi),
        tag_photo_rules: rules.map(ruleToApi),
      };
    },

    createVariant(
      actor: OperatorActor,
      body: { code: string; name: string; is_active: boolean; position: number },
    ) {
      return write(actor, 'catalogue.variant.create', `variant:${body.code}`, async (repo) => {
        if (await repo.findVariant(body.code)) {
          throw AppError.validation({ code: ['A variant with this code exists.'] });
        }
        await repo.insertVariant({
          code: body.code,
          name: body.name,
          isActive: body.is_active,
          position: body.position,
        });
        const created = variantToApi({
          code: body.code,
          name: body.name,
          isActive: body.is_active,
          position: body.position,
        });
        return { result: created, before: null, after: created };
      });
    },

    updateVariant(
      actor: OperatorActor,
      code: string,
      body: { name?: string | undefined; is_active?: boolean | undefined; position?: number | undefined },
    ) {
      return write(actor, 'catalogue.variant.update', `variant:${code}`, async (repo) => {
        const current = await repo.findVariant(code);
        if (!current) throw AppError.notFound();
        await repo.updateVariant(code, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
          ...(body.position !== undefined ? { position: body.position } : {}),
        });
        const updated = await repo.findVariant(code);
        if (!updated) throw new Error('variant vanished under the catalogue lock');
        return { result: variantToApi(updated), before: variantToApi(current), after: variantToApi(updated) };
      });
    },

    createSize(
      actor: OperatorActor,
      body: { code: string; width_cm: number; height_cm: number; is_active: boolean },
    ) {
      return write(actor, 'catalogue.size.create', `size:${body.code}`, async (repo) => {
        if (await repo.findSize(body.code)) {
          throw AppError.validation({ code: ['A size with this code exists.'] });
        }
        const row = {
          code: body.code,
          widthCm: body.width_cm,
          heightCm: body.height_cm,
          shape: shapeOf(body.width_cm, body.height_cm),
          isActive: body.is_active,
        };
        await repo.insertSize(row);
        return { result: sizeToApi(row), before: null, after: sizeToApi(row) };
      });
    },

    updateSize(
      actor: OperatorActor,
      code: string,
      body: {
        width_cm?: number | undefined;
        height_cm?: number | undefined;
        is_active?: boolean | undefined;
      },
    ) {
      return write(actor, 'catalogue.size.update', `size:${code}`, async (repo) => {
        const current = await repo.findSize(code);
        if (!current) throw AppError.notFound();
        const width = body.width_cm ?? current.widthCm;
        const height = body.height_cm ?? current.heightCm;
        await repo.updateSize(code, {
          widthCm: width,
          heightCm: height,
          shape: shapeOf(width, height),
          ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
        });
        const updated = await repo.findSize(code);
        if (!updated) throw new Error('size vanished under the catalogue lock');
        return { result: sizeToApi(updated), before: sizeToApi(current), after: sizeToApi(updated) };
      });
    },

    createTagPhotoRule(actor: OperatorActor, body: { variant: string; factory: string; year: number }) {
      return write(actor, 'catalogue.tag-photo-rule.create', `variant:${body.variant}`, async (repo) => {
        if (!(await repo.findVariant(body.variant))) {
          throw AppError.validation({ variant: ['Unknown variant.'] });
        }
        if (await repo.findRuleByKey(body.variant, body.factory, body.year)) {
          throw AppError.validation({ variant: ['This rule exists.'] });
        }
        const rule = ruleToApi(
          await repo.insertRule({ variantCode: body.variant, factory: body.factory, year: body.year }),
        );
        return { result: rule, before: null, after: rule };
      });
    },

    deleteTagPhotoRule(actor: OperatorActor, id: number) {
      return write(actor, 'catalogue.tag-photo-rule.delete', `tag-photo-rule:${id}`, async (repo) => {
        const current = await repo.findRule(id);
        if (!current) throw AppError.notFound();
        await repo.deleteRule(id);
        return { result: { ok: true as const }, before: ruleToApi(current), after: null };
      });
    },

    /** Reads the catalogue and plans the file; writes nothing. */
    async dryRun(csv: string): Promise<CatalogueImportReport> {
      return reportOf(planImport(csv, await snapshotOf(repository)), false);
    },

    /**
     * Plans the file again under the catalogue lock and applies it only when the plan is the one the dry
     * run reported (same fingerprint): the operator gets exactly what was shown, or a 409 to look again.
     */
    async apply(actor: OperatorActor, csv: string, fingerprint: string): Promise<CatalogueImportReport> {
      const operatorId = await deps.audit.operatorId(actor.operatorUuid);
      if (operatorId === null) throw AppError.unauthorized();
      const plan = await deps.db.transaction(async (tx) => {
        const locked = createCatalogueAdminRepository(tx);
        await locked.lockCatalogue();
        const planned = planImport(csv, await snapshotOf(locked));
        if (planned.fingerprint !== fingerprint) {
          throw new AppError(
            409,
            ERROR_CODES.catalogueImportStale,
            'The catalogue or the file changed since the dry run. Run the dry run again.',
          );
        }
        const applied = planned.changes.filter((change) => change.action !== 'unchanged');
        for (const change of applied) await applyChange(locked, change);
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'catalogue.import',
          targetType: 'catalogue',
          targetId: null,
          // one row for the file: each change under its record and key, with the fields it changed
          data: { lines: planned.lines, refused: planned.refusedLines },
          before: Object.fromEntries(
            applied.map((change) => [`${change.record} ${change.key}`, change.before]),
          ),
          after: Object.fromEntries(
            applied.map((change) => [`${change.record} ${change.key}`, change.after]),
          ),
          requestId: actor.requestId,
        });
        return planned;
      });
      deps.invalidate();
      return reportOf(plan, true);
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
