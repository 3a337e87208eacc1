/**
 * spec 01 §2, spec 02 §2: content types requested with content_types. The spec names news; tutorial
 * videos (shown on /resources) are the other kind, and 'video' is our name for it.
 */
export const CONTENT_TYPES = ['news', 'video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** spec 01 §2: home asks for visible news only. */
export const CONTENT_VISIBLE = 1;
