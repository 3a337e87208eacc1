import type { LoginResponse, Session } from '@club/contract';

// Sign-in as the app does it, over a real socket against a server process: ask for a code, read it from
// the development outbox (as people and the browser tests read it), send it back. The body of the
// verify call is built here only, so that a change of its shape is one change for every test.

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

async function post<T>(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer<T>> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** POST /api/v2/installer/login by e-mail. */
export const requestCode = (base: string, email: string, headers?: Record<string, string>) =>
  post<LoginResponse & { message?: string }>(base, '/api/v2/installer/login', { email }, headers);

/** The verify call's body for a login answer and a code. */
export const verifyBody = (login: LoginResponse, code: string) => ({ code, requestId: login.request_id });

/** POST /api/v2/installer/login/verify for the login that sent the code. */
export const verifyCode = (
  base: string,
  login: LoginResponse,
  code: string,
  headers?: Record<string, string>,
) =>
  post<Session & { message?: string }>(
    base,
    '/api/v2/installer/login/verify',
    verifyBody(login, code),
    headers,
  );

/** The newest code sent to `contact`, read from a server's development outbox (waits for it a little). */
export async function readCode(base: string, contact: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const res = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(contact)}`);
    const [latest] = (await res.json()) as { body: string }[];
    const code = latest?.body.match(/\b\d{5}\b/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${contact}`);
}

/**
 * A session for an account, the code asked for on `base` and sent back to `verifyOn` (another instance,
 * say): fails the test on any other answer than a session.
 */
export async function signInOverHttp(
  base: string,
  email: string,
  options: { verifyOn?: string; headers?: Record<string, string> } = {},
): Promise<Session> {
  const login = await requestCode(base, email, options.headers);
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  const code = await readCode(base, email);
  const verified = await verifyCode(options.verifyOn ?? base, login.body, code, options.headers);
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status}`);
  return verified.body;
}
