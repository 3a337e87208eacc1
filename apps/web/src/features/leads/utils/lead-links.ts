/** A `tel:` link for a phone number as the customer typed it: digits and a leading plus only. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 5) return null;
  return `tel:${trimmed.startsWith('+') || trimmed.startsWith('00') ? '+' : ''}${trimmed.startsWith('00') ? digits.slice(2) : digits}`;
}

/** A maps search for the customer's address; the phone offers its maps app for it. */
export function mapsHref(parts: readonly (string | null | undefined)[]): string | null {
  const address = parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  if (!address) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
