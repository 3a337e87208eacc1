import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi, type Reply } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';
import type { User } from '@club/contract';
import { ownerUser } from '@/test/fixtures/user';

const LAZY = { timeout: 5000 };
const LONG = { timeout: 30_000 };
const COMPANY_UUID = '5d6f7a8b-1c2d-4e3f-9a0b-1c2d3e4f5a6b';
const SELF = 'GET /v1/installer/user/self';
const PATCH_SELF = 'PATCH /v1/installer/user/self';
const PATCH_COMPANY = `PATCH /v1/company/${COMPANY_UUID}`;
const CZ = 5;
const PL = 10;

const self = (changes: Partial<User> = {}) =>
  ownerUser({
    uuid: '0b7f5a4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
    user_id: 9,
    name: 'Pavel',
    surname: 'Malý',
    region: CZ,
    language: 5,
    company: { ...ownerUser().company, uuid: COMPANY_UUID, name: 'Střechy Malý s.r.o.', accepts_leads: 1 },
    created_at: '2023-05-15T08:30:00.000Z',
    options: '{"consentSeen":true,"firstTime":false}',
    ...changes,
  });

function signedIn(routes: { self?: Reply; patchSelf?: Reply; patchCompany?: Reply } = {}) {
  sessionStore.set(SESSION);
  return stubApi({
    [SELF]: () => routes.self ?? { status: 200, body: self() },
    [PATCH_SELF]: () =>
      routes.patchSelf ?? { status: 200, body: self({ options: '{"hasAgreedToTerms":true}' }) },
    [PATCH_COMPANY]: () => routes.patchCompany ?? { status: 200, body: { active: 2 } },
  });
}

describe('terms modal (spec 01 §2 Dashboard shell)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it(
    'blocks a CZ user registered before 2024-01-31 until accepted; Escape does not close it',
    LONG,
    async () => {
      const { bodiesOf } = signedIn();
      const user = userEvent.setup();
      await renderApp('/menu');
      const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' }, LAZY);
      const link = within(dialog).getByRole('link', { name: 'Read the terms and conditions' });
      expect(link.getAttribute('href')).toMatch(/^https:\/\/.+\/cz\//);
      expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();
      // focus stays inside: Tab from the last control comes back to the first
      await user.tab();
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);

      await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [body] = bodiesOf(PATCH_SELF) as { options: string }[];
      expect(JSON.parse(body!.options)).toEqual({
        consentSeen: true,
        firstTime: false,
        hasAgreedToTerms: true,
      });
      expect(sessionStore.get()).toEqual(SESSION);
    },
  );

  it('declining deactivates the company after a confirmation and signs out', LONG, async () => {
    const { bodiesOf } = signedIn();
    const user = userEvent.setup();
    const { router } = await renderApp('/menu');
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline the terms?' });
    expect(within(confirm).getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(bodiesOf(PATCH_COMPANY)).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Decline and sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(bodiesOf(PATCH_COMPANY)).toEqual([{ active: 2 }]);
    expect(sessionStore.get()).toBeNull();
  });

  it('lists a failure in the modal and keeps it open', LONG, async () => {
    signedIn({
      patchSelf: {
        status: 422,
        body: { message: 'invalid', errors: { options: ['The options are not valid.'] } },
      },
    });
    const user = userEvent.setup();
    await renderApp('/menu');
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The options are not valid.');
    expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('is not shown in a session an operator opened as the user', LONG, async () => {
    signedIn();
    sessionStore.set({ ...SESSION, emulated: true });
    await renderApp('/menu');
    expect(await screen.findByRole('button', { name: 'Log out' }, LAZY)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).not.toBeInTheDocument();
  });

  it.each([
    ['a PL user', { region: PL }],
    ['a CZ user registered on 2024-01-31', { created_at: '2024-01-31T00:00:00.000Z' }],
    ['a CZ user who has agreed', { options: '{"hasAgreedToTerms":true}' }],
  ])('is not shown to %s', LONG, async (_who, changes) => {
    signedIn({ self: { status: 200, body: self(changes) } });
    await renderApp('/menu');
    expect(await screen.findByRole('button', { name: 'Log out' }, LAZY)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
