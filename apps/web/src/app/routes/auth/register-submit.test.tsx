import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { stubApi, type Reply } from '@/test/fetch-stub';
import {
  answerSurvey,
  chooseCountry,
  fillAddress,
  fillCompany,
  fillPerson,
  LAZY,
  REGISTER,
  VALIDATE,
} from '@/test/registration-steps';
import { renderApp, setUpI18n } from '@/test/render-app';

const CREATED = {
  user_id: 11,
  company_id: 5,
  company_uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  welcome_points: 500,
};
const LONG = { timeout: 30_000 };

async function reachSummary(register: Reply) {
  const api = stubApi({
    [VALIDATE]: () => ({ status: 200, body: { valid: true, errors: {} } }),
    [REGISTER]: () => register,
  });
  const user = userEvent.setup();
  await renderApp('/register?invite=abc123');
  await chooseCountry(user, 'PL');
  await fillPerson(user);
  await fillCompany(user);
  await fillAddress(user);
  await answerSurvey(user);
  await user.click(await screen.findByRole('checkbox', { name: 'I accept the terms and conditions' }, LAZY));
  return { ...api, user };
}

describe('/register submit (spec 01 §2 step 5, §5, §8)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('sends the trimmed payload with 1/0 consents and shows the welcome points', LONG, async () => {
    const { user, bodiesOf } = await reachSummary({ status: 201, body: CREATED });
    await user.click(screen.getByRole('checkbox', { name: /by e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to the club!' })).toBeInTheDocument();
    expect(screen.getByText(/500 points/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const [body] = bodiesOf(REGISTER) as Record<string, unknown>[];
    expect(body).toMatchObject({
      name: 'Jan',
      surname: 'Kowalski',
      email: 'jan@dachy.pl',
      phone: '601234567',
      regionsId: 10,
      languagesId: 5,
      companyName: 'Dachy Kowalski',
      companyRegistrationNumber: '5260001246',
      companyAddress: 'Długa 5',
      companyStreetName: 'Długa',
      companyHouseNumber: '5',
      companyPostalCode: '00-950',
      companyCity: 'Warszawa',
      email_consent: 1,
      phone_consent: 0,
      invite: 'abc123',
    });
    const survey = JSON.parse(String(body?.surveyResponse)) as { id: number; answers: number[] }[];
    expect(survey.map((answer) => answer.id)).toEqual([7, 3, 5, 6, 8, 2, 4, 9]);
    expect(survey[3]).toMatchObject({ id: 6, answers: [12] });
    expect(window.localStorage.getItem(STORAGE_KEYS.registrationDraft)).toBeNull();
  });

  it('lists every message of a 422 and marks the fields invalid by name', LONG, async () => {
    const errors = {
      email: ['The email has already been taken.'],
      companyRegistrationNumber: ['The company registration number has already been taken.'],
    };
    const { user } = await reachSummary({ status: 422, body: { message: 'Validation failed', errors } });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email has already been taken.');
    expect(alert).toHaveTextContent('The company registration number has already been taken.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Registration number (NIP)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows the generic message for other failures', LONG, async () => {
    const { user } = await reachSummary({ status: 500, body: { message: 'boom' } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('restores the draft, step and fields, after the screen is opened again', LONG, async () => {
    stubApi({ [VALIDATE]: () => ({ status: 200, body: { valid: true, errors: {} } }) });
    const user = userEvent.setup();
    const first = await renderApp('/register');
    await chooseCountry(user, 'PL');
    await fillPerson(user);
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }, LAZY), 'Dachy');
    first.unmount();

    await renderApp('/register');
    expect(await screen.findByRole('textbox', { name: 'Company name' }, LAZY)).toHaveValue('Dachy');
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'First name' }, LAZY)).toHaveValue(' Jan ');
  });
});
