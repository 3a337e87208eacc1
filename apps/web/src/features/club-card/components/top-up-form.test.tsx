import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClubCardDetails } from '@club/contract';
import { setUpI18n } from '@/test/render-app';
import { TopUpForm } from './top-up-form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const details = (points: number): ClubCardDetails => ({
  region: 'PL',
  offer: false,
  can_order: false,
  order_blocked_by: 'ordered',
  scans_this_year: 40,
  min_scans_this_year: 10,
  ordered_card: null,
  currentCard: {
    uuid: '0b7e8c0e-6a53-4b39-9d5c-0a9e8c0a1b2c',
    status: 'ACTIVE',
    serial_masked: '••••••6780',
    ordered_at: '2026-10-01T10:00:00.000Z',
    verified_at: '2026-10-08T10:00:00.000Z',
  },
  needs_verification: false,
  can_top_up: true,
  menu_tile: true,
  notice: null,
  points_available: points,
  top_up_amounts: [50, 100, 250, 500, 1000].map((p) => ({
    points: p,
    local: p * 2,
    currency: 'PLN',
    affordable: p <= points,
  })),
});

function renderForm(points: number, disabledReason?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TopUpForm
        details={details(points)}
        termsHref="https://skylight.example/pl/installer-club/club-card-terms"
        disabledReason={disabledReason}
        onAnswer={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('the top-up form (spec 03 §5)', () => {
  beforeAll(() => setUpI18n('en'));

  it('offers only the amounts the company can pay, and waits for an amount and the terms', async () => {
    renderForm(300);
    expect(screen.getByRole('radio', { name: /^250 points → PLN\s500\.00$/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^500 points → PLN\s1,000\.00/ })).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Top up the card' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Choose an amount and accept the terms.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^100 points/ }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of the card top-up.' }));
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'terms of the card top-up' })).toHaveAttribute(
      'href',
      'https://skylight.example/pl/installer-club/club-card-terms',
    );
  });

  it('says why it cannot be sent in a test session', () => {
    renderForm(300, 'This is a test session: the card cannot be ordered, verified or topped up here.');
    expect(screen.getByRole('button', { name: 'Top up the card' })).toHaveAccessibleDescription(
      'This is a test session: the card cannot be ordered, verified or topped up here.',
    );
  });
});
