import { useMemo } from 'react';
import { sanitizeArticleHtml } from '../utils/sanitize-html';

/** The article's HTML, sanitised before it reaches the page (spec 02 §3, ARCHITECTURE §2). */
export function ArticleBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div className="article__body" dangerouslySetInnerHTML={{ __html: safe }} />;
}
