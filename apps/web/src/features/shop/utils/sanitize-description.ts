import { ARTICLE_HTML_POLICY } from '@club/contract';
import DOMPurify from 'dompurify';

/**
 * A product's description is HTML that the server sanitised when the catalogue was saved; it is sanitised
 * again here on display with the articles' allow-list (ARCHITECTURE §2), so a fault on either side is not
 * enough to run a script in the app. Imported by the product page only: DOMPurify stays in its chunk.
 */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { ...ARTICLE_HTML_POLICY.USE_PROFILES },
    FORBID_TAGS: [...ARTICLE_HTML_POLICY.FORBID_TAGS],
    FORBID_ATTR: [...ARTICLE_HTML_POLICY.FORBID_ATTR],
  });
}
