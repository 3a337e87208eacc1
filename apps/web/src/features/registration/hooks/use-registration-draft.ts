import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultPhoneCountry } from '@/lib/default-country';
import {
  clearDraft,
  emptyDraft,
  readDraft,
  writeDraft,
  type RegistrationDraft,
  type RegistrationValues,
  type SurveyAnswers,
} from '../utils/draft';

/**
 * spec 01 §2: the wizard's fields and current step, kept in local storage between visits. An invite in
 * the address (?invite=) wins over a stored one, so that a new link is never lost to an old draft.
 */
export function useRegistrationDraft() {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? '';
  const [draft, setDraft] = useState<RegistrationDraft>(() => {
    const fallback = emptyDraft(defaultPhoneCountry(i18n.language, window.location.hostname), invite);
    const stored = readDraft(fallback);
    return invite ? { ...stored, values: { ...stored.values, invite } } : stored;
  });

  useEffect(() => writeDraft(draft), [draft]);

  const updateValues = useCallback(
    (values: Partial<RegistrationValues>) => setDraft((d) => ({ ...d, values: { ...d.values, ...values } })),
    [],
  );
  const goTo = useCallback((step: number) => setDraft((d) => ({ ...d, step })), []);
  const setSurvey = useCallback((survey: SurveyAnswers) => setDraft((d) => ({ ...d, survey })), []);
  const discard = useCallback(() => clearDraft(), []);

  return { draft, updateValues, goTo, setSurvey, discard };
}
