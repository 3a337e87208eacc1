import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { surveyDelayUntil, type PendingSurvey } from '@club/contract';
import { useCollectorUrl } from '../api/get-private-config';
import { useUpdateSurvey } from '../api/update-survey';
import { collectorUrl } from '../utils/collector-url';
import { useCachedUser } from '@/lib/user';

/** What the person did last, for the message that follows it. */
export type SurveyOutcome = { kind: 'opened'; url: string } | { kind: 'delayed' } | null;

/**
 * Open and delay, shared by the /surveys list and the home card. spec 01 §4: "opening or delaying saves
 * interacted_at and delayed_to" — both set the delay of SURVEY_DEFAULT_DELAY_DAYS, so an opened survey
 * does not ask again while it is being answered, and returns after the delay if it was left unanswered.
 */
export function useSurveyActions() {
  const { i18n } = useTranslation();
  const { data: user } = useCachedUser();
  const { data: collector } = useCollectorUrl();
  const update = useUpdateSurvey();
  const [outcome, setOutcome] = useState<SurveyOutcome>(null);

  const save = (survey: PendingSurvey) => {
    const now = new Date();
    update.mutate({
      uuid: survey.uuid,
      body: { interacted_at: now.toISOString(), delayed_to: surveyDelayUntil(now).toISOString() },
    });
  };

  return {
    /** The window can only be opened once the user and the collector address are known. */
    canOpen: Boolean(user && collector),
    isBusy: (survey: PendingSurvey) => update.isPending && update.variables?.uuid === survey.uuid,
    isError: update.isError,
    /** Shown once the save has gone through: an opened survey is said to be open at once. */
    outcome: outcome?.kind === 'delayed' && !update.isSuccess ? null : outcome,
    /** Opened in the click itself (pop-up blockers allow that), without access back to this app. */
    open(survey: PendingSurvey) {
      if (!user || !collector) return;
      const url = collectorUrl(collector, survey, user, i18n.language);
      window.open(url, '_blank', 'noopener,noreferrer');
      setOutcome({ kind: 'opened', url });
      save(survey);
    },
    delay(survey: PendingSurvey) {
      setOutcome({ kind: 'delayed' });
      save(survey);
    },
  };
}
