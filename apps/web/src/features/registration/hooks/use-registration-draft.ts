import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { inferCountry } from '@/lib/default-country';
import {
  clearDraft,
  emptyDraft,
  readDraft,
  writeDraft,
  type DraftValues,
  type RegistrationDraft,
  type SurveyAnswers,
} from '../utils/draft';

/**
 * spec 01 §2: the wizard's fields and current step, kept in local storage between visits. An invite in
 * the address (?invite=) wins over a stored one, so that a new link is never lost to an old draft.
 */
export function useRegistrationDraft() {
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? '';
  const [draft, setDraft] = useState<RegistrationDraft>(() => {
    // spec 01 §2 step 0: a country only when the phone tells it; otherwise the person is asked
    const fallback = emptyDraft(inferCountry(window.location.hostname, navigator.languages ?? []), invite);
    const stored = readDraft(fallback);
    return invite ? { ...stored, values: { ...stored.values, invite } } : stored;
  });

  useEffect(() => writeDraft(draft), [draft]);

  const updateValues = useCallback(
    (values: Partial<DraftValues>) => setDraft((d) => ({ ...d, values: { ...d.values, ...values } })),
    [],
  );
  const goTo = useCallback((step: number) => setDraft((d) => ({ ...d, step })), []);
  const setSurvey = useCallback((survey: SurveyAnswers) => setDraft((d) => ({ ...d, survey })), []);
  const discard = useCallback(() => clearDraft(), []);

  return { draft, updateValues, goTo, setSurvey, discard };
}
