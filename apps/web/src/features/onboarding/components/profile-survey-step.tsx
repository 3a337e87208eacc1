import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileSurveyResponse } from '@club/contract';
import { Button } from '@/components/ui/button';
// The profile survey after sign-in is the registration wizard's survey (spec 01 §2 Login 4, §5 Survey):
// the same questions, texts and rules, shared from src/components/profile-survey.
import { SurveyQuestion } from '@/components/profile-survey/survey-question';
import { isAnswered, PROFILE_SURVEY_QUESTIONS } from '@/components/profile-survey/profile-survey';
import { updateOwnCompany } from '../api/update-company';
import { errorMessages } from '../utils/field-errors';
import { ErrorList } from './error-list';
import type { StepProps } from './step-props';
import '@/styles/onboarding.css';

type Answers = Record<number, number[]>;

/**
 * spec 01 §2 Login step 4 (b): the profile survey of a person who has not answered it, one question at a
 * time, saved with PATCH company `surveyResponse` on the session that is not stored yet.
 */
export function ProfileSurveyStep({ session, onDone }: StepProps) {
  const { t } = useTranslation(['onboarding', 'registration', 'errors']);
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const save = useMutation({
    mutationFn: (response: ProfileSurveyResponse) =>
      updateOwnCompany({ surveyResponse: JSON.stringify(response) }, session.token),
    onSuccess: onDone,
  });

  const question = PROFILE_SURVEY_QUESTIONS[index];
  if (!question) return null;
  const current = answers[question.id] ?? [];
  const isLast = index === PROFILE_SURVEY_QUESTIONS.length - 1;
  const canGoOn = isAnswered(question, current) && !save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // spec 01 §5: Next stays disabled until the question is answered, unless it is optional
    if (!canGoOn) return;
    if (!isLast) {
      setIndex(index + 1);
      return;
    }
    // spec 01 §3 Answer: the question's id and text as shown, and the chosen option ids or the number
    save.mutate(
      PROFILE_SURVEY_QUESTIONS.filter((q) => (answers[q.id]?.length ?? 0) > 0).map((q) => ({
        id: q.id,
        question: t(`registration:survey.questions.q${q.id}`),
        answers: answers[q.id] ?? [],
      })),
    );
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('survey.title')}</h2>
      <p>{t('survey.intro')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">
          {t('registration:survey.progress', { current: index + 1, total: PROFILE_SURVEY_QUESTIONS.length })}
        </p>
        <SurveyQuestion
          key={question.id}
          question={question}
          answers={current}
          onChange={(next) => setAnswers({ ...answers, [question.id]: next })}
        />
        {save.isError ? <ErrorList messages={errorMessages(t, save.error)} /> : null}
        <div className="onboarding-actions">
          {index > 0 ? (
            <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={save.isPending}>
              {t('survey.back')}
            </Button>
          ) : null}
          <Button
            type="submit"
            disabled={!canGoOn}
            disabledReason={save.isPending ? undefined : t('registration:actions.answer_reason')}
          >
            {isLast ? t('survey.save') : t('survey.next')}
          </Button>
        </div>
      </form>
    </section>
  );
}
