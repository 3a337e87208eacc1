import { FIELD_MESSAGES } from '@club/contract';

// the contract's messages the profile form can show (spec 02 §5: name and surname have their own)
export const PROFILE_FIELD_KEYS: ReadonlyMap<string, string> = new Map([
  [FIELD_MESSAGES.nameRequired, 'account:edit.errors.name_required'],
  [FIELD_MESSAGES.surnameRequired, 'account:edit.errors.surname_required'],
  [FIELD_MESSAGES.emailRequired, 'account:edit.errors.email_required'],
  [FIELD_MESSAGES.emailInvalid, 'account:edit.errors.email_invalid'],
  [FIELD_MESSAGES.onlyLetters, 'account:edit.errors.only_letters'],
  [FIELD_MESSAGES.tooLong, 'account:edit.errors.too_long'],
]);

// the code of an e-mail change (the contract's CodeSchema)
export const CODE_FIELD_KEYS: ReadonlyMap<string, string> = new Map([
  [FIELD_MESSAGES.codeInvalid, 'account:change.code_invalid'],
]);
