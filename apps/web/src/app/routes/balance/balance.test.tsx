import { languageByLocale } from '@club/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerUser } from '@/test/fixtures/user';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const user = ownerUser();
const BRACKETS = [
  { id: 1, level: 1, from: 1, to: 49, points: 5 },
  { id: 2, level: 2, from: 50, to: 149, points: 8 },
  { id: 3, level: 3, from: 150, to: 32767, points: 10 },
];
const entry = (
  n: number,
  points: number,
  variation: string,
  event: string,
  reason: string | null = null,
) => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  event,
  created_at: '2026-11-20T10:00:00.000Z',
  variation,
  points,
  reason,
});

function api(toExpire: number, self: typeof user = user) {
  return stubApi({
    'GET /v1/installer/user/self': () => ({ status: 200, body: self }),
    [`GET /v1/company/points/${user.company.uuid}`]: () => ({
      status: 200,
      body: {
        company_points: 205,
        projects: { in_prog: 2 },
        points: { to_expire: toExpire, earned_year: 2025, expires_on: '2026-12-31' },
        scans: { current_year: 62, completed: 340 },
      },
    }),
    'GET /v2/tiers': () => ({
      status: 200,
      body: { data: [{ id: 1, tier_category: 1, brackets: BRACKETS, reset_at: '2027-01-01' }] },
    }),
    'GET /v2/tiers/history': () => ({
      status: 200,
      body: {
        data: [
          {
            id: 1,
            progress: 62,
            tier_definition: { id: 1, tier_category: 1 },
            tier_bracket: { level: 2, from: 50, to: 149, points: 8 },
            next_bracket_points: 10,
          },
        ],
      },
    }),
    'GET /v1/points/history': () => ({
      status: 200,
      body: {
        data: [
          entry(1, 18, 'positive', 'project'),
          entry(2, -40, 'negative', 'order'),
          entry(3, -5, 'expired', 'expired'),
          entry(4, 25, 'positive', 'adjustment', 'Trade fair bonus'),
        ],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 4 },
      },
    }),
  });
}

describe('balance (spec 03 §2)', () => {
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

  it('shows the points, the expiring points with their explanation, and the tier steps', async () => {
    api(160);
    const ui = userEvent.setup();
    await renderApp('/balance');
    const head = await screen.findByRole('region', { name: 'Company points' });
    expect(within(head).getByText('205 points')).toBeInTheDocument();
    // spec 03 §4: the expiring points name the year they were earned in
    expect(
      within(head).getByText('160 points earned in 2025 expire on December 31, 2026.'),
    ).toBeInTheDocument();
    const why = screen.getByRole('button', { name: 'Why do points expire?' });
    expect(screen.queryByRole('link', { name: 'Spend them in the shop' })).not.toBeInTheDocument();
    await ui.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Spend them in the shop' })).toHaveAttribute('href', '/shop');

    const tiers = screen.getByRole('tabpanel', { name: 'Tiers' });
    expect(within(tiers).getByText('62')).toBeInTheDocument();
    expect(within(tiers).getByText('340')).toBeInTheDocument();
    // the tile and the category cards are one figure, counted when a project closes
    expect(within(tiers).getByText('A product counts once its project is closed.')).toBeInTheDocument();
    expect(await within(tiers).findByText('Level 2')).toBeInTheDocument();
    expect(within(tiers).getByText(/resets in 40 days/)).toBeInTheDocument();
    const current = within(tiers)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('50–149');
  });

  it('hides the expiry note with nothing to expire, and shows the sheet with signed badges by keyboard', async () => {
    api(0);
    const ui = userEvent.setup();
    await renderApp('/balance');
    await screen.findByRole('region', { name: 'Company points' });
    expect(screen.queryByRole('button', { name: 'Why do points expire?' })).not.toBeInTheDocument();
    screen.getByRole('tab', { name: 'Tiers' }).focus();
    await ui.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sheet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sheet' })).toHaveFocus();
    const sheet = screen.getByRole('tabpanel', { name: 'Sheet' });
    expect(await within(sheet).findByText('Project closed')).toBeInTheDocument();
    expect(within(sheet).getByText('+18')).toBeInTheDocument();
    expect(within(sheet).getByText('−40')).toBeInTheDocument();
    expect(within(sheet).getByText('Points expired')).toBeInTheDocument();
    expect(within(sheet).getByText('Adjustment by the club')).toBeInTheDocument();
    expect(within(sheet).getByText('Trade fair bonus')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('names the year of the expiring points in Polish, with the plural form of the number', async () => {
    await setUpI18n('pl');
    // a Polish account: the account's language is the one applied after sign-in
    api(160, { ...user, language: languageByLocale('pl')!.id });
    await renderApp('/balance');
    const head = await screen.findByRole('region', { name: 'Punkty firmy' });
    expect(
      within(head).getByText('160 punktów zdobytych w 2025 r. wygaśnie 31 grudnia 2026.'),
    ).toBeInTheDocument();
    await setUpI18n('en');
  });
});
