import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_LIMITS, type LeadDetail } from '@club/contract';
import { Button } from '@/components/ui/button';
import { useUpdateLeadNote } from '../api/leads';
import { leadErrorMessage } from '../utils/lead-errors';

/**
 * spec 02 §4, §7: the lead's note in the club (NotesFromVELUXClub, shown under the club's name), editable
 * while the lead is open. Text only.
 */
export function LeadNoteForm({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation(['leads', 'common']);
  const { t: tErrors } = useTranslation('errors');
  const id = useId();
  const saved = lead.extras.NotesFromVELUXClub ?? '';
  const [note, setNote] = useState(saved);
  const [isDone, setIsDone] = useState(false);
  const update = useUpdateLeadNote(lead.uuid);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsDone(false);
    update.mutate(note, { onSuccess: () => setIsDone(true) });
  };

  return (
    <form className="lead-section lead-note-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('leads:detail.club_notes', { club: t('common:app.name') })}
        </label>
        <textarea
          id={id}
          className="field__input lead-note-form__input"
          rows={3}
          maxLength={LEAD_LIMITS.notesMaxLength}
          value={note}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setNote(event.target.value);
            setIsDone(false);
          }}
        />
        <p id={`${id}-hint`} className="muted">
          {t('leads:detail.note_hint')}
        </p>
      </div>
      <Button type="submit" variant="secondary" disabled={update.isPending || note.trim() === saved.trim()}>
        {t('leads:detail.save_note')}
      </Button>
      {update.error ? (
        <p className="notice notice--error" role="alert">
          {leadErrorMessage(t, tErrors, update.error)}
        </p>
      ) : null}
      <div role="status">
        {isDone && !update.error ? (
          <p className="notice notice--success">{t('leads:detail.note_saved')}</p>
        ) : null}
      </div>
    </form>
  );
}
