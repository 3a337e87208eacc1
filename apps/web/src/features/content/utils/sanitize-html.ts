import DOMPurify from 'dompurify';

/**
 * Article HTML is stored as operators wrote it, so it is sanitised here, on display (ARCHITECTURE §2:
 * DOMPurify ≥ 3.3.2): scripts, event handlers, frames, forms and styles go; text, lists, links and
 * images stay. This module is imported by the article screen only, so DOMPurify stays out of every other
 * chunk.
 */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

// Links in an article leave the app: a new tab, and no access to this window from the opened page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
