/** spec 01 §9, spec 02 §9, spec 03 §9: page sizes and list limits of every call. */
export const PAGE_SIZES = {
  /** Home asks for 10 news items and shows the latest 5. */
  homeNewsRequest: 10,
  homeNewsShown: 5,
  news: 20,
  leads: 30,
  surveys: 10,
  projects: 20,
  tutorialVideos: 40,
  supportChats: 20,
  supportMessages: 1000,
  shopProducts: 12,
  orders: 100,
  installers: 20,
  clubCardHistory: 5,
  topUpProducts: 100,
} as const;

/** Upper bound of any `limit` query; the largest page the spec uses is 1000 chat messages. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 20;

/** spec 01 §5, §9: sign-in and registration input limits. */
export const ACCOUNT_LIMITS = {
  codeLength: 5,
  codeMax: 99_999,
  phoneMinDigits: 5,
  /** E.164 allows at most 15 digits in a whole number. */
  phoneMaxDigits: 15,
  autocompleteMinChars: 5,
  nameMaxLength: 100,
  emailMaxLength: 254,
  registrationNumberMaxLength: 32,
} as const;

/** spec 01 §2: the keyboard counts as open when the viewport is this much shorter than the screen. */
export const KEYBOARD_OPEN_THRESHOLD_PX = 200;

/** spec 02 §2: tutorial video descriptions are collapsed to this many lines. */
export const VIDEO_DESCRIPTION_LINES = 2;
