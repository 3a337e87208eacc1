import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createEmulationTicket,
  PHONE_COUNTRY_CODES,
  regionById,
  ROLES,
  setOperatorUserRole,
  setOperatorUserStatus,
  updateOperatorUser,
  UpdateOperatorUserBodySchema,
  USER_STATUS,
  type CountryCode,
  type OperatorCompanyDetail,
  type OperatorMember,
  type UpdateOperatorUserBody,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { call } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { companyMessage } from './messages';
import { Modal } from '@/components/modal';
import { companyKeys } from './queries';
import { StatusBadge } from './status-badge';

const CONTACT_FIELDS = ['name', 'surname', 'email', 'phone'] as const;
type ContactForm = Required<UpdateOperatorUserBody>;

/** The country code of the company's region, which the phone number is typed without. */
const countryCodeOf = (regionId: number) =>
  PHONE_COUNTRY_CODES[regionById(regionId)?.code as CountryCode] ?? '';

interface MembersPanelProps {
  company: OperatorCompanyDetail;
  canChange: boolean;
  canEmulate: boolean;
}

/** The company's people with role, status and last activity, and what an operator may do with each. */
export function MembersPanel({ company, canChange, canEmulate }: MembersPanelProps) {
  const { t, i18n } = useTranslation(['companies', 'common']);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<OperatorMember | null>(null);
  const [confirming, setConfirming] = useState<OperatorMember | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.detail(company.uuid) });

  async function run(action: () => Promise<unknown>) {
    setFailure(null);
    try {
      await action();
      await refresh();
    } catch (error) {
      // a refused role or status change says why on its field, which this table has no room for
      const fieldMessage = isApiError(error) ? Object.values(error.errors ?? {})[0]?.[0] : undefined;
      setFailure(companyMessage(fieldMessage ?? errorMessage(error, t), t) ?? null);
    }
  }

  async function emulate(member: OperatorMember) {
    setFailure(null);
    // the tab is opened within the click, so that no pop-up blocker stops it; the address follows
    const tab = window.open('', '_blank');
    try {
      const ticket = await call(createEmulationTicket, { body: { user_uuid: member.uuid } });
      if (tab) {
        tab.opener = null;
        tab.location.href = ticket.url;
      }
    } catch (error) {
      tab?.close();
      setFailure(errorMessage(error, t));
    }
  }

  const limit = company.team_limit;
  return (
    <div className="stack">
      {limit && (
        <p className="muted">{t('members.limit', { owners: limit.owners, installers: limit.installers })}</p>
      )}
      <div className="data-table co-members-table">
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{t('tabs.members')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.name')}</th>
                <th scope="col">{t('members.contact')}</th>
                <th scope="col">{t('members.role')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('members.lastActivity')}</th>
                <th scope="col">{t('members.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {company.members.map((member) => {
                const fullName = `${member.name} ${member.surname}`;
                const canSignIn =
                  member.active === USER_STATUS.ACTIVE && company.active === USER_STATUS.ACTIVE;
                return (
                  <tr key={member.uuid}>
                    <th scope="row">{fullName}</th>
                    <td>
                      <span className="co-contact">
                        <span>{member.email}</span>
                        <span className="muted">{member.phone}</span>
                      </span>
                    </td>
                    <td>
                      {canChange ? (
                        <select
                          aria-label={t('members.roleOf', { name: fullName })}
                          value={member.role_id}
                          onChange={(event) =>
                            run(() =>
                              call(setOperatorUserRole, {
                                params: { id: member.uuid },
                                body: { role_id: Number(event.target.value) as OperatorMember['role_id'] },
                              }),
                            )
                          }
                        >
                          <option value={ROLES.companyOwner.id}>{t('roles.2')}</option>
                          <option value={ROLES.installer.id}>{t('roles.3')}</option>
                        </select>
                      ) : (
                        t(`roles.${member.role_id}`)
                      )}
                    </td>
                    <td>
                      <StatusBadge active={member.active} />
                    </td>
                    <td>
                      {member.last_activity_at
                        ? formatDateTime(member.last_activity_at, i18n.language)
                        : t('members.never')}
                    </td>
                    <td className="co-actions-cell">
                      <div className="row co-row-tight">
                        {canChange && (
                          <button type="button" className="button" onClick={() => setEditing(member)}>
                            {t('members.edit')}
                            <span className="visually-hidden"> {fullName}</span>
                          </button>
                        )}
                        {canChange && (
                          <button type="button" className="button" onClick={() => setConfirming(member)}>
                            {member.active === USER_STATUS.ACTIVE
                              ? t('actions.deactivate')
                              : t('actions.activate')}
                            <span className="visually-hidden"> {fullName}</span>
                          </button>
                        )}
                        {canEmulate && canSignIn && (
                          <button type="button" className="button" onClick={() => emulate(member)}>
                            {t('members.seeAs')}
                            <span className="visually-hidden"> {fullName}</span>
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      <FormError message={failure} />
      {editing && (
        <ContactDialog
          member={editing}
          countryCode={countryCodeOf(company.region_id)}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      {confirming && (
        <Modal
          className="co-modal"
          title={
            confirming.active === USER_STATUS.ACTIVE
              ? t('members.deactivateTitle', { name: `${confirming.name} ${confirming.surname}` })
              : t('members.activateTitle', { name: `${confirming.name} ${confirming.surname}` })
          }
          onClose={() => setConfirming(null)}
        >
          <p>
            {confirming.active === USER_STATUS.ACTIVE
              ? t('members.deactivateText')
              : t('members.activateText')}
          </p>
          <div className="row">
            <button
              type="button"
              className={
                confirming.active === USER_STATUS.ACTIVE ? 'button button-danger' : 'button button-primary'
              }
              onClick={async () => {
                const member = confirming;
                setConfirming(null);
                await run(() =>
                  call(setOperatorUserStatus, {
                    params: { id: member.uuid },
                    body: {
                      active:
                        member.active === USER_STATUS.ACTIVE ? USER_STATUS.DEACTIVATED : USER_STATUS.ACTIVE,
                    },
                  }),
                );
              }}
            >
              {confirming.active === USER_STATUS.ACTIVE ? t('actions.deactivate') : t('actions.activate')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t('common:actions.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

function ContactDialog({
  member,
  countryCode,
  onClose,
  onSaved,
}: {
  member: OperatorMember;
  countryCode: string;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['companies', 'common']);
  const [failure, setFailure] = useState<string | null>(null);
  const initial: ContactForm = {
    name: member.name,
    surname: member.surname,
    email: member.email,
    phone:
      countryCode && member.phone.startsWith(countryCode)
        ? member.phone.slice(countryCode.length)
        : member.phone,
  };
  const form = useForm<ContactForm>({
    resolver: zodResolver(UpdateOperatorUserBodySchema) as never,
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = Object.fromEntries(
      CONTACT_FIELDS.filter((f) => values[f] !== initial[f]).map((f) => [f, values[f]]),
    );
    if (Object.keys(body).length === 0) return onClose();
    try {
      await call(updateOperatorUser, { params: { id: member.uuid }, body });
      await onSaved();
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error, CONTACT_FIELDS)) setFailure(errorMessage(error, t));
    }
  });
  return (
    <Modal
      className="co-modal"
      title={t('members.editTitle', { name: `${member.name} ${member.surname}` })}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="stack">
        <TextField label={t('members.firstName')} error={errors.name?.message} {...form.register('name')} />
        <TextField
          label={t('members.surname')}
          error={errors.surname?.message}
          {...form.register('surname')}
        />
        <TextField
          label={t('members.email')}
          type="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('members.phone')}
          type="tel"
          hint={t('members.phoneHint', { code: countryCode })}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <FormError message={failure} />
        <div className="row">
          <button type="submit" className="button button-primary" disabled={isSubmitting}>
            {t('common:actions.save')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
