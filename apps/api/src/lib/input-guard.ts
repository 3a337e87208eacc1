import { FIELD_MESSAGES } from '@club/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

// C0 controls but tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text outright,
// and none of them belongs in a name, an address or a message. Also a lone half of a surrogate pair
// (JSON may escape one, "\ud800"): it is no character at all, a text column silently turns it into U+FFFD
// and a jsonb one (the audit log's before and after) refuses the whole write.
const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 32;

/** The paths of every string (and object key) in a parsed request part that holds a control character. */
export function findControlCharacters(value: unknown, path: (string | number)[] = [], found: string[] = []) {
  if (path.length > MAX_DEPTH) return found;
  if (typeof value === 'string') {
    if (CONTROL_CHARACTERS.test(value)) found.push(path.join('/'));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findControlCharacters(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key)) found.push([...path, key.replace(CONTROL_CHARACTERS, '?')].join('/'));
      else findControlCharacters(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * The zod validator of every route, behind one rule that holds for every text field of every route, the
 * ones added later included: control characters are refused with 422 on their field, before any schema
 * or query sees them.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const paths = findControlCharacters(data);
    if (paths.length === 0) return validate(data);
    return {
      error: paths.map((path) => ({
        keyword: 'control_characters',
        instancePath: path ? `/${path}` : '',
        schemaPath: '#',
        params: {},
        message: FIELD_MESSAGES.controlCharacters,
      })),
    } as unknown as ReturnType<typeof validate>;
  };
};
