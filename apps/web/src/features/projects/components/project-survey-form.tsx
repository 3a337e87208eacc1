import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  askedQuestions,
  checkProjectSurvey,
  PROJECT_SURVEY_EXCLUSIVE_ANSWERS,
  type ProjectSurveyQuestion,
  type ProjectSurveySubmit,
} from '@club/contract';
import { Button } from '@/components/ui/button';

type Chosen = Record<number, number[]>;

function toSubmit(questions: ProjectSurveyQuestion[], chosen: Chosen): ProjectSurveySubmit {
  const pairs = (q: ProjectSurveyQuestion) =>
    (chosen[q.id] ?? []).map((answer_id) => ({ question_id: q.id, answer_id }));
  const lead = questions.filter((q) => q.lead).flatMap(pairs);
  return {
    response: questions.filter((q) => !q.lead).flatMap(pairs),
    ...(lead.length > 0 ? { lead_survey_response: lead } : {}),
  };
}

interface ProjectSurveyFormProps {
  regionId: number;
  isSending: boolean;
  onSubmit: (answers: ProjectSurveySubmit) => void;
}

/**
 * spec 02 §5: the project survey, a tree of single and multiple choice questions. Follow-up questions
 * appear as their condition is answered; the lead question is optional with at most 6 choices.
 */
export function ProjectSurveyForm({ regionId, isSending, onSubmit }: ProjectSurveyFormProps) {
  const { t } = useTranslation('projects');
  const [chosen, setChosen] = useState<Chosen>({});
  const [missing, setMissing] = useState<number[]>([]);

  const flat = Object.entries(chosen).flatMap(([q, answers]) =>
    answers.map((answer_id) => ({ question_id: Number(q), answer_id })),
  );
  const questions = askedQuestions(regionId, flat);

  const toggle = (question: ProjectSurveyQuestion, answer: number, checked: boolean) => {
    setChosen((current) => {
      const list = current[question.id] ?? [];
      if (question.kind === 'single') return { ...current, [question.id]: [answer] };
      if (!checked) return { ...current, [question.id]: list.filter((a) => a !== answer) };
      // the "nothing else" answer stands alone
      const exclusive = PROJECT_SURVEY_EXCLUSIVE_ANSWERS.includes(answer);
      const kept = exclusive ? [] : list.filter((a) => !PROJECT_SURVEY_EXCLUSIVE_ANSWERS.includes(a));
      return { ...current, [question.id]: [...kept, answer] };
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toSubmit(questions, chosen);
    const problems = checkProjectSurvey(regionId, body.response, body.lead_survey_response ?? []);
    setMissing(problems.map((p) => p.questionId));
    if (problems.length === 0) onSubmit(body);
  };

  return (
    <form className="project-survey" onSubmit={submit} noValidate aria-labelledby="project-survey-title">
      <h2 id="project-survey-title" className="section-title">
        {t('survey.title')}
      </h2>
      <p className="muted">{t('survey.intro')}</p>
      {questions.map((question) => {
        const list = chosen[question.id] ?? [];
        const limit = question.maxChoices ?? question.answers.length;
        const isMissing = missing.includes(question.id);
        const errorId = `q${question.id}-error`;
        return (
          <fieldset
            key={question.id}
            className="survey-question"
            aria-describedby={isMissing ? errorId : undefined}
            aria-invalid={isMissing || undefined}
          >
            <legend className="survey-question__legend">
              {t(`survey.q${question.id}`)}
              {question.optional ? <span className="muted"> {t('survey.optional')}</span> : null}
            </legend>
            {question.kind === 'multiple' && question.maxChoices ? (
              <p className="muted">{t('survey.max_choices', { count: question.maxChoices })}</p>
            ) : null}
            {question.answers.map((answer) => {
              const id = `q${question.id}-a${answer}`;
              const checked = list.includes(answer);
              const atLimit = question.kind === 'multiple' && !checked && list.length >= limit;
              return (
                <div key={answer} className="survey-question__option">
                  <input
                    id={id}
                    type={question.kind === 'single' ? 'radio' : 'checkbox'}
                    name={`q${question.id}`}
                    checked={checked}
                    disabled={atLimit}
                    onChange={(e) => toggle(question, answer, e.target.checked)}
                  />
                  <label htmlFor={id}>{t(`survey.a${answer}`)}</label>
                </div>
              );
            })}
            {isMissing ? (
              <p id={errorId} className="field__error">
                {t('survey.answer_needed')}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <Button type="submit" disabled={isSending}>
        {t('survey.submit')}
      </Button>
    </form>
  );
}
