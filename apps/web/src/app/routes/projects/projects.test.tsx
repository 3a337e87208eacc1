import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerUser } from '@/test/fixtures/user';
import { activeProject } from '@/features/projects/model/active-project';
import { PROJECT_UUID as UUID, product, project } from '@/features/projects/test/project-fixtures';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi, type Reply } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

function api(routes: Record<string, (body: unknown) => Reply>) {
  return stubApi({ 'GET /v1/installer/user/self': () => ({ status: 200, body: ownerUser() }), ...routes });
}

describe('projects (spec 02 §2, §4)', () => {
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => sessionStore.set(SESSION));
  afterEach(() => {
    sessionStore.clear();
    activeProject.clear();
    vi.unstubAllGlobals();
  });

  it('lists the open projects 20 a page and pages on', async () => {
    const { fetchMock } = api({
      'GET /v1/projects': () => ({
        status: 200,
        body: { data: [project()], meta: { current_page: 1, last_page: 3, per_page: 20, total: 41 } },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/projects');
    expect(await screen.findByRole('link', { name: /ul\. Długa 5/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const first = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('/v1/projects'))?.[0]),
      'http://x',
    );
    expect(Object.fromEntries(first.searchParams)).toMatchObject({ status: 'open', page: '1', limit: '20' });

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await user.click(screen.getByRole('link', { name: 'Closed' }));
    await vi.waitFor(() => {
      const asked = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.toString());
      expect(asked).toContain('status=open&page=2&limit=20');
      expect(asked).toContain('status=closed&page=1&limit=20');
    });
  });

  it('shows the days left of an in-progress project and hides product flags until it is closed', async () => {
    api({
      [`GET /v1/projects/${UUID}`]: () => ({
        status: 200,
        body: project({ products: [product({ flag: 2 })] }),
      }),
    });
    await renderApp(`/projects/${UUID}`);
    expect(await screen.findByText('41 days left to answer the survey')).toBeInTheDocument();
    expect(screen.queryByText('In review', { selector: '.flag' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove product 12345678ABCD' })).toBeInTheDocument();
  });

  it('asks before removing a product and before deleting a project', async () => {
    const { fetchMock } = api({
      [`GET /v1/projects/${UUID}`]: () => ({ status: 200, body: project({ products: [product()] }) }),
      'DELETE /v1/scans/:id': () => ({ status: 200, body: { ok: true } }),
    });
    const user = userEvent.setup();
    await renderApp(`/projects/${UUID}`);
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

    await user.click(await screen.findByRole('button', { name: 'Remove product 12345678ABCD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this product?' });
    expect(dialog).toHaveTextContent('Product 12345678ABCD is taken out of this project.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove product 12345678ABCD' }));
    const again = await screen.findByRole('dialog', { name: 'Remove this product?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(deletes()).toHaveLength(1));
  });

  it('asks before deleting an empty project', async () => {
    const { fetchMock } = api({
      [`GET /v1/projects/${UUID}`]: () => ({
        status: 200,
        body: project({ products: [], products_count: 0 }),
      }),
    });
    const user = userEvent.setup();
    await renderApp(`/projects/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  });

  it('shows the flags of a project in review, without removal', async () => {
    api({
      [`GET /v1/projects/${UUID}`]: () => ({
        status: 200,
        body: project({
          status: { id: 5 },
          days_left: null,
          products: [
            product({ flag: 2 }),
            product({ uuid: '2d7f6b1e-8c55-4c1f-9d2a-0b1c2d3e4f50', serial_number: 'X', flag: 3 }),
          ],
        }),
      }),
    });
    await renderApp(`/projects/${UUID}`);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('In review', { selector: '.flag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove product/ })).not.toBeInTheDocument();
  });

  it('asks the follow-up question of the tree, sends the answers and shows the points earned', async () => {
    activeProject.set({ uuid: UUID, label: 'ul. Długa 5' });
    const closed = project({ status: { id: 2 }, project_closed: 1, points_awarded: 18, days_left: null });
    const { bodiesOf } = api({
      [`GET /v1/projects/${UUID}`]: () => ({ status: 200, body: project() }),
      [`POST /v1/projects/${UUID}/survey`]: () => ({
        status: 200,
        body: { status: { id: 2 }, points_earned: 18, company_points: 223, project: closed },
      }),
    });
    const user = userEvent.setup();
    await renderApp(`/projects/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'Send and close the project' }));
    expect(screen.getAllByText('Please answer this question.').length).toBeGreaterThan(0);

    expect(
      screen.queryByRole('group', { name: 'How old were the replaced windows?' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Replacement of old roof windows' }));
    const age = screen.getByRole('group', { name: 'How old were the replaced windows?' });
    await user.click(within(age).getByRole('radio', { name: 'Less than 10 years' }));
    await user.click(screen.getByRole('radio', { name: 'Slate' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flashing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nothing else' }));
    expect(screen.getByRole('checkbox', { name: 'Flashing' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Developer' }));
    // PL (region 10) gets the subsidy question
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: 'Blinds' }));
    await user.click(screen.getByRole('button', { name: 'Send and close the project' }));

    const sheet = await screen.findByRole('dialog', { name: 'Project closed' });
    expect(within(sheet).getByText('+18 points')).toBeInTheDocument();
    expect(bodiesOf(`POST /v1/projects/${UUID}/survey`)).toEqual([
      {
        response: [
          { question_id: 11, answer_id: 73 },
          { question_id: 12, answer_id: 74 },
          { question_id: 13, answer_id: 81 },
          { question_id: 14, answer_id: 91 },
          { question_id: 15, answer_id: 93 },
          { question_id: 113, answer_id: 106 },
        ],
        lead_survey_response: [{ question_id: 16, answer_id: 97 }],
      },
    ]);
    expect(activeProject.get()).toBeNull();
  });

  it('edits a scheduled project: only what changed is sent, and the server’s field messages land on their fields', async () => {
    activeProject.set({ uuid: UUID, label: 'ul. Długa 5' });
    const scheduled = project({
      status: { id: 4 },
      products: [],
      products_count: 0,
      days_left: null,
      installation_date: '2099-05-01',
    });
    let answer: Reply = {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { installationDate: ['The date cannot be in the past.'], name: ['This value is too long.'] },
      },
    };
    let current = scheduled;
    const { bodiesOf } = api({
      [`GET /v1/projects/${UUID}`]: () => ({ status: 200, body: current }),
      [`PATCH /v1/projects/${UUID}`]: () => {
        if (answer.status === 200) current = answer.body as typeof scheduled;
        return answer;
      },
    });
    const user = userEvent.setup();
    await renderApp(`/projects/${UUID}`);
    await user.click(await screen.findByRole('link', { name: 'Edit project' }));
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Change the name or the date first.');

    const date = screen.getByLabelText('Installation date');
    await user.clear(date);
    await user.type(date, '2099-06-02');
    await user.click(save);
    // the server judges the date by its own clock: its answer goes under the field
    expect(await screen.findByText('The date cannot be in the past.')).toBeInTheDocument();
    expect(screen.getByLabelText('Installation date')).toHaveAccessibleDescription(
      'The date cannot be in the past.',
    );
    expect(screen.getByRole('textbox', { name: 'Project name (optional)' })).toHaveAccessibleDescription(
      'This value is too long.',
    );
    expect(bodiesOf(`PATCH /v1/projects/${UUID}`)).toEqual([{ installationDate: '2099-06-02' }]);

    answer = { status: 200, body: { ...scheduled, name: 'Poddasze', installation_date: '2099-06-02' } };
    await user.type(screen.getByRole('textbox', { name: 'Project name (optional)' }), 'Poddasze');
    await user.click(save);
    expect(await screen.findByRole('heading', { name: 'Poddasze' })).toBeInTheDocument();
    expect(screen.getByText('Changes saved.')).toHaveAttribute('role', 'status');
    expect(bodiesOf(`PATCH /v1/projects/${UUID}`)[1]).toEqual({
      name: 'Poddasze',
      installationDate: '2099-06-02',
    });
    expect(activeProject.get()).toEqual({ uuid: UUID, label: 'Poddasze' });
  });

  it('offers no editing of a project in progress', async () => {
    api({ [`GET /v1/projects/${UUID}`]: () => ({ status: 200, body: project() }) });
    await renderApp(`/projects/${UUID}`);
    expect(await screen.findByRole('button', { name: 'Add a product' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit project' })).not.toBeInTheDocument();
  });

  it('says why a project in progress cannot be edited', async () => {
    api({ [`GET /v1/projects/${UUID}`]: () => ({ status: 200, body: project() }) });
    await renderApp(`/projects/${UUID}/edit`);
    expect(
      await screen.findByText('Only a scheduled project can be changed. This one has already started.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
