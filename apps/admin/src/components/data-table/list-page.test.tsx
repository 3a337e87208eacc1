import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOperators, OPERATOR_ROLES, type Operator } from '@club/contract';
import '@/lib/i18n-test';
import { FilterSelect, FilterText, ListTable, useListPage, type DataTableColumn } from '.';

const FILTERS = ['q', 'role'] as const;
const operators: Operator[] = [
  {
    uuid: '3f0b6c1e-8d4a-4b8e-9c57-1a2b3c4d5e6f',
    name: 'Anna Admin',
    email: 'anna@example.com',
    role: 'admin',
    active: true,
    created_at: '2026-11-01T10:00:00.000Z',
  },
];
const columns: DataTableColumn<Operator>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (o) => o.name },
];

/** The query of every request the list sent, in order. */
let sent: Record<string, string>[];

/** The operators' list; `choicesOnly` draws a bar of the role choice alone, without Apply. */
function Operators({ choicesOnly = false }: { choicesOnly?: boolean }) {
  const page = useListPage({
    endpoint: listOperators,
    queryKey: (query) => ['operators', query],
    filters: FILTERS,
    defaultSort: { id: 'name', order: 'asc' },
  });
  return (
    <ListTable
      page={page}
      caption="Operators"
      columns={columns}
      rowKey={(o) => o.uuid}
      filterLabel="Filters"
      applyButton={!choicesOnly}
    >
      {!choicesOnly && <FilterText label="Search" {...page.text('q')} />}
      <FilterSelect
        label="Role"
        allLabel="Every role"
        options={OPERATOR_ROLES.map((role) => ({ value: role, label: role }))}
        {...page.choice('role')}
      />
    </ListTable>
  );
}

function renderAt(url: string, choicesOnly = false) {
  const router = createMemoryRouter([{ path: '/', element: <Operators choicesOnly={choicesOnly} /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const lastSent = () => sent.at(-1);

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      sent.push(Object.fromEntries(url.searchParams));
      const body = { data: operators, meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } };
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('useListPage and ListTable', () => {
  it("ask the endpoint for what the address holds, with the list's default sort, and show the rows", async () => {
    renderAt('/?page=2&role=support');
    const table = await screen.findByRole('table', { name: 'Operators' });
    expect(await within(table).findByText('Anna Admin')).toBeInTheDocument();
    expect(lastSent()).toEqual({ page: '2', limit: '20', sort: 'name', order: 'asc', role: 'support' });
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('support');
  });

  it('apply a typed filter with the bar, a chosen one at once, and clear both, back on the first page', async () => {
    const user = userEvent.setup();
    const router = renderAt('/?page=3');
    await screen.findByText('Anna Admin');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ann');
    expect(lastSent()).not.toHaveProperty('q');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastSent()).toMatchObject({ page: '1', q: 'ann' }));
    expect(router.state.location.search).toBe('?q=ann');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'content');
    await waitFor(() => expect(lastSent()).toMatchObject({ q: 'ann', role: 'content' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastSent()).toEqual({ page: '1', limit: '20', sort: 'name', order: 'asc' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('draw a bar of choices only without Apply; a choice still applies at once', async () => {
    const user = userEvent.setup();
    const router = renderAt('/?page=2', true);
    await screen.findByText('Anna Admin');
    const bar = screen.getByRole('search', { name: 'Filters' });
    expect(within(bar).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();

    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Role' }), 'support');
    await waitFor(() => expect(lastSent()).toMatchObject({ page: '1', role: 'support' }));
    expect(router.state.location.search).toBe('?role=support');
  });
});
