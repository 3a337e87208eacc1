import { needsTermsAgreement, parseUserOptions } from '@club/contract';
import { useIsEmulated } from '@/lib/session';
import { useCachedUser } from '@/lib/user';
import { TermsModal } from './terms-modal';

/**
 * spec 01 §2 Dashboard shell: shows the terms modal to CZ and SK users registered before 2024-01-31 who
 * have not agreed. It watches the signed-in user that the session keeps loaded (and refetches); mounted next to
 * UserSession, it shares that request rather than adding one.
 */
export function TermsGate() {
  const { data: user } = useCachedUser();
  // An operator emulating the user (spec 01 §6) must neither agree to the terms for them nor decline
  // them, and the blocking modal would keep them from the screens they came to look at.
  const isEmulated = useIsEmulated();
  if (isEmulated || !user || !needsTermsAgreement(user, parseUserOptions(user.options))) return null;
  return <TermsModal user={user} />;
}
