import { vi } from 'vitest';

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = (body: unknown) => Reply;

/** A JSON answer, as the API sends it. */
export const json = ({ status, body, headers }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * Replaces fetch with answers per "METHOD /path" (without /api). Unlisted addresses fail like a phone
 * without a connection, so that background calls never log a test user out.
 */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input)
      .replace(/^\/api/, '')
      .split('?')[0];
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!route) throw new TypeError('Failed to fetch');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return json(route(body));
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The JSON bodies sent to one "METHOD /path". */
  const bodiesOf = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}` === key)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, bodiesOf };
}

/** The login answer of spec 01 §7 for a PL user who has done every step. */
export const LOGIN_ANSWER = {
  request_id: 'Rq1xAbCdEfGhIjKlMnOp-_',
  user_id: 7,
  region: 10,
  company_id: 3,
  has_regnr2: true,
  has_survey: true,
};
export const SESSION = {
  token: 'access.jwt',
  refresh_token: 'refresh-1',
  expiresAt: '2099-01-01T00:00:00.000Z',
};
