import type { ComponentType } from 'react';
import type { LoginResponse, Session } from '@club/contract';
import type { PostLoginStep } from '../utils/post-login-steps';

export interface PostLoginStepProps {
  session: Session;
  answer: LoginResponse;
  /** Called when the step is done; the next step, or the sign-in's end, follows. */
  onDone: () => void;
}

/**
 * spec 01 §2 Login, step 4: the screen of each step asked between the code and the stored token. The
 * profile survey comes with the registration wizard and the second registration number with the company
 * details; a step without a screen here is not asked yet.
 */
export const POST_LOGIN_SCREENS: Partial<Record<PostLoginStep, ComponentType<PostLoginStepProps>>> = {};

/** The steps of `steps` that this build can ask, in the spec's order. */
export function askableSteps(steps: readonly PostLoginStep[]): PostLoginStep[] {
  return steps.filter((step) => POST_LOGIN_SCREENS[step] !== undefined);
}

/** Renders the first pending step. */
export function PostLoginStepScreen({ step, ...props }: PostLoginStepProps & { step: PostLoginStep }) {
  const Screen = POST_LOGIN_SCREENS[step];
  return Screen ? <Screen {...props} /> : null;
}
