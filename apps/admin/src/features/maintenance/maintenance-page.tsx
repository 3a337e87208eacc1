import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMaintenance, setMaintenance } from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';

const KEY = ['maintenance'] as const;

/**
 * spec 01 §4 Maintenance: while it is on, the installers' app shows its maintenance page and the API
 * answers 503 to everything but the back-office. The switch is audit-logged.
 */
export function Component() {
  const { t } = useTranslation('maintenance');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const state = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(getMaintenance, { signal }) });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => call(setMaintenance, { body: { enabled } }),
    onSuccess: (answer) => queryClient.setQueryData(KEY, answer),
    onError: (error) => setFailure(errorMessage(error, t)),
  });
  let body;
  if (state.isPending) body = <Loading />;
  else if (state.isError) body = <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  else {
    const { enabled } = state.data;
    body = (
      <div className="panel stack">
        <p className={enabled ? 'status status-on' : 'status status-off'} role="status">
          {enabled ? t('on') : t('off')}
        </p>
        <p>{enabled ? t('onText') : t('offText')}</p>
        <FormError message={failure} />
        <div>
          <button
            type="button"
            className={enabled ? 'button button-primary' : 'button button-danger'}
            disabled={toggle.isPending}
            onClick={() => {
              setFailure(null);
              toggle.mutate(!enabled);
            }}
          >
            {enabled ? t('switchOff') : t('switchOn')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      {body}
    </section>
  );
}
