import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/test/render-app';
import { renderWidget } from '../test/render-widget';
import { PointsCard } from './points-card';

describe('points card (spec 02 §2 Home elements)', () => {
  beforeAll(() => setUpI18n('en'));

  it('counts the unfinished projects, none included, as a link to /projects', async () => {
    renderWidget(<PointsCard points={205} isLoading={false} unfinishedProjects={0} />);
    expect(await screen.findByRole('link', { name: '0 unfinished projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('keeps the line of the count while the points load, so the card does not grow when they come', async () => {
    const { container } = renderWidget(<PointsCard points={undefined} isLoading={true} />);
    await screen.findByText('…');
    const kept = container.querySelector('.home-points__projects');
    expect(kept).not.toBeNull();
    expect(kept).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
