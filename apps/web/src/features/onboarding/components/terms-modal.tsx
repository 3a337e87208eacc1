import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mergeUserOptions, updateCompany, USER_STATUS, type User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { call } from '@/lib/api-client';
import { endSession } from '@/lib/end-session';
import { useUpdateSelf } from '@/lib/user';
import { errorMessages } from '../utils/field-errors';
import { termsLink } from '../utils/terms-links';
import { ErrorList } from './error-list';
import '@/styles/onboarding.css';

export type TermsUser = Pick<User, 'region' | 'options' | 'company'>;

/**
 * spec 01 §2 Dashboard shell: the blocking terms modal. It has no dismiss: Escape does nothing and focus
 * stays inside until the person accepts or declines. Accepting stores hasAgreedToTerms in the user's
 * options; declining deactivates the company (spec 01 §4) and signs out. Failures are listed in the modal
 * (spec 01 §8).
 */
export function TermsModal({ user }: { user: TermsUser }) {
  const { t } = useTranslation(['onboarding', 'errors']);
  // Declining closes the whole company's account, so it is asked twice; the first step changes nothing.
  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);

  // the answer is the whole user: the modal closes with the query taking it
  const accept = useUpdateSelf();
  const decline = useMutation({
    mutationFn: () =>
      call(updateCompany, {
        params: { id: user.company.uuid },
        body: { active: USER_STATUS.DEACTIVATED },
      }),
    // The server has already ended every session of the company with the deactivation, so a logout call
    // would only be refused; this device forgets the session and the guard sends it to /login.
    onSuccess: () => endSession(),
  });
  const isPending = accept.isPending || decline.isPending;
  const failed = accept.error ?? decline.error;

  const errors = failed ? <ErrorList messages={errorMessages(t, failed)} /> : null;

  if (isConfirmingDecline) {
    return (
      <Dialog
        key="decline"
        title={t('terms.decline_title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsConfirmingDecline(false)} disabled={isPending}>
              {t('terms.back')}
            </Button>
            <Button onClick={() => decline.mutate()} disabled={isPending}>
              {t('terms.decline_confirm')}
            </Button>
          </>
        }
      >
        <p>{t('terms.decline_message')}</p>
        {errors}
      </Dialog>
    );
  }

  return (
    <Dialog
      key="terms"
      title={t('terms.title')}
      actions={
        <>
          <Button
            onClick={() =>
              // the stored options are kept: only the agreement is added to them
              accept.mutate({ options: mergeUserOptions(user.options, { hasAgreedToTerms: true }) })
            }
            disabled={isPending}
          >
            {t('terms.accept')}
          </Button>
          <Button variant="secondary" onClick={() => setIsConfirmingDecline(true)} disabled={isPending}>
            {t('terms.decline')}
          </Button>
        </>
      }
    >
      <p>{t('terms.message')}</p>
      <p>
        <a
          className="onboarding-terms-link"
          href={termsLink(user.region)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('terms.link')}
        </a>
      </p>
      {errors}
    </Dialog>
  );
}
