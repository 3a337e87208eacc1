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
  // spec 01 §8 names these situations without their text; the wording is ours.
  userNotFound: 'User not found.',
  wrongCode: 'The code is wrong or has expired.',
  // spec 02 §8
  invalidQrCode: 'Invalid QR code.',
  invalidServerResponse: 'Invalid server response',
  // spec 02 §4 status rules; the wording is ours.
  projectNotFound: 'Project not found.',
  projectNotAcceptingProducts: 'This project does not take new products.',
  productDeleteNotAllowed: 'Products can be removed only while the project is in progress.',
  projectNotEmpty: 'Only a project without products and without a lead can be deleted.',
  projectSurveyNotOpen: 'The survey can be answered only for a project in progress with products.',
  scanImageRequired: 'A photo of the product is required.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type KnownMessage = (typeof MESSAGES)[MessageKey];

/**
 * Field messages of the request schemas (spec 01 §5, spec 02 §5). Where the spec gives no text the
 * wording is ours. spec 01 §5: names and cities say "letters only"; postal codes say 'Letters are not
 * allowed.'.
 */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  /** Text with control characters (NUL and the like) is refused before it reaches the database. */
  controlCharacters: 'The field contains characters that are not allowed.',
  nameRequired: 'Name is required.',
  surnameRequired: 'Surname is required.',
  emailRequired: 'E-mail is required.',
  emailInvalid: 'The email must be a valid email address.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: MESSAGES.invalidPhone,
  onlyLetters: 'Only letters are allowed.',
  lettersNotAllowed: MESSAGES.lettersNotAllowed,
  regionRequired: 'Choose a region.',
  languageRequired: 'Choose a language.',
  companyNameRequired: 'Company name is required.',
  addressRequired: 'Address is required.',
  houseNumberRequired: 'House number is required.',
  postalCodeRequired: 'Postal code is required.',
  cityRequired: 'City is required.',
  codeInvalid: 'The code must be 5 digits.',
  loginRequestInvalid: 'The sign-in request is not valid. Please ask for a new code.',
  contactRequired: 'Enter an e-mail address or a phone number.',
  oneContactOnly: 'Enter either an e-mail address or a phone number, not both.',
  surveyResponseInvalid: 'The survey answers are not valid.',
  optionsInvalid: 'The options are not valid.',
  nothingToUpdate: 'Nothing to update.',
  validateVariant: 'Send region_id and phone, or email, or region_id and registration_number.',
  tooLong: 'This value is too long.',
  dateInPast: 'The date cannot be in the past.',
  platformInvalid: 'The platform is not known.',
} as const;
export type FieldMessage = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES];
