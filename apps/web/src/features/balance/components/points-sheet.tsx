import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/layouts/page-loading';
import { Button } from '@/components/ui/button';
import { translateError } from '@/lib/error-message';
import { usePointsHistory } from '../api/points-history';
import { HistoryEntry } from './history-entry';

/** spec 03 §2 Sheet tab: the points history, a page at a time; asked only once the tab is open. */
export function PointsSheet({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation('balance');
  const { t: tErrors } = useTranslation('errors');
  const history = usePointsHistory(isOpen);
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="balance-sheet">
      {history.isPending ? <PageLoading /> : null}
      {history.error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, history.error)}
        </p>
      ) : null}
      {!history.isPending && entries.length === 0 ? <p>{t('sheet.empty')}</p> : null}
      <ul className="history">
        {entries.map((entry) => (
          <HistoryEntry key={entry.uuid} entry={entry} />
        ))}
      </ul>
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('sheet.more')}
        </Button>
      ) : null}
    </div>
  );
}
