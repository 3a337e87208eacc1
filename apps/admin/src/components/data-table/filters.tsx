import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from './use-list-params';

type FilterList<F extends string> = Pick<
  ListState<{ page: number; limit: number }, F>,
  'filters' | 'setFilters'
>;

/**
 * The filter bar above a DataTable: a search landmark whose text fields apply on Enter or "Apply" and
 * whose choices apply at once; every change returns the list to its first page.
 */
export function DataTableFilters({
  label,
  children,
  onApply,
  onClear,
}: {
  label: string;
  children: ReactNode;
  onApply?: () => void;
  onClear?: () => void;
}) {
  const { t } = useTranslation('common');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply?.();
  };
  return (
    <form role="search" aria-label={label} className="filter-bar" onSubmit={submit}>
      {children}
      <div className="filter-actions">
        {onApply && (
          <button type="submit" className="button">
            {t('filters.apply')}
          </button>
        )}
        {onClear && (
          <button type="button" className="button button-link" onClick={onClear}>
            {t('filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A text filter: typed freely, applied with the bar. Use `useFilterDrafts` for its value. */
export function FilterText({
  label,
  value,
  onChange,
  type = 'search',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'search' | 'date' | 'text';
}) {
  return (
    <label className="filter">
      <span>{label}</span>
      <input type={type} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A choice filter, applied at once; the empty option shows everything. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  allLabel: string;
}) {
  return (
    <label className="filter">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Drafts of a list's filters: what the fields show before they are applied. `apply` writes them all to the
 * address, `set` with `now` writes one at once (a select), `clear` empties them.
 */
export function useFilterDrafts<F extends string>(list: FilterList<F>, keys: readonly F[]) {
  const current = () =>
    Object.fromEntries(keys.map((key) => [key, list.filters[key] ?? ''])) as Record<F, string>;
  const [drafts, setDrafts] = useState<Record<F, string>>(current);
  return {
    values: drafts,
    set(key: F, value: string, now = false) {
      setDrafts((old) => ({ ...old, [key]: value }));
      if (now) list.setFilters({ [key]: value } as Partial<Record<F, string>>);
    },
    apply: () => list.setFilters(drafts),
    clear() {
      const empty = Object.fromEntries(keys.map((key) => [key, ''])) as Record<F, string>;
      setDrafts(empty);
      list.setFilters(empty);
    },
  };
}
