import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyAnswers } from '../utils/draft';
import { isAnswered, PROFILE_SURVEY_QUESTIONS } from '@/components/profile-survey/profile-survey';
import { StepActions } from './step-actions';
import { SurveyQuestion } from '@/components/profile-survey/survey-question';

interface SurveyStepProps {
  answers: SurveyAnswers;
  onAnswers: (answers: SurveyAnswers) => void;
  onBack: () => void;
  onNext: () => void;
  /** Coming back from the summary opens the last question rather than the first. */
  startAtEnd?: boolean;
}

/** spec 01 §2 step 4, §5 Survey: the nine welcome questions, one at a time. */
export function SurveyStep({ answers, onAnswers, onBack, onNext, startAtEnd }: SurveyStepProps) {
  const { t } = useTranslation('registration');
  const [index, setIndex] = useState(startAtEnd ? PROFILE_SURVEY_QUESTIONS.length - 1 : 0);
  const question = PROFILE_SURVEY_QUESTIONS[index];
  if (!question) return null;
  const current = answers[question.id] ?? [];
  const isLast = index === PROFILE_SURVEY_QUESTIONS.length - 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // spec 01 §5: Next stays disabled until the question is answered, unless it is optional
    if (!isAnswered(question, current)) return;
    if (isLast) onNext();
    else setIndex(index + 1);
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted">
        {t('survey.progress', { current: index + 1, total: PROFILE_SURVEY_QUESTIONS.length })}
      </p>
      <SurveyQuestion
        key={question.id}
        question={question}
        answers={current}
        onChange={(next) => onAnswers({ ...answers, [question.id]: next })}
      />
      <StepActions
        onBack={() => (index === 0 ? onBack() : setIndex(index - 1))}
        isNextDisabled={!isAnswered(question, current)}
        nextDisabledReason={t('actions.answer_reason')}
      />
    </form>
  );
}
