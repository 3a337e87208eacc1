import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';

/** A screen or a part of one that is loading; announced politely to screen readers. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? 'Loading…'}</span>
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation('common');
  return <PageLoading label={t('states.loading')} />;
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return <p className="state state-empty">{children ?? t('states.empty')}</p>;
}

/** A failed load, with its message and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="state state-error" role="alert">
      <p>{errorMessage(error, t)}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}
