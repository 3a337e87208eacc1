import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  regionById,
  type CountryCode,
  type LoginBody,
  type LoginMethod,
  type LoginResponse,
  type Session,
} from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { LoginMethodChoice } from '@/features/auth/components/login-method-choice';
import { askableSteps, PostLoginStepScreen } from './post-login-step';
import { completeSignIn } from '@/features/auth/utils/complete-sign-in';
import { postLoginSteps, type PostLoginStep } from '@/features/auth/utils/post-login-steps';
import { redirectTarget } from '@/app/guards';

// README, Budget: /login loads only the choice; each form (zod, react-hook-form, and the phone-number
// metadata for the phone form) is fetched when the person picks its method or reaches the code step
const PhoneLoginForm = lazy(() =>
  import('@/features/auth/components/phone-login-form').then((m) => ({ default: m.PhoneLoginForm })),
);
const EmailLoginForm = lazy(() =>
  import('@/features/auth/components/email-login-form').then((m) => ({ default: m.EmailLoginForm })),
);
const CodeForm = lazy(() =>
  import('@/features/auth/components/code-form').then((m) => ({ default: m.CodeForm })),
);

/** After a wrong code the contact step shows what was typed, country included. */
function phoneDefaults(contact: LoginBody | null): { phone: string; country?: CountryCode } | undefined {
  if (!contact?.phone) return undefined;
  const code = regionById(contact.region_id ?? 0)?.code;
  return { phone: contact.phone, country: code === 'ALL' ? undefined : code };
}

type Flow =
  | { step: 'contact' }
  | { step: 'code'; contact: LoginBody; answer: LoginResponse }
  | { step: 'after'; answer: LoginResponse; session: Session; pending: PostLoginStep[] };

/** spec 01 §2 Login: choose phone or e-mail, send the code, enter it, then the steps after it. */
export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
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
  const onSent = (contact: LoginBody, answer: LoginResponse) => {
    setLastContact(contact);
    setIsWrongCode(false);
    setFlow({ step: 'code', contact, answer });
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
            contact={flow.contact}
            answer={flow.answer}
            onVerified={(session) => advance(flow.answer, session, askableSteps(postLoginSteps(flow.answer)))}
            onWrongCode={() => {
              setIsWrongCode(true);
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
          <>
            <p>{t('login.intro')}</p>
            {isWrongCode ? (
              <p role="alert" className="form__error">
                {t('errors:messages.wrong_code')}
              </p>
            ) : null}
            <LoginMethodChoice value={method} onChange={choose} />
            {method === 'phone' ? (
              <PhoneLoginForm defaults={phoneDefaults(lastContact)} onSent={onSent} />
            ) : null}
            {method === 'email' ? <EmailLoginForm defaultEmail={lastContact?.email} onSent={onSent} /> : null}
            <ul className="link-list">
              <li>
                <Link to="/register">{t('login.register_link')}</Link>
              </li>
              <li>
                <Link to="/settings">{t('login.settings_link')}</Link>
              </li>
            </ul>
          </>
        ) : null}
      </Suspense>
    </Page>
  );
}
