import { useState } from 'react';
import { useRegistrationDraft } from './use-registration-draft';

/**
 * spec 01 §2 Registration wizard, §4: the steps over the kept draft: back from the summary lands on the
 * survey's last question; leaving the address step with answers already given asks whether to retake it.
 */
export function useRegistrationWizard() {
  const { draft, updateValues, goTo, setSurvey, discard } = useRegistrationDraft();
  const [isAskingSkip, setIsAskingSkip] = useState(false);
  const [isSurveyFromEnd, setIsSurveyFromEnd] = useState(false);
  const { step, survey } = draft;

  const move = (to: number, isFromEnd = false) => {
    setIsSurveyFromEnd(isFromEnd);
    goTo(to);
  };
  const back = () => move(step - 1, step === 5);
  const next = () => move(step + 1);

  return {
    draft,
    updateValues,
    setSurvey,
    discard,
    isAskingSkip,
    isSurveyFromEnd,
    move,
    back,
    next,
    afterAddress: () => {
      if (Object.values(survey).some((answers) => answers.length > 0)) setIsAskingSkip(true);
      else next();
    },
    chooseSkip: (retake: boolean) => {
      setIsAskingSkip(false);
      if (retake) setSurvey({});
      move(retake ? 4 : 5);
    },
  };
}
