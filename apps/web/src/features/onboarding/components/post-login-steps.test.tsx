import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { LOGIN_ANSWER, SESSION, stubApi, type Reply } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const LAZY = { timeout: 5000 };
const LONG = { timeout: 30_000 };
const COMPANY_UUID = '5d6f7a8b-1c2d-4e3f-9a0b-1c2d3e4f5a6b';
const LOGIN = 'POST /v2/installer/login';
const VERIFY = 'POST /v2/installer/login/verify';
const SELF = 'GET /v1/installer/user/self';
const PATCH_COMPANY = `PATCH /v1/company/${COMPANY_UUID}`;
const SK = 13;
const LV = 9;

const company = (changes: Record<string, unknown> = {}) => ({
  id: 3,
  uuid: COMPANY_UUID,
  name: 'Strechy Horváth s.r.o.',
  regions_id: SK,
  crm_customer_id: null,
  registration_number: '47258314',
  registration_number_2: null,
  accepts_leads: 1,
  availability: 1,
  active: 1,
  ...changes,
});

function api(answer: Record<string, unknown>, patch: (body: unknown) => Reply) {
  return stubApi({
    [LOGIN]: () => ({ status: 200, body: { ...LOGIN_ANSWER, ...answer } }),
    [VERIFY]: () => ({ status: 200, body: SESSION }),
    [SELF]: () => ({ status: 200, body: { user_id: 7, active: 1, company: { uuid: COMPANY_UUID } } }),
    [PATCH_COMPANY]: patch,
  });
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'E-mail' }));
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, LAZY), 'marek.horvath@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByRole('textbox', { name: 'Code' }, LAZY), '12345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Answers every question with its first choice, or 40 for the number question, then saves. */
async function answerSurvey(user: ReturnType<typeof userEvent.setup>) {
  for (let index = 0; index < 9; index += 1) {
    const number = screen.queryByRole('spinbutton');
    if (number) await user.type(number, '40');
    else await user.click(screen.queryAllByRole('radio')[0] ?? screen.getAllByRole('checkbox')[0]!);
    await user.click(screen.getByRole('button', { name: index === 8 ? 'Save answers' : 'Next' }));
  }
}

describe('steps after the code (spec 01 §2 Login step 4)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it(
    'asks an SK company for its second number, with the region label, before storing the token',
    LONG,
    async () => {
      let patches = 0;
      const { bodiesOf, fetchMock } = api({ region: SK, has_regnr2: false }, () => {
        patches += 1;
        return patches === 1
          ? { status: 422, body: { message: 'invalid', errors: { registration_number_2: ['Too long.'] } } }
          : { status: 200, body: company({ registration_number_2: 'SK2023456789' }) };
      });
      const user = userEvent.setup();
      const { router } = await renderApp('/login');
      await signIn(user);

      const field = await screen.findByRole('textbox', { name: 'VAT number (IČ DPH)' }, LAZY);
      expect(sessionStore.get()).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(field).toHaveAccessibleDescription('VAT number (IČ DPH) is required.');
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/company/'))).toBe(false);

      await user.type(field, 'SK 2023 456 789');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      // the server's refusal is shown on its field
      expect(await screen.findByText('Too long.')).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription('Too long.');

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY);
      expect(bodiesOf(PATCH_COMPANY)).toEqual([
        { registration_number_2: 'SK2023456789' },
        { registration_number_2: 'SK2023456789' },
      ]);
      // the calls of the step carry the session that was not stored yet
      const patchCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/v1/company/'));
      expect(new Headers(patchCall?.[1]?.headers).get('Authorization')).toBe(`Bearer ${SESSION.token}`);
      expect(sessionStore.get()).toEqual(SESSION);
    },
  );

  it('asks the survey first when both apply, with the limit of 3 on the first question', LONG, async () => {
    const { bodiesOf } = api({ region: LV, has_regnr2: false, has_survey: false }, (body) => ({
      status: 200,
      body: company({ regions_id: LV, ...(body as object) }),
    }));
    const user = userEvent.setup();
    await renderApp('/login');
    await signIn(user);

    const first = await screen.findByRole(
      'group',
      { name: 'Which products do you install most often?' },
      LAZY,
    );
    expect(screen.getByRole('heading', { name: 'Tell us about your work' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const boxes = within(first).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await user.click(box);
    expect(boxes[3]).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (let index = 1; index < 9; index += 1) {
      const number = screen.queryByRole('spinbutton');
      if (number) {
        await user.type(number, '40{Enter}');
        expect(screen.getByText(`Question ${index + 1} of 9`)).toBeInTheDocument();
      } else {
        const choice = screen.queryAllByRole('radio')[0] ?? screen.getAllByRole('checkbox')[0]!;
        await user.click(choice);
      }
      await user.click(screen.getByRole('button', { name: index === 8 ? 'Save answers' : 'Next' }));
    }

    expect(await screen.findByRole('textbox', { name: 'VAT number (PVN)' }, LAZY)).toBeInTheDocument();
    const [sent] = bodiesOf(PATCH_COMPANY) as { surveyResponse: string }[];
    const answers = JSON.parse(sent!.surveyResponse) as { id: number; question: string; answers: number[] }[];
    expect(answers[0]).toEqual({
      id: 7,
      question: 'Which products do you install most often?',
      answers: [1, 2, 3],
    });
    expect(answers.find((a) => a.id === 6)?.answers).toEqual([40]);
    expect(sessionStore.get()).toBeNull();
  });

  it('lists a failure to save the survey and stays on it', LONG, async () => {
    api({ has_survey: false }, () => ({ status: 500, body: { message: 'boom', code: 'internal_error' } }));
    const user = userEvent.setup();
    await renderApp('/login');
    await signIn(user);
    await screen.findByRole('group', { name: 'Which products do you install most often?' }, LAZY);
    await answerSurvey(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(sessionStore.get()).toBeNull();
  });
});

describe('sign-in of a deactivated account (spec 01 §4)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('says the account is no longer active instead of "not found"', LONG, async () => {
    stubApi({
      [LOGIN]: () => ({
        status: 404,
        body: { message: 'This account is no longer active.', code: 'account_inactive' },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'E-mail' }));
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, LAZY), 'pavel.maly@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is no longer active.');
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
  });
});
