/**
 * spec 01 §8: the known messages, in the spec's English. The server sends these texts; the web matches
 * them (or the error code) and shows the translation.
 */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong. Please try again.',
  installerExists: 'Installer exists.',
  invalidPhone: 'Invalid phone number.',
  lettersNotAllowed: 'Letters are not allowed.',
  emailTaken: 'The email has already been taken.',
  registrationNumberTaken: 'The company registration number has already been taken.',
  phoneNotUnique: 'Phone number is not unique.',
  installerNotFound: 'Installer not found.',
  invalidProduct: 'This is not a valid product.',
  productAlreadyScanned: 'This product has been scanned already.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type KnownMessage = (typeof MESSAGES)[MessageKey];
