import { REGIONAL_LINK_KINDS, regionalLink, regionById, type RegionalLinks } from '@club/contract';

const page = (country: string, slug: string) => `https://skylight.example/${country}/installer-club/${slug}`;
const links = (country: string): RegionalLinks => ({
  terms: page(country, 'terms'),
  commercialRules: page(country, 'commercial-rules'),
  privacy: page(country, 'privacy'),
});

/**
 * spec 02 §2 Menu documents, spec 01 §9: the terms, commercial rules and privacy pages exist for 14
 * regions, on the brand's domain (ARCHITECTURE §6). The region configuration does not send them to the
 * app yet, so they are kept here. The spec does not say which two regions lack them; BA and RS, the two
 * regions without a registration-number rule, get the '#' fallback until their pages exist.
 */
export const DOCUMENT_LINKS: Partial<Record<string, RegionalLinks>> = Object.fromEntries(
  ['BG', 'HR', 'CZ', 'EE', 'HU', 'IT', 'LV', 'LT', 'PL', 'RO', 'SK', 'SI', 'TR', 'UA'].map((code) => [
    code,
    links(code.toLowerCase()),
  ]),
);

export function documentLinks(regionId: number) {
  const code = regionById(regionId)?.code ?? '';
  return REGIONAL_LINK_KINDS.map((kind) => ({ kind, href: regionalLink(DOCUMENT_LINKS, code, kind) }));
}

/** One document of a region given by its country code (the registration wizard's region). */
export function documentLinkFor(countryCode: string, kind: (typeof REGIONAL_LINK_KINDS)[number]): string {
  return regionalLink(DOCUMENT_LINKS, countryCode, kind);
}
