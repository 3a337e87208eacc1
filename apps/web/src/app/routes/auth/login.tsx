import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LoginBody, LoginMethod, LoginResponse, Session } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { ContactStep } from '@/features/auth/components/contact-step';
import { askableSteps, PostLoginStepScreen } from './post-login-step';
import { completeSignIn } from '@/features/auth/utils/complete-sign-in';
import type { SentCode } from '@/features/auth/utils/login-requests';
import { postLoginSteps, type PostLoginStep } from '@/features/auth/utils/post-login-steps';
import { redirectTarget } from '@/app/guards';

// README, Budget: the code form (zod, react-hook-form) is fetched when the person reaches the code step
const CodeForm = lazy(() =>
  import('@/features/auth/components/code-form').then((m) => ({ default: m.CodeForm })),
);

type Flow =
  | { step: 'contact' }
  | { step: 'code'; sent: SentCode }
  | { step: 'after'; answer: LoginResponse; session: Session; pending: PostLoginStep[] };

/** spec 01 §2 Login: choose phone or e-mail, send the code, enter it, then the steps after it. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [method, setMethod] = useState<LoginMethod | null>(null);
  const [lastContact, setLastContact] = useState<LoginBody | null>(null);
  const [flow, setFlow] = useState<Flow>({ step: 'contact' });
  const [isWrongCode, setIsWrongCode] = useState(false);

  const finish = (session: Session) => {
    completeSignIn(session);
    void navigate(redirectTarget(location.state), { replace: true });
  };
  const advance = (answer: LoginResponse, session: Session, pending: PostLoginStep[]) => {
    if (pending.length === 0) finish(session);
    else setFlow({ step: 'after', answer, session, pending });
  };
  // a new code, or (within the resend lock) the code this tab asked for, which still works
  const onSent = (sent: SentCode) => {
    setLastContact(sent.contact);
    setIsWrongCode(false);
    setFlow({ step: 'code', sent });
  };
  const choose = (next: LoginMethod) => {
    setMethod(next);
    setIsWrongCode(false);
  };

  return (
    <Page title={t('login.title')}>
      <Suspense fallback={<PageLoading />}>
        {flow.step === 'code' ? (
          <CodeForm
            sent={flow.sent}
            onVerified={(session) => {
              const { answer } = flow.sent;
              advance(answer, session, askableSteps(postLoginSteps(answer)));
            }}
            onWrongCode={() => {
              setIsWrongCode(true);
              setFlow({ step: 'contact' });
            }}
            onResent={onSent}
            onChangeContact={() => {
              setIsWrongCode(false);
              setFlow({ step: 'contact' });
            }}
          />
        ) : null}
        {flow.step === 'after' && flow.pending[0] ? (
          <PostLoginStepScreen
            step={flow.pending[0]}
            answer={flow.answer}
            session={flow.session}
            onDone={() => advance(flow.answer, flow.session, flow.pending.slice(1))}
          />
        ) : null}
        {flow.step === 'contact' ? (
          <ContactStep
            method={method}
            onChoose={choose}
            lastContact={lastContact}
            isWrongCode={isWrongCode}
            onSent={onSent}
          />
        ) : null}
      </Suspense>
    </Page>
  );
}
