import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import {
  answerSurvey,
  chooseCountry,
  fillAddress,
  fillCompany,
  fillPerson,
  LAZY,
  VALIDATE,
} from '@/test/registration-steps';
import { renderApp, setUpI18n } from '@/test/render-app';

const LONG = { timeout: 30_000 };
const FIRST_QUESTION = 'Which products do you install most often?';
const TERMS = 'I accept the terms and conditions';

async function reachSurvey() {
  stubApi({ [VALIDATE]: () => ({ status: 200, body: { valid: true, errors: {} } }) });
  const user = userEvent.setup();
  await renderApp('/register');
  await chooseCountry(user, 'PL');
  await fillPerson(user);
  await fillCompany(user);
  await fillAddress(user);
  return user;
}

describe('/register survey and summary (spec 01 §2, §4 Registration, §5 Survey)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('limits the first question to 3 choices and keeps Next disabled until answered', LONG, async () => {
    const user = await reachSurvey();
    const question = await screen.findByRole('group', { name: FIRST_QUESTION }, LAZY);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // item 3: a disabled main action says why, and is read with it
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'Answer the question to go on',
    );
    const boxes = within(question).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await user.click(box);
    expect(boxes[3]).toBeDisabled();
    expect(boxes[0]).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(boxes[0]!);
    expect(boxes[3]).toBeEnabled();
  });

  it('ignores Enter in the number question', LONG, async () => {
    const user = await reachSurvey();
    for (let index = 0; index < 3; index += 1) {
      await user.click(screen.getAllByRole(index === 0 ? 'checkbox' : 'radio')[0]!);
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    const number = screen.getByRole('spinbutton', {
      name: 'How many roof windows do you install in a year?',
    });
    await user.type(number, '40{Enter}');
    expect(screen.getByText('Question 4 of 9')).toBeInTheDocument();
    expect(number).toHaveAttribute('min', '1');
    expect(number).toHaveAttribute('max', '999999');
  });

  it('going back from the summary clears the terms tick', LONG, async () => {
    const user = await reachSurvey();
    await answerSurvey(user);
    const terms = await screen.findByRole('checkbox', { name: TERMS }, LAZY);
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAccessibleDescription(
      'Tick the terms to register',
    );
    // item 9: the region's terms can be read before ticking
    expect(screen.getByRole('link', { name: /^Read the terms and conditions/ })).toHaveAttribute(
      'href',
      'https://skylight.example/pl/installer-club/terms',
    );
    await user.click(terms);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.queryByText('Tick the terms to register')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const last = 'Where do you buy the products you install? (optional)';
    expect(await screen.findByRole('group', { name: last })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('checkbox', { name: TERMS }, LAZY)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('asks to retake or keep a finished survey when the address step is left', LONG, async () => {
    const user = await reachSurvey();
    await answerSurvey(user);
    await user.click(await screen.findByRole('button', { name: 'Edit: Company address' }, LAZY));
    await user.click(await screen.findByRole('button', { name: 'Next' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Survey already answered' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my answers' }));
    expect(await screen.findByRole('checkbox', { name: TERMS }, LAZY)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit: Company address' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }, LAZY));
    await user.click(await screen.findByRole('button', { name: 'Take it again' }));
    const first = await screen.findByRole('group', { name: FIRST_QUESTION });
    expect(
      within(first)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
