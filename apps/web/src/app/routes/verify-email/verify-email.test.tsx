import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installerUser } from '@/test/fixtures/user';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi, type Reply } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const SELF = 'GET /v1/installer/user/self';
const VERIFICATION = '/v2/company/verification';

async function open(path: string, routes: Record<string, (body: unknown) => Reply>) {
  const api = stubApi({ [SELF]: () => ({ status: 200, body: installerUser() }), ...routes });
  sessionStore.set(SESSION);
  await renderApp(path);
  return api;
}

describe('/verify-email (spec 01 §2)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('says to check the inbox and locks the resend for the time the server asks', async () => {
    await open('/verify-email', {
      [`POST ${VERIFICATION}`]: () => ({
        status: 429,
        body: { message: 'wait', code: 'rate_limited' },
        headers: { 'Retry-After': '42' },
      }),
    });
    expect(
      await screen.findByText(/we send the confirmation link to piotr.zielinski@example.com/),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('button', { name: /Send again in 4\d s/ })).toBeDisabled();
    expect(screen.getByText('A link was sent a moment ago. Please check your inbox.')).toBeInTheDocument();
  });

  it('confirms the e-mailed token once and shows success', async () => {
    const { fetchMock } = await open('/verify-email?token=abc', {
      [`GET ${VERIFICATION}`]: () => ({
        status: 200,
        body: { verified_email_at: '2025-05-01T10:00:00.000Z' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeInTheDocument();
    const confirmations = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes(`${VERIFICATION}?token=abc`),
    );
    expect(confirmations).toHaveLength(1);
  });

  it('explains an expired or used link and offers a new one', async () => {
    await open('/verify-email?token=old', {
      [`GET ${VERIFICATION}`]: () => ({ status: 404, body: { message: 'gone', code: 'not_found' } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });
});
