/** build/locale-texts.ts: per language, the loaders of its namespaces (one chunk per file). */
declare module 'virtual:locale-texts' {
  type Messages = Record<string, unknown>;
  const localeTexts: Record<string, () => Promise<{ default: Record<string, () => Promise<Messages>> }>>;
  export default localeTexts;
}
