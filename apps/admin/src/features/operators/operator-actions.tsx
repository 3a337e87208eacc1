import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  OPERATOR_ROLES,
  updateOperator,
  type Operator,
  type OperatorRole,
  type OperatorUpdate,
} from '@club/contract';
import { call } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { operatorKeys } from './operator-keys';

/**
 * A row's role and status controls. Deactivation asks once more, since it ends the operator's sessions at
 * once. The signed-in admin's own row has none: nobody demotes or deactivates themselves.
 */
export function OperatorActions({
  operator,
  isSelf,
  onDone,
}: {
  operator: Operator;
  isSelf: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['operators', 'shell']);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const update = useMutation({
    mutationFn: (body: OperatorUpdate) => call(updateOperator, { params: { id: operator.uuid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
  if (isSelf) return <span className="muted">{t('operators:actions.you')}</span>;

  const run = async (body: OperatorUpdate, done: string) => {
    try {
      await update.mutateAsync(body);
      onDone(done);
    } catch (error) {
      onDone(errorMessage(error, t));
    } finally {
      setConfirming(false);
    }
  };
  const changeRole = (role: OperatorRole) =>
    run(
      { role },
      t('operators:actions.roleChanged', { name: operator.name, role: t(`shell:roles.${role}`) }),
    );

  return (
    <div className="row row-tight">
      <label>
        <span className="visually-hidden">{t('operators:actions.roleOf', { name: operator.name })}</span>
        <select
          value={operator.role}
          disabled={update.isPending || !operator.active}
          onChange={(event) => void changeRole(event.target.value as OperatorRole)}
        >
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`shell:roles.${role}`)}
            </option>
          ))}
        </select>
      </label>
      {operator.active && !confirming && (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {t('operators:actions.deactivate')}
          <span className="visually-hidden"> {operator.name}</span>
        </button>
      )}
      {operator.active && confirming && (
        <>
          <button
            type="button"
            className="button button-danger"
            disabled={update.isPending}
            onClick={() =>
              void run({ active: false }, t('operators:actions.deactivated', { name: operator.name }))
            }
          >
            {t('operators:actions.confirmDeactivate', { name: operator.name })}
          </button>
          <button type="button" className="button button-link" onClick={() => setConfirming(false)}>
            {t('operators:actions.keep')}
          </button>
        </>
      )}
      {!operator.active && (
        <button
          type="button"
          className="button"
          disabled={update.isPending}
          onClick={() =>
            void run({ active: true }, t('operators:actions.reactivated', { name: operator.name }))
          }
        >
          {t('operators:actions.reactivate')}
          <span className="visually-hidden"> {operator.name}</span>
        </button>
      )}
    </div>
  );
}
