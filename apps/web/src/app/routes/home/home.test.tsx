import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TierDefinition, TierHistoryItem, User } from '@club/contract';
import { installerUser, ownerUser } from '@/test/fixtures/user';
import { sessionStore } from '@/lib/session';
import { DEFAULT_SETTINGS, updateSettings } from '@/lib/settings';
import { SESSION, stubApi, type Reply } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const SELF = 'GET /v1/installer/user/self';
const PATCH_SELF = 'PATCH /v1/installer/user/self';
const VERIFY = 'POST /v2/company/verification';
const POINTS = `GET /v1/company/points/${installerUser().company.uuid}`;

const BRACKETS = [
  { id: 1, level: 1, from: 1, to: 49, points: 5 },
  { id: 2, level: 2, from: 50, to: 149, points: 8 },
  { id: 3, level: 3, from: 150, to: 32767, points: 10 },
];
const TIERS: TierDefinition[] = [
  { id: 1, tier_category: 1, brackets: BRACKETS, reset_at: '2027-01-01' },
  { id: 2, tier_category: 99, brackets: BRACKETS, reset_at: '2027-01-01' },
];
const HISTORY: TierHistoryItem[] = [
  {
    id: 1,
    progress: 62,
    tier_definition: { id: 1, tier_category: 1 },
    tier_bracket: { level: 2, from: 50, to: 149, points: 8 },
    next_bracket_points: 10,
  },
  {
    id: 2,
    progress: 0,
    tier_definition: { id: 2, tier_category: 99 },
    tier_bracket: { level: 3, from: 150, to: 32767, points: 10 },
    next_bracket_points: null,
  },
];

/** The demo PL company's answers (README: balance 205, 160 of it expiring). */
function companyApi(user: User, extra: Record<string, (body: unknown) => Reply> = {}) {
  return stubApi({
    [SELF]: () => ({ status: 200, body: user }),
    [POINTS]: () => ({
      status: 200,
      body: {
        company_points: 205,
        projects: { in_prog: 2 },
        points: { to_expire: 160, earned_year: 2025, expires_on: '2026-12-31' },
      },
    }),
    'GET /v2/tiers': () => ({ status: 200, body: { data: TIERS } }),
    'GET /v2/tiers/history': () => ({ status: 200, body: { data: HISTORY } }),
    ...extra,
  });
}

/** The home card, not the owner's points button in the shell's header. */
const pointsCard = async () =>
  within(await screen.findByRole('region', { name: 'Company points' })).findByText('205 points');
const dialog = () => screen.findByRole('dialog', { name: 'Stay up to date' });

