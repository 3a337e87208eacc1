import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userKeys } from '@/lib/query-keys';
import { stubApi } from '@/test/fetch-stub';
import { setUpI18n } from '@/test/render-app';
import { installerUser } from '@/test/fixtures/user';
import { renderWidget } from '../test/render-widget';
import { PointsExpiryNotice } from './points-expiry-notice';

const NOVEMBER = new Date('2026-11-22T10:00:00.000Z');
const SEPTEMBER = new Date('2026-09-30T10:00:00.000Z');
const TITLE = { name: 'Points about to expire' };
const expiring = (toExpire: number) => ({ to_expire: toExpire, earned_year: 2025, expires_on: '2026-12-31' });
const withSeen = (expPtsSeen: string) => installerUser({ options: JSON.stringify({ expPtsSeen }) });

describe('points-to-expire notice (spec 01 §9)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows from October on, never seen, with points to expire, and links to /balance', async () => {
    renderWidget(<PointsExpiryNotice user={installerUser()} expiring={expiring(160)} now={NOVEMBER} />);
    expect(await screen.findByRole('heading', TITLE)).toBeInTheDocument();
    // spec 03 §4: the year the points were earned in, and the server's day they go
    expect(
      screen.getByText(/Earned in 2025, expiring on December 31, 2026: 160 points\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your balance' })).toHaveAttribute('href', '/balance');
  });

  it('stays hidden before October, with nothing to expire, or before the points are known', () => {
    const { unmount } = renderWidget(
      <PointsExpiryNotice user={installerUser()} expiring={expiring(160)} now={SEPTEMBER} />,
    );
    expect(screen.queryByRole('heading', TITLE)).not.toBeInTheDocument();
    unmount();
    renderWidget(<PointsExpiryNotice user={installerUser()} expiring={expiring(0)} now={NOVEMBER} />);
    expect(screen.queryByRole('heading', TITLE)).not.toBeInTheDocument();
    renderWidget(<PointsExpiryNotice user={installerUser()} expiring={undefined} now={NOVEMBER} />);
    expect(screen.queryByRole('heading', TITLE)).not.toBeInTheDocument();
  });

  it('comes back only once the last sighting is 6 months old', () => {
    renderWidget(
      <PointsExpiryNotice user={withSeen('2026-06-01')} expiring={expiring(160)} now={NOVEMBER} />,
    );
    expect(screen.queryByRole('heading', TITLE)).not.toBeInTheDocument();
    renderWidget(
      <PointsExpiryNotice user={withSeen('2026-05-01')} expiring={expiring(160)} now={NOVEMBER} />,
    );
    expect(screen.getByRole('heading', TITLE)).toBeInTheDocument();
  });

  it('dismissing saves today as expPtsSeen and puts the answer in the user query', async () => {
    const saved = installerUser({ options: JSON.stringify({ expPtsSeen: NOVEMBER.toISOString() }) });
    const { bodiesOf } = stubApi({
      'PATCH /v1/installer/user/self': () => ({ status: 200, body: saved }),
    });
    const { queryClient } = renderWidget(
      <PointsExpiryNotice user={installerUser()} expiring={expiring(160)} now={NOVEMBER} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide notice' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(userKeys.all)).toEqual(saved));
    expect(bodiesOf('PATCH /v1/installer/user/self')).toEqual([
      { options: '{"expPtsSeen":"2026-11-22T10:00:00.000Z"}' },
    ]);
  });

  it('shows the generic message when saving fails', async () => {
    stubApi({
      'PATCH /v1/installer/user/self': () => ({
        status: 500,
        body: { message: 'Boom', code: 'internal_error' },
      }),
    });
    renderWidget(<PointsExpiryNotice user={installerUser()} expiring={expiring(160)} now={NOVEMBER} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide notice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
