import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReadySurveys } from '../hooks/use-ready-surveys';
import { useSurveyActions } from '../hooks/use-survey-actions';
import { SurveyItem } from './survey-item';
import { SurveyOutcomeMessage } from './survey-outcome';

/**
 * Home: the first ready survey with open and delay (spec 01 §2 Home widgets "open surveys", spec 02 §2),
 * and the way to the others. Renders nothing while there is none, or while the list is not known.
 */
export function PendingSurveysCard() {
  const { t } = useTranslation(['surveys', 'errors']);
  const { ready } = useReadySurveys();
  const actions = useSurveyActions();
  const [first] = ready;
  // after the last survey is opened or delayed the card stays for its message
  if (!first && !actions.outcome) return null;

  return (
    <section className="home-card survey-card" aria-labelledby="home-survey-title">
      <h2 id="home-survey-title" className="home-card__title">
        {t('card.title')}
      </h2>
      <SurveyOutcomeMessage outcome={actions.outcome} />
      {first ? (
        <SurveyItem
          survey={first}
          headingLevel={3}
          canOpen={actions.canOpen}
          isBusy={actions.isBusy(first)}
          onOpen={() => actions.open(first)}
          onDelay={() => actions.delay(first)}
        />
      ) : null}
      {actions.isError ? (
        <p className="form__error" role="alert">
          {t('errors:messages.something_went_wrong')}
        </p>
      ) : null}
      {ready.length > 1 ? (
        <Link className="home-card__link" to="/surveys">
          {t('card.all')}
        </Link>
      ) : null}
    </section>
  );
}
