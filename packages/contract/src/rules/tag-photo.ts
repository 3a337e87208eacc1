/** spec 02 §3: a `requires_tag_photo` rule of the product catalogue config. */
export interface TagPhotoRule {
  variant: string;
  factory: string;
  year: number;
}

/**
 * The spec names factory and year in the rules but not where they come from. Ours: a serial starts with
 * the factory (2 characters) and the production year (2 digits, 20YY), as on the tag labels; a serial
 * too short or without year digits matches no rule.
 */
export function serialProduction(serial: string): { factory: string; year: number } | null {
  const match = /^([A-Z0-9]{2})([0-9]{2})/.exec(serial);
  if (!match?.[1] || !match[2]) return null;
  return { factory: match[1], year: 2000 + Number(match[2]) };
}

/**
 * spec 02 §3, §4: whether a scanned product needs a photo of its tag. Pure, so that the web app decides
 * the same offline from the cached config. `serial` must be normalised (see `normaliseSerialPart`).
 */
export function requiresTagPhoto(rules: readonly TagPhotoRule[], variant: string, serial: string): boolean {
  const production = serialProduction(serial);
  if (!production) return false;
  return rules.some(
    (rule) =>
      rule.variant === variant && rule.factory === production.factory && rule.year === production.year,
  );
}
