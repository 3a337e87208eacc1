import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail, LeadStatus } from '@club/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useMoveLead, useSetInstallationDate } from '../api/leads';
import { readLeadDraftDate, writeLeadDraftDate } from '../utils/lead-data';
import { installationDateMin, isInstallationDateAllowed } from '../utils/lead-dates';
import { leadErrorMessage } from '../utils/lead-errors';
import { isNegativeMove } from '../utils/lead-groups';

interface LeadActionsProps {
  lead: LeadDetail;
  /** After a move, with the lead as the server now has it. */
  onMoved: (lead: LeadDetail) => void;
}

/**
 * ARCHITECTURE §7: the moves the server allows now, and nothing else. The agreement carries the
 * installation date (spec 02 §5: chosen, minimum today); a step off the happy path ends the lead, so the
 * app asks first. An agreed lead's date can still change (spec 02 §7).
 */
export function LeadActions({ lead, onMoved }: LeadActionsProps) {
  const { t } = useTranslation('leads');
  const { t: tErrors } = useTranslation('errors');
  const move = useMoveLead(lead.uuid);
  const reschedule = useSetInstallationDate(lead.uuid);
  const [date, setDate] = useState(() => lead.expected_installation_date ?? readLeadDraftDate(lead.uuid));
  const [dateError, setDateError] = useState<string | undefined>();
  const [asking, setAsking] = useState<LeadStatus | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const min = installationDateMin(new Date());
  const moves = lead.allowed_moves;
  const asksDate = moves.includes('agreed') || lead.status === 'agreed';
  const isBusy = move.isPending || reschedule.isPending;
  const failure = move.error ?? reschedule.error;

  const checkDate = (): boolean => {
    if (!date) setDateError(t('errors.date_required'));
    else if (!isInstallationDateAllowed(date, new Date())) setDateError(t('errors.date_past'));
    else {
      setDateError(undefined);
      return true;
    }
    return false;
  };

  const run = (to: LeadStatus) => {
    setSaved(null);
    reschedule.reset();
    if (to === 'agreed' && !checkDate()) return;
    move.mutate(to === 'agreed' ? { status: to, expected_installation_date: date } : { status: to }, {
      onSuccess: (next) => {
        writeLeadDraftDate(lead.uuid, '');
        setSaved(t('detail.moved', { status: t(`status.${next.status}`) }));
        onMoved(next);
      },
    });
  };

  const onReschedule = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    move.reset();
    if (!checkDate()) return;
    reschedule.mutate(date, { onSuccess: () => setSaved(t('detail.date_saved')) });
  };

  if (moves.length === 0 && lead.status !== 'agreed') return null;

  return (
    <section className="lead-section lead-actions" aria-labelledby="lead-actions">
      <h2 id="lead-actions" className="section-title">
        {t('detail.actions')}
      </h2>
      {asksDate ? (
        <form className="lead-date" onSubmit={onReschedule} noValidate>
          <TextField
            type="date"
            label={t('detail.installation_date')}
            value={date}
            min={min}
            required={moves.includes('agreed')}
            error={dateError}
            onChange={(event) => {
              setDate(event.target.value);
              setDateError(undefined);
              if (lead.status !== 'agreed') writeLeadDraftDate(lead.uuid, event.target.value);
            }}
          />
          {lead.status === 'agreed' ? (
            <Button
              type="submit"
              variant="secondary"
              disabled={isBusy || date === lead.expected_installation_date}
            >
              {t('detail.change_date')}
            </Button>
          ) : (
            <p className="muted">{t('detail.date_hint')}</p>
          )}
        </form>
      ) : null}
      <div className="lead-actions__moves">
        {moves.map((to) => (
          <Button
            key={to}
            variant={isNegativeMove(to) ? 'secondary' : 'primary'}
            disabled={isBusy}
            onClick={() => (isNegativeMove(to) ? setAsking(to) : run(to))}
          >
            {t(`moves.${to}`)}
          </Button>
        ))}
      </div>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {leadErrorMessage(t, tErrors, failure)}
        </p>
      ) : null}
      <div role="status">{saved && !failure ? <p className="notice notice--success">{saved}</p> : null}</div>
      {asking ? (
        <ConfirmDialog
          title={t(`confirm.${asking}.title`)}
          confirmLabel={t(`moves.${asking}`)}
          cancelLabel={t('confirm.cancel')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const to = asking;
            setAsking(null);
            run(to);
          }}
        >
          {t(`confirm.${asking}.text`)}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
