import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { maintenanceProbeQueryOptions } from '@/features/config/api/get-public-config';
import { maintenanceStore } from '@/lib/maintenance';
import '@/styles/maintenance.css';

/**
 * spec 01 §4 Maintenance: wait here, asking the server every minute (or at once, on request), then go
 * home. It is a public page: the probe is the public config call, so it works signed out as well.
 */
export function Component() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const { isSuccess, isFetching, isError, refetch } = useQuery(maintenanceProbeQueryOptions());

  useEffect(() => {
    if (!isSuccess) return;
    maintenanceStore.clear();
    void navigate('/', { replace: true });
  }, [isSuccess, navigate]);

  let status = '';
  if (isFetching) status = t('maintenance.checking');
  else if (isError) status = t('maintenance.still_unavailable');

  return (
    <Page title={t('maintenance.title')}>
      <div className="maintenance">
        <p className="maintenance__message">{t('maintenance.message')}</p>
        <p className="muted">{t('maintenance.polling')}</p>
        {/* stays enabled while a check runs: disabling would drop the keyboard focus */}
        <Button onClick={() => void refetch()}>{t('maintenance.try_now')}</Button>
        <p className="maintenance__status" role="status">
          {status}
        </p>
      </div>
    </Page>
  );
}
