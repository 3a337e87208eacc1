import { ARTICLE_HTML_POLICY } from '@club/contract';
import DOMPurify from 'dompurify';

/**
 * Article HTML is sanitised by the server when an operator saves it, and again here, on display
 * (ARCHITECTURE §2: DOMPurify ≥ 3.3.2), with the same allow-list (ARTICLE_HTML_POLICY): scripts, event
 * handlers, frames, forms and styles go; text, lists, links and images stay. This module is imported by
 * the article screen only, so DOMPurify stays out of every other chunk.
 */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { ...ARTICLE_HTML_POLICY.USE_PROFILES },
    FORBID_TAGS: [...ARTICLE_HTML_POLICY.FORBID_TAGS],
    FORBID_ATTR: [...ARTICLE_HTML_POLICY.FORBID_ATTR],
  });
}

// Links in an article leave the app: a new tab, and no access to this window from the opened page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
