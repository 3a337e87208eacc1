import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_RECORDS,
  CATALOGUE_MAX_POINTS,
  COUNTRY_CODES,
  PRODUCT_TYPE_VALUES,
  regionByCode,
  type CatalogueCsvColumn,
  type CatalogueCsvRecord,
  type CatalogueImportChange,
  type CatalogueImportError,
} from '@club/contract';
import type { ProductSizeRow, ProductTypeRow, ProductVariantRow } from './catalogue-admin.repository';

/** The catalogue as the import compares a file with it. */
export interface CatalogueSnapshot {
  types: ReadonlyMap<string, ProductTypeRow>;
  variants: ReadonlyMap<string, ProductVariantRow>;
  sizes: ReadonlyMap<string, ProductSizeRow>;
  /** `TYPE|regionId` → points. */
  points: ReadonlyMap<string, number>;
  /** `VARIANT|FACTORY|YEAR`. */
  rules: ReadonlySet<string>;
  nextTypePosition: number;
}

export interface ImportPlan {
  lines: number;
  errors: CatalogueImportError[];
  changes: CatalogueImportChange[];
  refusedLines: number;
  fingerprint: string;
}

const REQUIRED_COLUMNS: readonly CatalogueCsvColumn[] = ['record', 'code'];
const TYPE_CODE = /^[A-Z0-9-]{1,32}$/;
const CODE = /^[A-Z0-9]{1,32}$/;
const FACTORY = /^[A-Z0-9]{2}$/;
const TRUE_WORDS = new Set(['yes', 'y', 'true', '1']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0']);

/**
 * Excel writes CSV with the list separator of the computer's locale: a semicolon in most of Europe, a
 * comma elsewhere. The header holds only our column names, so the separator it uses most is the file's.
 */
function separatorOf(csv: string): string {
  const firstLine = (csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((sep) => ({ sep, n: firstLine.split(sep).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].sep : ',';
}

function parseRows(
  csv: string,
): { ok: true; rows: { line: number; fields: string[] }[] } | { ok: false; error: CatalogueImportError } {
  try {
    const records = parse(csv, {
      bom: true,
      delimiter: separatorOf(csv),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return {
      ok: true,
      rows: records
        // Excel keeps the separators of cleared lines (";;;;"): such a line is empty, not a record
        .filter(({ record }) => record.some((field) => field !== ''))
        .map(({ record, info }) => ({ line: info.lines, fields: record })),
    };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      ok: false,
      error: { line, column: null, message: `The file is not valid CSV: ${(error as Error).message}` },
    };
  }
}

function fingerprintOf(changes: readonly CatalogueImportChange[]): string {
  const significant = changes
    .filter((change) => change.action !== 'unchanged')
    .map(({ record, key, action, before, after }) => [record, key, action, before, after]);
  return createHash('sha256').update(JSON.stringify(significant)).digest('hex');
}

/**
 * The plan of a catalogue CSV against the catalogue (CATALOGUE_CSV_HELP): every refused line with its
 * column and reason, and what each accepted line creates, updates or leaves as it is. Pure, so that the
 * dry run and the apply, which plans again inside its transaction, cannot disagree.
 */
export function planImport(csv: string, catalogue: CatalogueSnapshot): ImportPlan {
  const errors: CatalogueImportError[] = [];
  const changes: CatalogueImportChange[] = [];
  const done = (lines: number): ImportPlan => ({
    lines,
    errors,
    changes,
    refusedLines: new Set(errors.map((error) => error.line)).size,
    fingerprint: fingerprintOf(changes),
  });

  const parsed = parseRows(csv);
  if (!parsed.ok) {
    errors.push(parsed.error);
    return done(0);
  }
  const [header, ...rows] = parsed.rows;
  if (!header) {
    errors.push({ line: 1, column: null, message: 'The file has no header line.' });
    return done(0);
  }

  // A header problem makes every line ambiguous: nothing is planned.
  const columns = header.fields.map((name) => name.toLowerCase());
  columns.forEach((name, index) => {
    if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name)) {
      errors.push({ line: header.line, column: name || `#${index + 1}`, message: 'Unknown column.' });
    } else if (columns.indexOf(name) !== index) {
      errors.push({ line: header.line, column: name, message: 'The column appears twice.' });
    }
  });
  for (const name of REQUIRED_COLUMNS) {
    if (!columns.includes(name)) errors.push({ line: header.line, column: name, message: 'Missing column.' });
  }
  if (errors.length > 0) return done(rows.length);

  // Keys planned so far, so that a later line may use what an earlier one creates, and a key given
  // twice refuses the later line.
  const seen = new Map<string, number>();
  const newTypes = new Set<string>();
  const newVariants = new Set<string>();
  let nextPosition = catalogue.nextTypePosition;

  for (const { line, fields } of rows) {
    const lineErrors: CatalogueImportError[] = [];
    const refuse = (column: CatalogueCsvColumn | null, message: string) =>
      lineErrors.push({ line, column, message });
    if (fields.length !== columns.length) {
      refuse(null, `The line has ${fields.length} fields; the header has ${columns.length}.`);
      errors.push(...lineErrors);
      continue;
    }
    const cell = (column: CatalogueCsvColumn): string => {
      const index = columns.indexOf(column);
      return index === -1 ? '' : (fields[index] ?? '');
    };
    const required = (column: CatalogueCsvColumn): string | null => {
      const value = cell(column);
      if (value === '') refuse(column, 'Required.');
      return value === '' ? null : value;
    };
    const bool = (column: CatalogueCsvColumn): boolean | undefined => {
      const value = cell(column).toLowerCase();
      if (value === '') return undefined;
      if (TRUE_WORDS.has(value)) return true;
      if (FALSE_WORDS.has(value)) return false;
      refuse(column, 'Use yes or no.');
      return undefined;
    };
    const whole = (
      column: CatalogueCsvColumn,
      min: number,
      max: number,
      needed: boolean,
    ): number | undefined => {
      const value = cell(column);
      if (value === '') {
        if (needed) refuse(column, 'Required.');
        return undefined;
      }
      if (!/^-?\d+$/.test(value)) {
        refuse(column, 'Enter a whole number.');
        return undefined;
      }
      const number = Number(value);
      if (number < min || number > max) {
        refuse(column, `Enter ${min} to ${max}.`);
        return undefined;
      }
      return number;
    };
    const duplicate = (key: string, column: CatalogueCsvColumn): boolean => {
      const first = seen.get(key);
      if (first !== undefined) {
        refuse(column, `Given already on line ${first}.`);
        return true;
      }
      return false;
    };

    const record = cell('record').toLowerCase() as CatalogueCsvRecord;
    const code = cell('code').toUpperCase();
    let change: CatalogueImportChange | null = null;
    let key = '';

    if (!(CATALOGUE_CSV_RECORDS as readonly string[]).includes(record)) {
      refuse('record', `Use ${CATALOGUE_CSV_RECORDS.join(', ')}.`);
    } else if (code === '') {
      refuse('code', 'Required.');
    } else if (record === 'type') {
      key = `type|${code}`;
      const name = cell('name');
      const kind = cell('kind').toLowerCase();
      const scannable = bool('scannable');
      const active = bool('active');
      if (!TYPE_CODE.test(code)) refuse('code', 'Use 1 to 32 letters, digits or hyphens.');
      if (name.length > 200) refuse('name', 'Use at most 200 characters.');
      if (kind !== '' && !(PRODUCT_TYPE_VALUES as readonly string[]).includes(kind)) {
        refuse('kind', `Use ${PRODUCT_TYPE_VALUES.join(', ')}.`);
      }
      const current = catalogue.types.get(code);
      if (!current) {
        if (name === '') refuse('name', 'Required for a new type.');
        if (kind === '') refuse('kind', 'Required for a new type.');
      }
      if (lineErrors.length === 0 && !duplicate(key, 'code')) {
        if (current) {
          change = compare(line, record, code, currentTypeValues(current), {
            ...(name ? { name } : {}),
            ...(kind ? { kind } : {}),
            ...(scannable !== undefined ? { is_scannable: scannable } : {}),
            ...(active !== undefined ? { is_active: active } : {}),
          });
        } else {
          change = created(line, record, code, {
            name,
            kind,
            is_scannable: scannable ?? true,
            is_active: active ?? true,
            position: nextPosition,
          });
          nextPosition += 1;
          newTypes.add(code);
        }
      }
    } else if (record === 'variant') {
      key = `variant|${code}`;
      const name = cell('name');
      const active = bool('active');
      if (!CODE.test(code)) refuse('code', 'Use 1 to 32 letters or digits.');
      if (name.length > 200) refuse('name', 'Use at most 200 characters.');
      const current = catalogue.variants.get(code);
      if (!current && name === '') refuse('name', 'Required for a new variant.');
      if (lineErrors.length === 0 && !duplicate(key, 'code')) {
        if (current) {
          change = compare(
            line,
            record,
            code,
            { name: current.name, is_active: current.isActive },
            { ...(name ? { name } : {}), ...(active !== undefined ? { is_active: active } : {}) },
          );
        } else {
          change = created(line, record, code, { name, is_active: active ?? true });
          newVariants.add(code);
        }
      }
    } else if (record === 'size') {
      key = `size|${code}`;
      const current = catalogue.sizes.get(code);
      const width = whole('width_cm', 1, 1000, !current);
      const height = whole('height_cm', 1, 1000, !current);
      const active = bool('active');
      if (!CODE.test(code)) refuse('code', 'Use 1 to 32 letters or digits.');
      if (lineErrors.length === 0 && !duplicate(key, 'code')) {
        if (current) {
          const after = { width_cm: width ?? current.widthCm, height_cm: height ?? current.heightCm };
          change = compare(
            line,
            record,
            code,
            {
              width_cm: current.widthCm,
              height_cm: current.heightCm,
              shape: current.shape,
              is_active: current.isActive,
            },
            {
              ...(width !== undefined ? { width_cm: width } : {}),
              ...(height !== undefined ? { height_cm: height } : {}),
              ...(width !== undefined || height !== undefined
                ? { shape: shapeOf(after.width_cm, after.height_cm) }
                : {}),
              ...(active !== undefined ? { is_active: active } : {}),
            },
          );
        } else if (width !== undefined && height !== undefined) {
          change = created(line, record, code, {
            width_cm: width,
            height_cm: height,
            shape: shapeOf(width, height),
            is_active: active ?? true,
          });
        }
      }
    } else if (record === 'points') {
      const regionCode = (required('region') ?? '').toUpperCase();
      const points = whole('points', 0, CATALOGUE_MAX_POINTS, true);
      const region = (COUNTRY_CODES as readonly string[]).includes(regionCode)
        ? regionByCode(regionCode)
        : undefined;
      if (regionCode !== '' && !region)
        refuse('region', `Unknown region; use one of ${COUNTRY_CODES.join(', ')}.`);
      if (!catalogue.types.has(code) && !newTypes.has(code)) refuse('code', 'Unknown product type.');
      key = `points|${code}|${regionCode}`;
      if (lineErrors.length === 0 && region && points !== undefined && !duplicate(key, 'region')) {
        const current = catalogue.points.get(`${code}|${region.id}`);
        change =
          current === undefined
            ? created(line, record, `${code} ${regionCode}`, { points })
            : compare(line, record, `${code} ${regionCode}`, { points: current }, { points });
      }
    } else {
      const factory = (required('factory') ?? '').toUpperCase();
      if (factory !== '' && !FACTORY.test(factory)) refuse('factory', 'Use two letters or digits.');
      const year = whole('year', 2000, 2099, true);
      if (!catalogue.variants.has(code) && !newVariants.has(code)) refuse('code', 'Unknown variant.');
      key = `tag_photo|${code}|${factory}|${year ?? ''}`;
      if (lineErrors.length === 0 && year !== undefined && !duplicate(key, 'code')) {
        const ruleKey = `${code} ${factory} ${year}`;
        change = catalogue.rules.has(`${code}|${factory}|${year}`)
          ? compare(line, record, ruleKey, { factory, year }, { factory, year })
          : created(line, record, ruleKey, { factory, year });
      }
    }

    if (lineErrors.length > 0) errors.push(...lineErrors);
    else if (change) {
      seen.set(key, line);
      changes.push(change);
    }
  }
  return done(rows.length);
}

const shapeOf = (width: number, height: number) => (width === height ? 'square' : 'rectangular');

function currentTypeValues(row: ProductTypeRow): Record<string, unknown> {
  return { name: row.name, kind: row.kind, is_scannable: row.isScannable, is_active: row.isActive };
}

function created(
  line: number,
  record: CatalogueCsvRecord,
  key: string,
  after: Record<string, unknown>,
): CatalogueImportChange {
  return { line, record, key, action: 'create', before: null, after };
}

/** An update names only the fields it changes, with their values before and after. */
function compare(
  line: number,
  record: CatalogueCsvRecord,
  key: string,
  current: Record<string, unknown>,
  given: Record<string, unknown>,
): CatalogueImportChange {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(given)) {
    if (current[field] !== value) {
      before[field] = current[field];
      after[field] = value;
    }
  }
  return Object.keys(after).length === 0
    ? { line, record, key, action: 'unchanged', before: null, after: given }
    : { line, record, key, action: 'update', before, after };
}
