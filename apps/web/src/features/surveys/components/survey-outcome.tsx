import { useTranslation } from 'react-i18next';
import type { SurveyOutcome } from '../hooks/use-survey-actions';

/**
 * The message after Open or Remind me later, in a live region. spec 01 §2: an opened survey is answered in
 * the collector's window, which ends on /close; the item leaves the list for the delay, so the message
 * keeps a link to the survey in case the window did not open (a pop-up blocker, another browser).
 */
export function SurveyOutcomeMessage({ outcome }: { outcome: SurveyOutcome }) {
  const { t } = useTranslation('surveys');
  return (
    <div className="survey-status" role="status">
      {outcome?.kind === 'opened' ? (
        <p>
          {t('list.opened')}{' '}
          <a href={outcome.url} target="_blank" rel="noopener noreferrer">
            {t('list.open_again')}
          </a>
        </p>
      ) : null}
      {outcome?.kind === 'delayed' ? <p>{t('list.saved')}</p> : null}
    </div>
  );
}