describe('home (spec 01 §2 Home widgets, spec 02 §2 Home elements)', () => {
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => {
    // November: the points-to-expire month rule (spec 01 §9) lets the notice show
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00.000Z') });
    sessionStore.set(SESSION);
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStore.clear();
    updateSettings(DEFAULT_SETTINGS);
    vi.unstubAllGlobals();
  });

  it('shows an installer the company points, tiers, the warnings and the add-product actions', async () => {
    companyApi(installerUser());
    await renderApp('/');
    expect(await pointsCard()).toBeInTheDocument();
    // the consent dialog makes the rest of the page inert; answer it first. The marketing group of the
    // menu is the owner's only, so an installer is told to ask support to change the answer.
    expect(await dialog()).toHaveTextContent('To change your answer later, write to support from the menu.');
    expect(await dialog()).not.toHaveTextContent('You can change this later in the menu.');
    await userEvent.setup().click(within(await dialog()).getByRole('button', { name: 'Not now' }));

    const first = await screen.findByRole('progressbar', { name: 'Progress in Category 1' });
    expect(first).toHaveAttribute('aria-valuenow', '62');
    // spec 01 §9: the 32767 sentinel bracket shows 100 %
    expect(screen.getByRole('progressbar', { name: 'Progress in Other products' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('Level 2 of 3')).toBeInTheDocument();
    // spec 02 §2: the unfinished projects, counted by the server, link to the list
    expect(screen.getByRole('link', { name: '2 unfinished projects' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: 'Points and tiers' })).toHaveAttribute('href', '/balance');
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Points about to expire' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/scan');
    expect(screen.getByRole('link', { name: 'Start a new project' })).toHaveAttribute(
      'href',
      '/projects/add',
    );
  });

  it('saves the consents given and marks the prompt seen; the dialog closes', async () => {
    const answered = installerUser({ email_consent: 1, options: '{"consentSeen":true,"firstTime":false}' });
    const { bodiesOf } = companyApi(installerUser(), {
      [PATCH_SELF]: () => ({ status: 200, body: answered }),
    });
    await renderApp('/');
    const user = userEvent.setup();
    const prompt = await dialog();
    await user.click(within(prompt).getByRole('checkbox', { name: /by e-mail/ }));
    await user.click(within(prompt).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(PATCH_SELF)).toEqual([
      { email_consent: 1, phone_consent: 0, options: '{"consentSeen":true}' },
    ]);
  });

  it('"Not now" gives no consent, even with a box ticked, and marks the prompt seen', async () => {
    const { bodiesOf } = companyApi(installerUser(), {
      [PATCH_SELF]: () => ({ status: 200, body: installerUser({ options: '{"consentSeen":true}' }) }),
    });
    await renderApp('/');
    const user = userEvent.setup();
    const prompt = await dialog();
    await user.click(within(prompt).getByRole('checkbox', { name: /by phone/ }));
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(PATCH_SELF)).toEqual([
      { email_consent: 0, phone_consent: 0, options: '{"consentSeen":true}' },
    ]);
  });

  it('Escape closes the consent dialog for this visit without answering it', async () => {
    const { fetchMock } = companyApi(installerUser());
    await renderApp('/');
    await dialog();
    await userEvent.setup().keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('keeps the consent dialog open with the generic message when saving fails', async () => {
    companyApi(installerUser(), {
      [PATCH_SELF]: () => ({ status: 500, body: { message: 'Boom', code: 'internal_error' } }),
    });
    await renderApp('/');
    const prompt = await dialog();
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Save' }));
    expect(await within(prompt).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('asks nobody whose firstTime flag is not false yet (spec 01 §6)', async () => {
    companyApi(installerUser({ options: '{"consentSeen":false}' }));
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the owner the points but neither the consent prompt nor the verification warning', async () => {
    companyApi(ownerUser());
    await renderApp('/');
    expect(await pointsCard()).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Progress in Category 1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
  });

  it('shows an owner whose company accepts leads the new-leads link (spec 02 §2)', async () => {
    const owner = ownerUser();
    companyApi(
      { ...owner, company: { ...owner.company, accepts_leads: 1 } },
      {
        'GET /v1/leads/summary': () => ({ status: 200, body: { new_count: 2, open_count: 3 } }),
      },
    );
    const { router } = await renderApp('/');
    const card = await screen.findByRole('region', { name: 'New leads' });
    expect(
      within(card).getByText('2 new customer enquiries are waiting for your answer.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('link', { name: 'See the leads' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
  });

  it('shows no leads link while none is new, and asks nothing when the company takes no leads (spec 01 §6)', async () => {
    const owner = ownerUser();
    const withLeads = companyApi(
      { ...owner, company: { ...owner.company, accepts_leads: 1 } },
      {
        'GET /v1/leads/summary': () => ({ status: 200, body: { new_count: 0, open_count: 1 } }),
      },
    );
    const first = await renderApp('/');
    expect(await pointsCard()).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(withLeads.fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/leads/summary'),
    );
    expect(screen.queryByRole('region', { name: 'New leads' })).not.toBeInTheDocument();
    first.unmount();

    const { fetchMock } = companyApi(ownerUser());
    await renderApp('/');
    expect(await pointsCard()).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/leads'))).toEqual(
      [],
    );
    expect(screen.queryByRole('region', { name: 'New leads' })).not.toBeInTheDocument();
  });

  it('hides the verification warning once the address is verified', async () => {
    companyApi(
      installerUser({ verified_email_at: '2026-11-01T08:00:00.000Z', options: '{"consentSeen":true}' }),
    );
    await renderApp('/');
    expect(await pointsCard()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
  });

  it('starts the e-mail verification and opens /verify-email', async () => {
    const { fetchMock } = companyApi(installerUser({ options: '{"consentSeen":true}' }), {
      [VERIFY]: () => ({ status: 200, body: { ok: true } }),
    });
    const { router } = await renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send confirmation e-mail' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual(['/api/v2/company/verification']);
  });

  it('shows the generic message when the verification cannot start (spec 01 §8)', async () => {
    companyApi(installerUser({ options: '{"consentSeen":true}' }), {
      [VERIFY]: () => ({ status: 429, body: { message: 'Too many requests.', code: 'rate_limited' } }),
    });
    const { router } = await renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('dismisses the expire notice for good: the saved user comes back without it', async () => {
    const seen = installerUser({ options: '{"consentSeen":true,"expPtsSeen":"2026-11-22T10:00:00.000Z"}' });
    companyApi(installerUser({ options: '{"consentSeen":true}' }), {
      [PATCH_SELF]: () => ({ status: 200, body: seen }),
    });
    await renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hide notice' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Points about to expire' })).not.toBeInTheDocument(),
    );
  });

  it('goes to the chosen add-product link', async () => {
    updateSettings({ addProductLink: '/scan/manual' });
    companyApi(ownerUser());
    await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/scan/manual',
    );
  });

  it('shows no error wall without a connection: the actions stay, the missing cards stay out', async () => {
    stubApi({ [SELF]: () => ({ status: 200, body: ownerUser() }) });
    await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Add a product' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('…')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/points/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
