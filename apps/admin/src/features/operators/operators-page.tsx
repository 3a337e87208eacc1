import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { listOperators, OPERATOR_ROLES, OPERATOR_STATUSES, type Operator } from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';

import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { useOperator } from '@/lib/operator';
import { InviteForm } from './invite-form';
import { OperatorActions } from './operator-actions';
import { operatorKeys } from './operator-keys';

const FILTERS = ['q', 'role', 'status'] as const;

/** The club's operators (admin only): who may sign in to the back-office, with which role. */
export function Component() {
  const { t, i18n } = useTranslation(['operators', 'shell']);
  useDocumentTitle(t('operators:title'));
  const { data: self } = useOperator();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState('');
  const page = useListPage({
    endpoint: listOperators,
    queryKey: operatorKeys.list,
    filters: FILTERS,
    defaultSort: { id: 'name', order: 'asc' },
  });
  const columns: DataTableColumn<Operator>[] = [
    { id: 'name', header: t('operators:columns.name'), sortable: true, cell: (o) => o.name },
    { id: 'email', header: t('operators:columns.email'), sortable: true, cell: (o) => o.email },
    {
      id: 'role',
      header: t('operators:columns.role'),
      sortable: true,
      cell: (o) => t(`shell:roles.${o.role}`),
    },
    {
      id: 'status',
      header: t('operators:columns.status'),
      cell: (o) => (o.active ? t('operators:status.active') : t('operators:status.inactive')),
    },
    {
      id: 'created_at',
      header: t('operators:columns.createdAt'),
      sortable: true,
      cell: (o) => formatDateTime(o.created_at, i18n.language),
    },
    {
      id: 'actions',
      header: t('operators:columns.actions'),
      cell: (o) => <OperatorActions operator={o} isSelf={o.uuid === self?.uuid} onDone={setNotice} />,
    },
  ];
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('operators:title')}</h1>
        {!inviting && (
          <button type="button" className="button button-primary" onClick={() => setInviting(true)}>
            {t('operators:invite.open')}
          </button>
        )}
      </div>
      <p className="notice" role="status">
        {notice}
      </p>
      {inviting && (
        <InviteForm
          onCancel={() => setInviting(false)}
          onInvited={(operator) => {
            setInviting(false);
            setNotice(t('operators:invite.sent', { email: operator.email }));
          }}
        />
      )}
      <ListTable
        page={page}
        caption={t('operators:title')}
        columns={columns}
        rowKey={(o) => o.uuid}
        emptyText={t('operators:empty')}
        filterLabel={t('operators:filters.label')}
      >
        <FilterText label={t('operators:filters.q')} {...page.text('q')} />
        <FilterSelect
          label={t('operators:columns.role')}
          {...page.choice('role')}
          allLabel={t('operators:filters.allRoles')}
          options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`shell:roles.${role}`) }))}
        />
        <FilterSelect
          label={t('operators:columns.status')}
          {...page.choice('status')}
          allLabel={t('operators:filters.allStatuses')}
          options={OPERATOR_STATUSES.map((status) => ({
            value: status,
            label: t(`operators:status.${status}`),
          }))}
        />
      </ListTable>
    </section>
  );
}
