import { buildPath, type Endpoint } from '@club/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Principal } from '../src/modules/auth/access-token';
import type { OperatorRow } from '../src/db/schema/accounts';
import type { UserRow } from '../src/db/schema/users';

/** Who calls: a user or operator row (signed in through the session service), or a session in hand. */
export type Caller =
  | Pick<UserRow, 'id' | 'uuid' | 'roleId' | 'companyId'>
  | { operator: Pick<OperatorRow, 'id' | 'uuid' | 'role'> }
  | { headers: { authorization: string }; principal?: Principal };

export interface RequestOptions {
  /** `:name` segments of an endpoint's path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | string[]>;
  /** JSON, or a Buffer sent as it is (give its content-type in `headers`). */
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's IP address (rate limits count per address). */
  remoteAddress?: string;
}

/** One file of a multipart/form-data upload. */
export interface UploadFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

// Tests assert on answers rather than type them; a schema parse is the place for a typed body.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  /** The parsed JSON answer; undefined when the answer is not JSON. */
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  /** The answer's bytes as sent (files, photos). */
  bytes: Buffer;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Target = string | Endpoint;

const urlOf = (target: Target, params?: RequestOptions['params']) =>
  typeof target === 'string' ? target : `/api${buildPath(target.path, params)}`;

/**
 * One way for API tests to call the app: `const api = testApi(ctx)`, then
 * `await api.as(owner).post(saveScan, { body })` or `await api.anonymous.get('/api/v1/config')`. A caller given as a user or operator row is signed in through
 * the session service (a real session, as a right one-time code opens it) once per app and row.
 */
export function testApi(source: FastifyInstance | { readonly app: FastifyInstance }) {
  // A test context builds its app in beforeAll: it is looked up when a request is sent.
  const appOf = (): FastifyInstance => ('app' in source ? source.app : source);
  const sessions = new Map<string, Promise<string>>();

  function authorization(caller: Caller): Promise<string> {
    if ('headers' in caller) return Promise.resolve(caller.headers.authorization);
    const key = 'operator' in caller ? `operator:${caller.operator.id}` : `user:${caller.id}`;
    let session = sessions.get(key);
    if (!session) {
      session = appOf()
        .services.sessions.open(
          'operator' in caller
            ? { kind: 'operator', ...caller.operator }
            : {
                kind: 'user',
                id: caller.id,
                uuid: caller.uuid,
                roleId: caller.roleId as never,
                companyId: caller.companyId,
              },
        )
        .then((opened) => `Bearer ${opened.token}`);
      sessions.set(key, session);
    }
    return session;
  }

  async function send(caller: Caller | null, method: Method, target: Target, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (caller) headers.authorization = await authorization(caller);
    const request: InjectOptions = { method, url: urlOf(target, options.params), headers };
    if (options.query) request.query = options.query;
    if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
    if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
    const res = await appOf().inject(request);
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return {
      status: res.statusCode,
      body,
      headers: res.headers,
      text: res.body,
      bytes: res.rawPayload,
    } as Answer;
  }

  const client = (caller: Caller | null) => ({
    get: (target: Target, options?: RequestOptions) => send(caller, 'GET', target, options),
    post: (target: Target, options?: RequestOptions) => send(caller, 'POST', target, options),
    put: (target: Target, options?: RequestOptions) => send(caller, 'PUT', target, options),
    patch: (target: Target, options?: RequestOptions) => send(caller, 'PATCH', target, options),
    delete: (target: Target, options?: RequestOptions) => send(caller, 'DELETE', target, options),
    send: (method: Method, target: Target, options?: RequestOptions) => send(caller, method, target, options),
    /** POST of one file as multipart/form-data. */
    upload: (target: Target, file: UploadFile, options: RequestOptions = {}) => {
      const boundary = `----club${Date.now()}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
      return send(caller, 'POST', target, {
        ...options,
        body: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { ...options.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    },
  });

  return {
    as: (caller: Caller | null | undefined) => client(caller ?? null),
    anonymous: client(null),
    /** The Bearer header of a caller's session, for tests that call `app.inject` with extra options. */
    headersOf: async (caller: Caller) => ({ authorization: await authorization(caller) }),
  };
}

export type TestApi = ReturnType<typeof testApi>;
