import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { listQuery } from '@club/contract';
import '@/lib/i18n-test';
import { DataTable, useListParams, type DataTableColumn } from '.';

interface Row {
  id: string;
  name: string;
  points: number;
}

const Schema = listQuery(['name', 'points'], { q: z.string().optional() });
const rows: Row[] = [
  { id: 'a', name: 'Anna', points: 10 },
  { id: 'b', name: 'Bartek', points: 5 },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (r) => r.name },
  { id: 'points', header: 'Points', sortable: true, align: 'end', cell: (r) => r.points },
  { id: 'note', header: 'Note', cell: () => '—' },
];

function List({ data, state = 'ok' }: { data: Row[]; state?: 'ok' | 'pending' | 'error' }) {
  const list = useListParams({ schema: Schema, filters: ['q'] });
  const location = useLocation();
  return (
    <>
      <pre data-testid="query">{JSON.stringify(list.query)}</pre>
      <pre data-testid="address">{location.search}</pre>
      <DataTable
        caption="People"
        columns={columns}
        rowKey={(r) => r.id}
        list={list}
        query={{
          data:
            state === 'ok'
              ? { data, meta: { current_page: list.page, last_page: 3, per_page: 20, total: 45 } }
              : undefined,
          isPending: state === 'pending',
          isError: state === 'error',
          error: new Error('boom'),
          refetch: () => undefined,
        }}
      />
    </>
  );
}

function renderAt(url: string, props: Parameters<typeof List>[0]) {
  const router = createMemoryRouter([{ path: '/', element: <List {...props} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}') as unknown;

describe('DataTable', () => {
  it('shows the rows in an accessible table with its sortable headers marked', () => {
    renderAt('/?sort=points&order=desc', { data: rows });
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: /Points/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    expect(query()).toEqual({ page: 1, limit: 20, sort: 'points', order: 'desc' });
  });

  it('sorts and pages through the address, in the names of the contract', async () => {
    const user = userEvent.setup();
    renderAt('/?page=2', { data: rows });
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(query()).toEqual({ page: 1, limit: 20, sort: 'name', order: 'asc' });
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(query()).toMatchObject({ sort: 'name', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(query()).toMatchObject({ page: 2, sort: 'name', order: 'desc' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(query()).toEqual({ page: 1, limit: 50, sort: 'name', order: 'desc' });
  });

  it("drops what the endpoint's schema refuses instead of sending it", () => {
    renderAt('/?sort=password&page=-1&limit=20', { data: rows });
    expect(query()).toEqual({ page: 1, limit: 20 });
  });

  it('shows that the rows are loading', () => {
    renderAt('/', { data: [], state: 'pending' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('says when there is nothing', () => {
    renderAt('/', { data: [] });
    expect(screen.getByText('Nothing to show.')).toBeInTheDocument();
  });

  it('shows a failure with a way to try again', () => {
    renderAt('/', { data: [], state: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
