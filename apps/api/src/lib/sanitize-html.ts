import { ARTICLE_HTML_POLICY } from '@club/contract';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | null = null;

/**
 * DOMPurify on a jsdom window: the same library and the same allow-list (ARTICLE_HTML_POLICY) as the
 * installers' app applies on display, so what an operator saves is what a reader gets. The window is made
 * once, on the first article, and kept: building one takes tens of milliseconds.
 */
function purify(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(new JSDOM('').window);
  // Links in an article leave the app: a new tab, and no access to the opener.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Article HTML as it may be stored: scripts, event handlers, `javascript:` links, frames, forms and styles
 * are removed; text, headings, lists, tables, links and images stay.
 */
export function sanitizeArticleHtml(html: string): string {
  return purify().sanitize(html, {
    USE_PROFILES: { ...ARTICLE_HTML_POLICY.USE_PROFILES },
    FORBID_TAGS: [...ARTICLE_HTML_POLICY.FORBID_TAGS],
    FORBID_ATTR: [...ARTICLE_HTML_POLICY.FORBID_ATTR],
  });
}

/** Whether sanitised HTML still says anything (text, or a picture). */
export function hasArticleContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}
