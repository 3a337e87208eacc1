import type { LoginResponse, Session } from '@club/contract';

/**
 * What the sign-in gives each step after the code (spec 01 §2 Login 4): the session, not stored yet, the
 * login answer, and the call that moves on to the next step or ends the sign-in.
 */
export interface StepProps {
  session: Session;
  answer: LoginResponse;
  onDone: () => void;
}
