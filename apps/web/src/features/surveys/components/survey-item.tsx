import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingSurvey } from '@club/contract';
import { Button } from '@/components/ui/button';
import { surveyText } from '../utils/survey-text';
import './surveys.css';

interface SurveyItemProps {
  survey: PendingSurvey;
  /** 2 on /surveys, 3 inside the home card. */
  headingLevel: 2 | 3;
  canOpen: boolean;
  isBusy: boolean;
  onOpen: () => void;
  onDelay: () => void;
}

/** spec 01 §2 Surveys: one pending survey with its title, tagline, open and delay. */
export function SurveyItem({ survey, headingLevel, canOpen, isBusy, onOpen, onDelay }: SurveyItemProps) {
  const { t, i18n } = useTranslation('surveys');
  const titleId = useId();
  const text = surveyText(survey, i18n.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="survey-item" aria-labelledby={titleId}>
      {/* A survey without the reader's language is shown in another one; say which, for screen readers. */}
      <div lang={text && text.lang !== i18n.language ? text.lang : undefined}>
        <Heading id={titleId} className="survey-item__title">
          {text?.title ?? survey.survey_configuration.survey_key}
        </Heading>
        {text?.tagline ? <p className="survey-item__tagline">{text.tagline}</p> : null}
      </div>
      <div className="survey-item__actions">
        <Button onClick={onOpen} disabled={!canOpen || isBusy} aria-describedby={titleId}>
          {t('item.open')} <span className="visually-hidden">{t('item.new_window')}</span>
        </Button>
        <Button variant="secondary" onClick={onDelay} disabled={isBusy} aria-describedby={titleId}>
          {t('item.delay')}
        </Button>
      </div>
    </article>
  );
}
