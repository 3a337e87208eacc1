import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { regionById, type CountryCode, type LoginBody, type LoginMethod } from '@club/contract';
import { QueryClientReady } from '@/lib/query-client-loader';
import { PageLoading } from '@/components/layouts/page-loading';
import type { SentCode } from '../utils/login-requests';
import { LoginMethodChoice } from './login-method-choice';

// README, Budget: /login loads only the choice; each form (zod, react-hook-form, and the phone-number
// metadata for the phone form) is fetched when the person picks its method
const PhoneLoginForm = lazy(() => import('./phone-login-form').then((m) => ({ default: m.PhoneLoginForm })));
const EmailLoginForm = lazy(() => import('./email-login-form').then((m) => ({ default: m.EmailLoginForm })));

/** After a wrong code, or "Change number", the contact step shows what was typed, country included. */
function phoneDefaults(contact: LoginBody | null): { phone: string; country?: CountryCode } | undefined {
  if (!contact?.phone) return undefined;
  const code = regionById(contact.region_id ?? 0)?.code;
  return { phone: contact.phone, country: code === 'ALL' ? undefined : code };
}

interface ContactStepProps {
  method: LoginMethod | null;
  onChoose: (method: LoginMethod) => void;
  /** What was sent last: shown again after a wrong code or to change it. */
  lastContact: LoginBody | null;
  isWrongCode: boolean;
  onSent: (sent: SentCode) => void;
}

/** spec 01 §2 Login, first step: phone or e-mail, and the code sent to it. */
export function ContactStep({ method, onChoose, lastContact, isWrongCode, onSent }: ContactStepProps) {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <>
      <p>{t('login.intro')}</p>
      {isWrongCode ? (
        <p role="alert" className="form__error">
          {t('errors:messages.wrong_code')}
        </p>
      ) : null}
      <LoginMethodChoice value={method} onChange={onChoose} />
      {/* the form and the query client it sends with load below the choice, which stays on the screen */}
      <Suspense fallback={<PageLoading />}>
        <QueryClientReady when={method !== null}>
          {method === 'phone' ? (
            <PhoneLoginForm
              defaults={phoneDefaults(lastContact)}
              onSent={onSent}
              onUseEmail={() => onChoose('email')}
            />
          ) : null}
          {method === 'email' ? <EmailLoginForm defaultEmail={lastContact?.email} onSent={onSent} /> : null}
        </QueryClientReady>
      </Suspense>
      <ul className="link-list">
        <li>
          <Link to="/register">{t('login.register_link')}</Link>
        </li>
        <li>
          <Link to="/settings">{t('login.settings_link')}</Link>
        </li>
      </ul>
    </>
  );
}
