import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written from the contract's response schemas (docs/decisions/032). A zod schema that JSON
 * Schema can describe exactly (objects, arrays, strings, numbers, booleans, enums, nullable values) is
 * compiled once into a fast-json-stringify function: it writes only the declared properties (anything
 * else on the object is left out), throws on a missing required property and on a number that is not
 * one, and never runs zod on the answer. Any other schema (transforms, unions of objects, records of
 * unions…) keeps the zod serializer, which checks and strips the whole answer as before.
 */

type JsonSchema = Record<string, unknown>;

// The JSON Schema keywords fast-json-stringify honours as zod means them; annotations are dropped.
const STRUCTURAL = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'enum']);
const IGNORED = new Set([
  '$schema',
  'description',
  'title',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'default',
  'examples',
]);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

class Unsupported extends Error {}

/** The one type of a schema that has one, or one and null (`['string', 'null']`). */
function baseType(schema: JsonSchema): string {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type) && type.length === 2 && type[1] === 'null' && typeof type[0] === 'string') {
    return type[0];
  }
  throw new Unsupported('no single type');
}

/** `{anyOf: [{type: T, const: a}, {type: T, const: b}]}` (a union of literals) as `{type: T, enum}`. */
function literalUnion(members: JsonSchema[]): JsonSchema | null {
  const type = members[0]?.type;
  if (typeof type !== 'string' || !SCALARS.has(type)) return null;
  const values: unknown[] = [];
  for (const member of members) {
    if (member.type !== type) return null;
    if ('const' in member && Object.keys(member).every((k) => k === 'type' || k === 'const')) {
      values.push(member.const);
    } else if (Array.isArray(member.enum)) values.push(...(member.enum as unknown[]));
    else return null;
  }
  return { type, enum: values };
}

/** The schema in the subset fast-json-stringify writes faithfully, or `Unsupported`. */
function simplify(schema: JsonSchema): JsonSchema {
  if ('anyOf' in schema) {
    const rest = Object.keys(schema).filter((k) => k !== 'anyOf' && !IGNORED.has(k));
    if (rest.length > 0) throw new Unsupported('anyOf with siblings');
    const members = (schema.anyOf as JsonSchema[]).map(simplify);
    const nonNull = members.filter((m) => m.type !== 'null');
    const nullable = nonNull.length < members.length;
    const single = nonNull.length === 1 ? nonNull[0] : literalUnion(nonNull);
    if (!single) throw new Unsupported('union');
    return nullable ? { ...single, type: [baseType(single), 'null'] } : single;
  }
  if ('const' in schema) {
    const { type } = schema;
    if (typeof type !== 'string' || !SCALARS.has(type)) throw new Unsupported('const');
    return { type, enum: [schema.const] };
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (IGNORED.has(key)) continue;
    // a record's keys: any string is written as it is; keys of a narrower kind are zod's to check
    if (key === 'propertyNames') {
      if (JSON.stringify(value) !== '{"type":"string"}') throw new Unsupported('record keys');
      continue;
    }
    if (!STRUCTURAL.has(key)) throw new Unsupported(key);
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, sub]) => [name, simplify(sub)]),
      );
    } else if (key === 'items') {
      if (Array.isArray(value)) throw new Unsupported('tuple');
      out.items = simplify(value as JsonSchema);
    } else if (key === 'additionalProperties') {
      // `true` (a loose object) would let every other field through: zod's to write
      if (value === true) throw new Unsupported('loose object');
      out.additionalProperties = value === false ? false : simplify(value as JsonSchema);
    } else out[key] = value;
  }
  const type = baseType(out);
  if (type === 'object' && out.additionalProperties === undefined) out.additionalProperties = false;
  // an object must name its properties (or their one schema): fast-json-stringify would copy any other
  if (type === 'object' && !out.properties && typeof out.additionalProperties !== 'object') {
    throw new Unsupported('object without properties');
  }
  return out;
}

/** The fast-json-stringify schema for a zod response schema, or null when only zod can write it. */
export function fastSchemaOf(schema: z.ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'throw',
      // an empty registry: the contract's named schemas are written inline, not as $ref
      metadata: z.registry<Record<string, unknown>>(),
    }) as JsonSchema;
    return simplify(json);
  } catch {
    return null;
  }
}

/** Fastify's serializer compiler for the contract's response schemas (see the top of this file). */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  const fast = schema instanceof z.ZodType ? fastSchemaOf(schema) : null;
  if (!fast) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const write = fastJson(fast as unknown as Parameters<typeof fastJson>[0]);
  return (data: unknown) => write(data);
};
