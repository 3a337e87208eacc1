import { useTranslation } from 'react-i18next';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Before and after values of a write as a readable list: each field that changed with its old and new
 * value; a creation lists what was set, a removal what was there.
 */
export function ValueDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('common');
  if (!isPlain(before) && !isPlain(after)) {
    if (before === null && after === null) return null;
    return (
      <p className="diff">
        <del>{show(before)}</del> → <ins>{show(after)}</ins>
      </p>
    );
  }
  const old = isPlain(before) ? before : {};
  const now = isPlain(after) ? after : {};
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]),
  );
  if (keys.length === 0) return <p className="diff muted">{t('diff.unchanged')}</p>;
  return (
    <dl className="diff">
      {keys.map((key) => (
        <div key={key} className="diff-row">
          <dt>{key}</dt>
          <dd>
            {key in old && (
              <del>
                <span className="visually-hidden">{t('diff.was')} </span>
                {show(old[key])}
              </del>
            )}
            {key in old && key in now && <span aria-hidden="true"> → </span>}
            {key in now && (
              <ins>
                <span className="visually-hidden">{t('diff.now')} </span>
                {show(now[key])}
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Other details of a write (a decision, a ticket), field by field. */
export function ValueList({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  if (!isPlain(value)) return <p className="diff">{show(value)}</p>;
  return (
    <dl className="diff">
      {Object.entries(value).map(([key, item]) => (
        <div key={key} className="diff-row">
          <dt>{key}</dt>
          <dd>{show(item)}</dd>
        </div>
      ))}
    </dl>
  );
}
