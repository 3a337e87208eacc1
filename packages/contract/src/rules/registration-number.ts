/** spec 01 §5: spaces are stripped from registration numbers before checks and storage. */
export function cleanRegistrationNumber(value: string): string {
  return value.replace(/\s+/gu, '');
}
