// Renders the pages of PRERENDERED_PAGES to HTML at build time (build/prerender.ts runs this module in
// Node), with the same components, texts and router as the browser, so that main.tsx can hydrate them.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LOCALES, PRERENDERED_PAGES, prerenderedPageFile, type Locale } from '@club/contract';
import { App } from './app/app';
import { preloadRoutes } from './app/router';
import { documentTitle } from './lib/document-title';
import { i18n, initI18n } from './lib/i18n';
import { PRERENDERED_PAGE, prerenderedMark } from './lib/prerendered-page';

export { LOCALES, PRERENDERED_PAGES };

export interface RenderedPage {
  /** The file it goes to, relative to the web app's root. */
  file: string;
  locale: Locale;
  /** The markup of `#root`'s children. */
  html: string;
  /** The attribute that marks `#root` as rendered ahead: `data-prerendered="…"`. */
  rootAttribute: string;
  title: string;
  /** Where the page's texts come from: `src/locales/<locale>/<namespace>.json`, to preload them. */
  textModules: string[];
}

export async function renderPage(pathname: string, locale: Locale): Promise<RenderedPage> {
  const file = prerenderedPageFile(pathname, locale);
  if (!file) throw new Error(`${pathname} is not one of PRERENDERED_PAGES`);
  if (i18n.isInitialized) await i18n.changeLanguage(locale);
  else await initI18n(locale);
  try {
    await preloadRoutes(pathname);
  } catch (failure) {
    throw new Error(`${pathname} (${locale}) failed to load`, { cause: failure });
  }

  const html = renderToString(
    <StrictMode>
      <App location={pathname} />
    </StrictMode>,
  );
  // a screen still waiting for its code or texts would ship a spinner: the build fails instead
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->') || !html.includes('<h1')) {
    throw new Error(`${pathname} (${locale}) did not render completely: ${html.slice(0, 300)}`);
  }
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
  const namespaces = Object.keys(i18n.store.data[locale] ?? {});
  return {
    file,
    locale,
    html,
    rootAttribute: `data-${PRERENDERED_PAGE}="${prerenderedMark({ pathname, locale })}"`,
    title: documentTitle(decodeEntities(heading), i18n.t('common:app.name')),
    textModules: namespaces.map((namespace) => `src/locales/${locale}/${namespace}.json`),
  };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
