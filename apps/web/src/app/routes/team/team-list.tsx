import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Installer } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { translateError } from '@/lib/error-message';
import { useDeleteInstaller, useResendInvitation, useTeam } from '@/features/team/api/team';
import { MemberCard } from '@/features/team/components/member-card';
import { Toast, useToast } from '@/components/ui/toast';
import '@/styles/field-work.css';
import '@/styles/team.css';

/** What the add and edit screens leave in the history state for the list's confirmation. */
export interface TeamSavedState {
  saved: 'added' | 'updated';
}

/**
 * spec 03 §2 /team: the members, 20 a page, with resend and delete (after a confirmation) for each other
 * member; adding is disabled with the limit's message once the region's limit is reached (spec 03 §6).
 */
export function Component() {
  const { t } = useTranslation(['titles', 'team']);
  const { t: tErrors } = useTranslation('errors');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending } = useTeam(page);
  const saved = (useLocation().state as Partial<TeamSavedState> | null)?.saved;
  const remove = useDeleteInstaller();
  const resend = useResendInvitation();
  const [asking, setAsking] = useState<Installer | null>(null);
  const { message: toast, show, clear: clearToast } = useToast();

  const onResend = (member: Installer) =>
    resend.mutate(member.uuid, {
      onSuccess: () => show('success', t('team:toast.resent', { name: member.name })),
      onError: (failure) =>
        show('error', `${t('team:toast.resend_failed')} ${translateError(tErrors, failure)}`),
    });
  const onDelete = (member: Installer) => {
    setAsking(null);
    remove.mutate(member.uuid, {
      onSuccess: () => show('success', t('team:toast.deleted', { name: member.name })),
      onError: (failure) =>
        show('error', `${t('team:toast.delete_failed')} ${translateError(tErrors, failure)}`),
    });
  };

  const team = data?.team;
  const limitMessage =
    team?.reached && team.max_installers !== null
      ? t('team:list.limit_reached', { limit: team.max_installers })
      : null;

  return (
    <Page title={t('titles:team.list')} back={{ to: '/menu', label: t('team:back_to_menu') }}>
      {saved ? (
        <p className="notice notice--success" role="status">
          {t(saved === 'added' ? 'team:form.added' : 'team:form.updated')}
        </p>
      ) : null}
      {limitMessage ? (
        <Button disabled disabledReason={limitMessage}>
          {t('team:list.add')}
        </Button>
      ) : (
        <Link className="button button--primary" to="/team/add">
          {t('team:list.add')}
        </Link>
      )}
      {isPending ? <PageLoading /> : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : null}
      {data ? (
        <ul className="team-list">
          {data.data.map((member) => (
            <li key={member.uuid}>
              <MemberCard
                member={member}
                isBusy={remove.isPending || resend.isPending}
                onResend={() => onResend(member)}
                onDelete={() => setAsking(member)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.meta.last_page > 1 ? (
        <nav className="pager" aria-label={t('team:list.pages')}>
          {page > 1 ? <Link to={`/team?page=${page - 1}`}>{t('team:list.previous')}</Link> : <span />}
          <span>{t('team:list.page_of', { page, pages: data.meta.last_page })}</span>
          {page < data.meta.last_page ? (
            <Link to={`/team?page=${page + 1}`}>{t('team:list.next')}</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('team:delete.title')}
          confirmLabel={t('team:delete.confirm')}
          cancelLabel={t('team:delete.cancel')}
          onConfirm={() => onDelete(asking)}
          onCancel={() => setAsking(null)}
        >
          {t('team:delete.question', { name: `${asking.name} ${asking.surname}` })}
        </ConfirmDialog>
      ) : null}
      <Toast message={toast} onDone={clearToast} />
    </Page>
  );
}
