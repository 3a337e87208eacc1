import { lazy, type ComponentType } from 'react';
import type { LoginResponse, Session } from '@club/contract';
import type { PostLoginStep } from '@/features/auth/utils/post-login-steps';

export interface PostLoginStepProps {
  session: Session;
  answer: LoginResponse;
  /** Called when the step is done; the next step, or the sign-in's end, follows. */
  onDone: () => void;
}

/**
 * spec 01 §2 Login, step 4: the screen of each step asked between the code and the stored token; a step
 * without a screen here is not asked. Each screen is its own chunk, fetched only when its step is asked,
 * so that /login stays small (README, Budget).
 */
export const POST_LOGIN_SCREENS: Partial<Record<PostLoginStep, ComponentType<PostLoginStepProps>>> = {
  survey: lazy(() =>
    import('@/features/onboarding/components/profile-survey-step').then((m) => ({
      default: m.ProfileSurveyStep,
    })),
  ),
  second_registration_number: lazy(() =>
    import('@/features/onboarding/components/second-registration-number-step').then((m) => ({
      default: m.SecondRegistrationNumberStep,
    })),
  ),
};

/** The steps of `steps` that this build can ask, in the spec's order. */
export function askableSteps(steps: readonly PostLoginStep[]): PostLoginStep[] {
  return steps.filter((step) => POST_LOGIN_SCREENS[step] !== undefined);
}

/** Renders the first pending step. */
export function PostLoginStepScreen({ step, ...props }: PostLoginStepProps & { step: PostLoginStep }) {
  const Screen = POST_LOGIN_SCREENS[step];
  return Screen ? <Screen {...props} /> : null;
}
