/*
 * spec 03 §2: the top-up terms are the region's; the help cards open the card instructions and the card
 * provider's contact page. The pages live on the brand's site next to the club's other documents
 * (lib/document-links.ts); the region configuration does not send them yet.
 */
const page = (domain: string, country: string, slug: string) =>
  `https://${domain}/${country.toLowerCase()}/installer-club/${slug}`;

export function clubCardLinks(domain: string, country: string) {
  return {
    terms: page(domain, country, 'club-card-terms'),
    instructions: page(domain, country, 'club-card-instructions'),
    provider: page(domain, country, 'club-card-contact'),
  };
}
