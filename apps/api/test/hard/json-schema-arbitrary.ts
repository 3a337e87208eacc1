import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` writes for our contract. */
export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/**
 * The JSON Schema of a contract schema as a request sends it, with its `$ref`s inlined: a schema with a
 * `meta({ id })` is written as a reference to `$defs`, which the generators below do not follow.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defs = root.$defs ?? {};
  const inline = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, seen));
    if (!node || typeof node !== 'object') return node;
    const { $ref, $defs: _defs, ...rest } = node as JsonSchema;
    const name = $ref?.startsWith('#/$defs/') ? $ref.slice('#/$defs/'.length) : undefined;
    if (name !== undefined && defs[name] && !seen.includes(name)) {
      return inline({ ...defs[name], ...rest }, [...seen, name]);
    }
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value, seen)]));
  };
  return inline(root, []) as JsonSchema;
}

const MAX_ITEMS = 4;
const MAX_STRING = 40;
const MAX_DEPTH = 6;

/** Values that break careless code: injections, markup, odd Unicode, control characters, huge numbers. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE companies; --",
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ud800',
  '🏠'.repeat(20),
  'ℌ𝔢𝔩𝔩𝔬',
  ' '.repeat(3),
  '',
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
  'null',
  'true',
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom(null, true, false, [], {}, [[[[]]]]),
  fc.constant(
    JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      // a pattern fast-check cannot generate from: plain strings, most of them refused by the schema
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.max(lo, Math.min(max, 2 ** 31));
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
}

function objectFor(schema: JsonSchema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties))
    shape[key] = arbitraryFor(sub, { depth: depth + 1, hostile });
  const base = fc.record(shape, { requiredKeys: [...required].filter((key) => key in shape) });
  if (!hostile) return base;
  // sometimes a field the schema does not know (mass assignment) or a prototype key
  return fc
    .tuple(
      base,
      fc.option(
        fc.tuple(
          fc.constantFrom('company_id', 'role_id', 'points', 'status', 'is_admin', '__proto__', 'id'),
          hostileValue,
        ),
        { freq: 3 },
      ),
    )
    .map(([value, extra]) => {
      if (!extra || typeof value !== 'object' || value === null) return value;
      // a computed key in a literal is an own property, `__proto__` included: it reaches the wire as sent
      return { ...value, [extra[0]]: extra[1] };
    });
}

/**
 * Values for a JSON Schema: mostly the shape the schema asks for (so that calls get past validation and
 * reach the services), and, when `hostile`, now and then a hostile value in any place.
 */
export function arbitraryFor(
  schema: JsonSchema,
  options: { depth?: number; hostile?: boolean } = {},
): fc.Arbitrary<unknown> {
  const depth = options.depth ?? 0;
  const hostile = options.hostile ?? true;
  const shaped = shapedFor(schema, depth, hostile);
  return hostile
    ? fc.oneof({ arbitrary: shaped, weight: 9 }, { arbitrary: hostileValue, weight: 1 })
    : shaped;
}

function shapedFor(schema: JsonSchema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((sub) => arbitraryFor(sub, { depth: depth + 1, hostile })));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, { depth, hostile });
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => shapedFor({ ...schema, type }, depth, hostile)));
  }
  switch (types[0]) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(
        schema.items ? arbitraryFor(schema.items, { depth: depth + 1, hostile }) : hostileValue,
        {
          minLength: Math.min(schema.minItems ?? 0, MAX_ITEMS),
          maxLength: Math.max(
            Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS),
            Math.min(schema.minItems ?? 0, MAX_ITEMS),
          ),
        },
      );
    case 'object':
      return objectFor(schema, depth, hostile);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
