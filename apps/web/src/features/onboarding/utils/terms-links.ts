import { regionalLink, regionById, type RegionalLinks } from '@club/contract';

/**
 * The terms pages of the regions the terms modal is shown in (spec 01 §2: CZ and SK). The region
 * configuration does not carry its links to the app yet, so they are kept here, on the brand's domain
 * (ARCHITECTURE §6); any other region gets the '#' fallback of spec 01 §9.
 */
export const TERMS_LINKS: Partial<Record<string, RegionalLinks>> = {
  CZ: { terms: 'https://skylight.example/cz/installer-club/obchodni-podminky' },
  SK: { terms: 'https://skylight.example/sk/installer-club/obchodne-podmienky' },
};

export function termsLink(regionId: number): string {
  return regionalLink(TERMS_LINKS, regionById(regionId)?.code ?? '', 'terms');
}
