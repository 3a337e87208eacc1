import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@club/contract';
import type { ListControls } from './use-list-params';

const PAGE_SIZES = [20, 50, 100] as const;

/** Previous and next page, where the list is, and how many rows a page holds; maps to `page` and `limit`. */
export function Pagination({ meta, list, label }: { meta: PageMeta; list: ListControls; label: string }) {
  const { t } = useTranslation('common');
  const first = (meta.current_page - 1) * meta.per_page + 1;
  const last = Math.min(meta.total, meta.current_page * meta.per_page);
  return (
    <nav className="pagination" aria-label={label}>
      <p aria-live="polite">{t('table.range', { first, last, total: meta.total })}</p>
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={meta.current_page <= 1}
          onClick={() => list.setPage(meta.current_page - 1)}
        >
          {t('table.previous')}
        </button>
        <span>{t('table.page', { page: meta.current_page, pages: meta.last_page })}</span>
        <button
          type="button"
          className="button"
          disabled={meta.current_page >= meta.last_page}
          onClick={() => list.setPage(meta.current_page + 1)}
        >
          {t('table.next')}
        </button>
        <label className="page-size">
          {t('table.perPage')}
          <select value={list.limit} onChange={(event) => list.setLimit(Number(event.target.value))}>
            {[...new Set([...PAGE_SIZES, list.limit])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
          </select>
        </label>
      </div>
    </nav>
  );
}
