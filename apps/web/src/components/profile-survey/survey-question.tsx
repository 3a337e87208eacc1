import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_SURVEY } from '@club/contract';
import type { SurveyQuestionDef } from './profile-survey';

interface SurveyQuestionProps {
  question: SurveyQuestionDef;
  answers: readonly number[];
  onChange: (answers: number[]) => void;
}

// spec 01 §5 Survey: Enter must not submit the step from the number field
/** A range's noun agrees with its upper number ("2–3 osoby", "4–9 osób"): it is the plural count. */
const optionValues = (values: Record<string, number> | undefined) =>
  values && values.to !== undefined ? { ...values, count: values.to } : values;

const ignoreEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

interface NumberQuestionProps extends SurveyQuestionProps {
  id: string;
  text: string;
}

/** spec 01 §5 Survey: a whole number from 1 to 999999; anything else counts as no answer yet. */
function NumberQuestion({ id, text, question, answers, onChange }: NumberQuestionProps) {
  const { min, max, step } = { ...PROFILE_SURVEY.number, ...question };
  const [typed, setTyped] = useState(answers[0] === undefined ? '' : String(answers[0]));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {text}
      </label>
      <input
        id={id}
        className="field__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        value={typed}
        onKeyDown={ignoreEnter}
        onChange={(event) => {
          const value = Number(event.target.value);
          setTyped(event.target.value);
          const isValid =
            event.target.value !== '' && Number.isInteger(value) && value >= min && value <= max;
          onChange(isValid ? [value] : []);
        }}
      />
    </div>
  );
}

/** One welcome-survey question: a number, one choice, or several up to the question's limit. */
export function SurveyQuestion({ question, answers, onChange }: SurveyQuestionProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const text = t(`survey.questions.q${question.id}`);

  if (question.type === 'number') {
    return <NumberQuestion id={id} text={text} question={question} answers={answers} onChange={onChange} />;
  }

  const isFull = question.limit !== PROFILE_SURVEY.unlimited && answers.length >= question.limit;
  const toggle = (optionId: number, checked: boolean) => {
    if (!question.multiple) onChange([optionId]);
    else onChange(checked ? [...answers, optionId] : answers.filter((a) => a !== optionId));
  };

  return (
    <fieldset className="radio-group">
      <legend className="radio-group__legend">{text}</legend>
      {question.multiple && question.limit !== PROFILE_SURVEY.unlimited ? (
        <p className="muted">{t('survey.limit_hint', { limit: question.limit })}</p>
      ) : null}
      {question.options.map((option) => {
        const optionId = `${id}-${option.id}`;
        const isChecked = answers.includes(option.id);
        return (
          <div key={option.id} className="radio-group__option">
            <input
              id={optionId}
              type={question.multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={isChecked}
              disabled={question.multiple && isFull && !isChecked}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            <label htmlFor={optionId}>{t(`survey.options.${option.key}`, optionValues(option.values))}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
