import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Lazy steps and their chunks can take a moment on a busy test machine. */
export const LAZY = { timeout: 5000 };
export const VALIDATE = 'GET /v2/company/validate';
export const REGISTER = 'POST /v2/company/register';

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

export async function chooseCountry(user: User, country: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }, LAZY), country);
  await next(user);
}

export async function fillPerson(user: User, phone = '601 234 567') {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }, LAZY), ' Jan ');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kowalski');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jan@dachy.pl ');
  // the label is read with the region's fixed country code: "Phone number +48"
  await user.type(screen.getByRole('textbox', { name: /^Phone number \+\d+$/ }), phone);
  await next(user);
}

export async function fillCompany(user: User, number = '526 000 12 46') {
  await user.type(await screen.findByRole('textbox', { name: 'Company name' }, LAZY), 'Dachy Kowalski ');
  await user.type(screen.getByRole('textbox', { name: /^Registration number/ }), number);
  await next(user);
}

export async function fillAddress(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'Address' }, LAZY), 'Długa');
  await user.type(screen.getByRole('textbox', { name: 'House number' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '00-950');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Warszawa');
  await next(user);
}

/** Answers the nine welcome questions with the first choice (a number on the fourth). */
export async function answerSurvey(user: User) {
  for (let index = 0; index < 9; index += 1) {
    const number = screen.queryByRole('spinbutton');
    if (number) await user.type(number, '12');
    else if (index < 8) {
      const first = screen.queryAllByRole('checkbox')[0] ?? screen.getAllByRole('radio')[0];
      if (first) await user.click(first);
    }
    await next(user);
  }
}
