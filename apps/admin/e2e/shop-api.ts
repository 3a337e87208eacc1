// The installers' side of the shop journeys, through the API as the app calls it: a signed-in owner reads
// a product, places an order and reads the company's balance.
import assert from 'node:assert/strict';
import { readCode } from './fixtures';

export interface Installer {
  token: string;
  companyUuid: string;
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  assert.ok(res.ok, `${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Signs an installer in by e-mail code, as the app does. */
export async function signInInstaller(baseUrl: string, email: string): Promise<Installer> {
  const started = await json<{ request_id: string }>(
    await fetch(`${baseUrl}/api/v2/installer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
  const code = await readCode(baseUrl, email);
  const session = await json<{ token: string }>(
    await fetch(`${baseUrl}/api/v2/installer/login/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, requestId: started.request_id }),
    }),
  );
  const self = await json<{ company: { uuid: string } }>(
    await fetch(`${baseUrl}/api/v1/installer/user/self`, {
      headers: { authorization: `Bearer ${session.token}` },
    }),
  );
  return { token: session.token, companyUuid: self.company.uuid };
}

export async function installerGet<T>(baseUrl: string, who: Installer, path: string): Promise<T> {
  return json<T>(
    await fetch(`${baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${who.token}` } }),
  );
}

export async function installerPost<T>(
  baseUrl: string,
  who: Installer,
  path: string,
  body: unknown,
): Promise<T> {
  return json<T>(
    await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** The company's points, as the app's header shows them. */
export async function balanceOf(baseUrl: string, who: Installer): Promise<number> {
  const points = await installerGet<{ company_points: number }>(
    baseUrl,
    who,
    `v1/company/points/${who.companyUuid}`,
  );
  return points.company_points;
}
