import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/test/render-app';
import { OfflineScansBanner } from './offline-scans-banner';

const scans = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('../model/use-offline-scans', () => ({ useOfflineScans: () => ({ data: scans.list }) }));

function show(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineScansBanner />
    </MemoryRouter>,
  );
}

describe('the offline scans banner (spec 02 §8)', () => {
  beforeAll(() => setUpI18n('en'));

  it('counts the unsent and refused scans and links to their list, except on the list itself', async () => {
    scans.list = [{}, {}, {}];
    const { unmount } = show('/');
    expect(screen.getByText('3 scans not sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/scan/offline');
    unmount();

    scans.list = [{}];
    const one = show('/projects');
    expect(screen.getByText('1 scan not sent')).toBeInTheDocument();
    one.unmount();

    show('/scan/offline');
    expect(screen.queryByRole('link', { name: 'Open the list' })).not.toBeInTheDocument();
  });

  it('uses the Polish plural forms', async () => {
    await setUpI18n('pl');
    scans.list = [{}, {}];
    const two = show('/');
    expect(screen.getByText('2 skany niewysłane')).toBeInTheDocument();
    two.unmount();
    scans.list = [{}, {}, {}, {}, {}];
    show('/');
    expect(screen.getByText('5 skanów niewysłanych')).toBeInTheDocument();
    await setUpI18n('en');
  });
});
