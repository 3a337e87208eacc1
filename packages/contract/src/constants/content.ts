/**
 * spec 01 §2, spec 02 §2: content types requested with content_types. The spec names news; tutorial
 * videos (shown on /resources) are another kind, and 'video' is our name for it; 'resource' is a resource
 * article (spec 02 §1: "news and resource articles"), listed on /resources and read like a news article.
 */
export const CONTENT_TYPES = ['news', 'video', 'resource'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** spec 01 §2: home asks for visible news only. */
export const CONTENT_VISIBLE = 1;

/** spec 02 §2: the kinds of link on /resources, in the order they are listed. */
export const RESOURCE_LINK_KINDS = [
  'installationGuides',
  'productCatalogue',
  'priceList',
  'technicalSupport',
] as const;
export type ResourceLinkKind = (typeof RESOURCE_LINK_KINDS)[number];
export type ResourceLinks = Partial<Record<ResourceLinkKind, string>>;

/** Pages of the brand site every country has: installation guides, catalogue and technical support. */
const brandPages = (country: string, paths: { guides: string; catalogue: string; support: string }) => ({
  installationGuides: `https://www.skylight.example/${country}/${paths.guides}`,
  productCatalogue: `https://www.skylight.example/${country}/${paths.catalogue}`,
  technicalSupport: `https://www.skylight.example/${country}/${paths.support}`,
});

/**
 * spec 02 §2 Resources: the regional link list. Only some countries publish a professional price list;
 * a region without a link of a kind gets the '#' fallback of `regionalLink` (spec 01 §9), and the page
 * leaves such a link out rather than show one that leads nowhere.
 */
export const RESOURCE_LINKS: Partial<Record<string, ResourceLinks>> = {
  BA: brandPages('ba', { guides: 'uputstva-za-montazu', catalogue: 'katalog', support: 'podrska' }),
  BG: brandPages('bg', { guides: 'instruktsii-za-montazh', catalogue: 'katalog', support: 'poddrazhka' }),
  HR: {
    ...brandPages('hr', { guides: 'upute-za-ugradnju', catalogue: 'katalog', support: 'tehnicka-podrska' }),
    priceList: 'https://www.skylight.example/hr/cjenik',
  },
  CZ: {
    ...brandPages('cz', { guides: 'montazni-navody', catalogue: 'katalog', support: 'technicka-podpora' }),
    priceList: 'https://www.skylight.example/cz/cenik',
  },
  EE: brandPages('ee', { guides: 'paigaldusjuhendid', catalogue: 'kataloog', support: 'tehniline-tugi' }),
  HU: {
    ...brandPages('hu', {
      guides: 'beepitesi-utmutatok',
      catalogue: 'katalogus',
      support: 'muszaki-tamogatas',
    }),
    priceList: 'https://www.skylight.example/hu/arlista',
  },
  IT: {
    ...brandPages('it', {
      guides: 'istruzioni-di-montaggio',
      catalogue: 'catalogo',
      support: 'assistenza-tecnica',
    }),
    priceList: 'https://www.skylight.example/it/listino-prezzi',
  },
  LT: brandPages('lt', {
    guides: 'montavimo-instrukcijos',
    catalogue: 'katalogas',
    support: 'technine-pagalba',
  }),
  LV: brandPages('lv', {
    guides: 'montazas-instrukcijas',
    catalogue: 'katalogs',
    support: 'tehniskais-atbalsts',
  }),
  PL: {
    ...brandPages('pl', {
      guides: 'instrukcje-montazu',
      catalogue: 'katalog',
      support: 'wsparcie-techniczne',
    }),
    priceList: 'https://www.skylight.example/pl/cennik',
  },
  RO: brandPages('ro', {
    guides: 'instructiuni-de-montaj',
    catalogue: 'catalog',
    support: 'asistenta-tehnica',
  }),
  RS: brandPages('rs', { guides: 'uputstva-za-ugradnju', catalogue: 'katalog', support: 'tehnicka-podrska' }),
  SK: {
    ...brandPages('sk', { guides: 'montazne-navody', catalogue: 'katalog', support: 'technicka-podpora' }),
    priceList: 'https://www.skylight.example/sk/cennik',
  },
  SI: brandPages('si', { guides: 'navodila-za-vgradnjo', catalogue: 'katalog', support: 'tehnicna-podpora' }),
  TR: brandPages('tr', { guides: 'montaj-kilavuzlari', catalogue: 'katalog', support: 'teknik-destek' }),
  UA: brandPages('ua', {
    guides: 'instruktsii-z-montazhu',
    catalogue: 'kataloh',
    support: 'tekhnichna-pidtrymka',
  }),
};

/** Back-office content limits: lengths of the texts and the image an operator uploads. */
export const CONTENT_LIMITS = {
  titleMaxLength: 200,
  summaryMaxLength: 1000,
  /** The article HTML as sent; what is stored is the sanitised text, never longer. */
  bodyMaxLength: 100_000,
  searchMaxLength: 100,
  /** An article picture as uploaded; it is re-encoded before it is stored. */
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxPixels: 40_000_000,
  /** The stored picture's longer side: cards show it at 320 px, the article at phone width. */
  imageMaxLongSidePx: 1600,
} as const;

/** A YouTube video id: 11 characters of the URL-safe base 64 alphabet. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/**
 * What article HTML may hold, one allow-list for both ends: the server keeps only this when an operator
 * saves an article, the installers' app keeps only this when it shows one (DOMPurify's options in both
 * places). HTML profile: text, headings, lists, tables, links and images; no scripts, event handlers,
 * frames, forms or styles (the app's CSP forbids inline styles anyway).
 */
export const ARTICLE_HTML_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
} as const;

/** Field messages of the back-office content forms. */
export const CONTENT_MESSAGES = {
  titleRequired: 'Enter a title.',
  bodyRequired: 'Write the article text.',
  bodyEmptyAfterCleaning: 'The article has no text once scripts and other unsafe parts are removed.',
  youtubeRequired: 'Enter the YouTube video id (11 characters).',
  publishedAtRequired: 'Enter a valid publication date and time.',
  regionRequired: 'Choose a region.',
  imageNotFound: 'The image was not found; upload it again.',
  translationOwnLanguage: 'This is the item’s own language: change the item itself.',
  translationNotFound: 'There is no translation into this language.',
} as const;
