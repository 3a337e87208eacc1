import { useTranslation } from 'react-i18next';
import type { LeadExtras } from '@club/contract';

/**
 * spec 02 §3 extras: the customer's notes and request as they wrote them, and the club's note for the
 * installer under the club's name (spec 02 §2). Text only: nothing in them is read as markup. An open lead
 * edits the club's note in its own form instead (`withClubNote` false).
 */
export function LeadNotes({ extras, withClubNote = true }: { extras: LeadExtras; withClubNote?: boolean }) {
  const { t } = useTranslation(['leads', 'common']);
  const notes = [
    { key: 'customer_notes', text: extras.Notes, label: t('leads:detail.customer_notes') },
    {
      key: 'customer_requested',
      text: extras.CustomerRequested,
      label: t('leads:detail.customer_requested'),
    },
    {
      key: 'club_notes',
      text: extras.NotesFromVELUXClub,
      label: t('leads:detail.club_notes', { club: t('common:app.name') }),
    },
  ].filter((note) => note.text?.trim() && (withClubNote || note.key !== 'club_notes'));
  if (notes.length === 0) return null;
  return (
    <section className="lead-section" aria-labelledby="lead-notes">
      <h2 id="lead-notes" className="section-title">
        {t('leads:detail.notes')}
      </h2>
      {notes.map((note) => (
        <figure key={note.key} className={`lead-note lead-note--${note.key}`}>
          <figcaption className="lead-note__label">{note.label}</figcaption>
          <p className="lead-note__text">{note.text}</p>
        </figure>
      ))}
    </section>
  );
}
