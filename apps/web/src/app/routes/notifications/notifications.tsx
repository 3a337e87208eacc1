import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { translateError } from '@/lib/error-message';
import { useMarkRead, useNotifications } from '@/features/notifications/api/notifications';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import '@/styles/notifications.css';

/** spec 02 §2 /notifications: tapping one marks it read and expands it. */
export function Component() {
  const { t } = useTranslation(['titles', 'notifications']);
  const { t: tErrors } = useTranslation('errors');
  const { data, error, isPending } = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState<string | null>(null);

  if (isPending) return <PageLoading />;
  return (
    <Page title={t('titles:notifications.index')}>
      {error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : null}
      {data && data.data.length === 0 ? <p>{t('notifications:empty')}</p> : null}
      {data && data.data.length > 0 ? (
        <ul className="notifications">
          {data.data.map((notification) => (
            <NotificationItem
              key={notification.uuid}
              notification={notification}
              isOpen={open === notification.uuid}
              onToggle={() => {
                setOpen((current) => (current === notification.uuid ? null : notification.uuid));
                if (notification.mark === 0) markRead.mutate(notification.uuid);
              }}
            />
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
