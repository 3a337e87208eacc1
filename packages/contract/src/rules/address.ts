/**
 * spec 01 §5: the house number is appended to the address line unless the line already contains it as a
 * word of its own ("Długa 5" holds 5; "Długa 15" does not).
 */
export function addressWithHouseNumber(address: string, houseNumber: string): string {
  const line = address.trim();
  const number = houseNumber.trim();
  if (!number) return line;
  if (!line) return number;
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const contained = new RegExp(`(^|[\\s,])${escaped}($|[\\s,])`, 'iu').test(line);
  return contained ? line : `${line} ${number}`;
}
