import type { Db } from '../../db/database';
import type { PrivateConfig, TagPhotoRule } from '@club/contract';
import { createCachedValue } from '../../lib/cached-value';
import type { Clock } from '../../lib/clock';
import type { BracketRow } from '../tiers/tiers.repository';
import { createCatalogueRepository } from './catalogue.repository';

/** The catalogue as the scan confirmation and the private config need it. */
export interface Catalogue {
  /** spec 02 §3 Product catalogue config, as served by GET /v1/config. */
  config: PrivateConfig['products'];
  types: ReadonlySet<string>;
  /** The kind (PRODUCT_TYPES) of each scannable type: it decides the tier category (ARCHITECTURE §5). */
  kinds: ReadonlyMap<string, string>;
  variants: ReadonlySet<string>;
  sizes: ReadonlySet<string>;
  rules: readonly TagPhotoRule[];
  /** Points of a type in a region: `points.get(regionId)?.get(typeCode)`. */
  points: ReadonlyMap<number, ReadonlyMap<string, number>>;
  /**
   * Each tier definition's category and brackets in level order, by definition id: reference data that
   * only a release changes, so a read needs the company's progress alone (see `tierTopUps`).
   */
  tiers: ReadonlyMap<number, { tierCategory: number; brackets: readonly BracketRow[] }>;
}

export interface CatalogueServiceDeps {
  db: Db;
  clock: Clock;
  /** The catalogue changes a few times a year; like the config it is kept in memory. */
  cacheMs?: number;
}

function tiersByDefinition(
  rows: readonly (BracketRow & { definitionId: number; tierCategory: number })[],
): Catalogue['tiers'] {
  const tiers = new Map<number, { tierCategory: number; brackets: BracketRow[] }>();
  for (const { definitionId, tierCategory, ...bracket } of rows) {
    const tier = tiers.get(definitionId) ?? { tierCategory, brackets: [] };
    tier.brackets.push(bracket);
    tiers.set(definitionId, tier);
  }
  return tiers;
}

export function createCatalogueService(deps: CatalogueServiceDeps) {
  const repository = createCatalogueRepository(deps.db);
  const catalogue = createCachedValue<Catalogue>(
    async () => {
      const [types, variants, sizes, points, rules, brackets] = await Promise.all([
        repository.listScannableTypes(),
        repository.listVariants(),
        repository.listSizes(),
        repository.listPoints(),
        repository.listTagPhotoRules(),
        repository.listTierBrackets(),
      ]);
      const typeCodes = types.map((type) => type.code);
      const pointsByRegion = new Map<number, Map<string, number>>();
      for (const row of points) {
        const region = pointsByRegion.get(row.regionId) ?? new Map<string, number>();
        region.set(row.typeCode, row.points);
        pointsByRegion.set(row.regionId, region);
      }
      return {
        config: {
          types: typeCodes,
          variants: variants.map((variant) => variant.code),
          sizes: {
            square: sizes.filter((size) => size.shape === 'square').map((size) => size.code),
            rectangular: sizes.filter((size) => size.shape === 'rectangular').map((size) => size.code),
          },
          requires_tag_photo: rules,
        },
        types: new Set(typeCodes),
        kinds: new Map(types.map((type) => [type.code, type.kind])),
        variants: new Set(variants.map((variant) => variant.code)),
        sizes: new Set(sizes.map((size) => size.code)),
        rules,
        points: pointsByRegion,
        tiers: tiersByDefinition(brackets),
      };
    },
    deps.cacheMs ?? 30_000,
    deps.clock,
  );

  return {
    get: () => catalogue.get(),
    getConfig: async () => (await catalogue.get()).config,
    /** After an operator edits the catalogue. */
    invalidate: () => catalogue.invalidate(),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
