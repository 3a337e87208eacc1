import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/layouts/page';
import { maintenanceProbeQueryOptions } from '../../../features/config/api/get-public-config';
import { maintenanceStore } from '../../../lib/maintenance';

/** spec 01 §4 Maintenance: wait here, asking the server every minute, then go home. */
export function Component() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const { isSuccess } = useQuery(maintenanceProbeQueryOptions());

  useEffect(() => {
    if (!isSuccess) return;
    maintenanceStore.clear();
    void navigate('/', { replace: true });
  }, [isSuccess, navigate]);

  return (
    <Page title={t('maintenance.title')}>
      <p>{t('maintenance.message')}</p>
      <p className="muted">{t('maintenance.polling')}</p>
    </Page>
  );
}
