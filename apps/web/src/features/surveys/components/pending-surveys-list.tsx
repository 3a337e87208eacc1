import { useTranslation } from 'react-i18next';
import { useReadySurveys } from '../hooks/use-ready-surveys';
import { useSurveyActions } from '../hooks/use-survey-actions';
import { SurveyItem } from './survey-item';
import { SurveyOutcomeMessage } from './survey-outcome';

/** spec 01 §2 Surveys: the ready pending surveys, each opened or delayed; a notice when there are none. */
export function PendingSurveysList() {
  const { t } = useTranslation(['surveys', 'common', 'errors']);
  const { ready, isPending, isError } = useReadySurveys();
  const actions = useSurveyActions();

  return (
    <>
      <SurveyOutcomeMessage outcome={actions.outcome} />
      {actions.isError || isError ? (
        <p className="form__error" role="alert">
          {t('errors:messages.something_went_wrong')}
        </p>
      ) : null}
      {isPending ? <p>{t('common:app.loading')}</p> : null}
      {!isPending && !isError && ready.length === 0 ? (
        <p className="survey-notice" role="note">
          {t('list.empty')}
        </p>
      ) : null}
      {ready.length > 0 ? (
        <ul className="survey-list">
          {ready.map((survey) => (
            <li key={survey.uuid}>
              <SurveyItem
                survey={survey}
                headingLevel={2}
                canOpen={actions.canOpen}
                isBusy={actions.isBusy(survey)}
                onOpen={() => actions.open(survey)}
                onDelay={() => actions.delay(survey)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
