import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerUser } from '@/test/fixtures/user';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const certificate = (n: number, slug: string, name: string, expires: string) => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  slug,
  description: `${name}: what it proves.`,
  icon: 'shield',
  longevity: 12,
  awarded_on: '2025-01-10',
  expires_on: expires,
});

describe('certificates on the profile (spec 02 §2 User)', () => {
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00.000Z') });
    sessionStore.set(SESSION);
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('shows each certificate with its validity and fetches its PDF with the session', async () => {
    const { fetchMock } = stubApi({
      'GET /v1/installer/user/self': () => ({ status: 200, body: ownerUser() }),
      'GET /v1/certificates/00000000-0000-4000-8000-000000000001/pdf': () => ({
        status: 200,
        body: '%PDF-1.3',
      }),
      'GET /v1/certificates': () => ({
        status: 200,
        body: {
          data: [
            certificate(1, 'certified-installer', 'Certified installer', '2027-08-01'),
            certificate(2, 'top-partner', 'Top partner', '2026-02-01'),
          ],
        },
      }),
    });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp('/user');
    const valid = (await screen.findByRole('heading', { name: 'Certified installer' })).closest('li')!;
    expect(within(valid).getByText(/^Valid until August 1, 2027$/)).toBeInTheDocument();
    const past = screen.getByRole('heading', { name: 'Top partner' }).closest('li')!;
    expect(within(past).getByText(/^Expired on February 1, 2026$/)).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(valid).getByRole('button', { name: /Download PDF\s*Certified installer/ }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/pdf'))!;
    expect(String(url)).toBe('/api/v1/certificates/00000000-0000-4000-8000-000000000001/pdf');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${SESSION.token}`);
  });
});
