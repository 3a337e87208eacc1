import { skipToken, useQuery } from '@tanstack/react-query';
import { needsTermsAgreement, parseUserOptions, type User } from '@club/contract';
import { USER_QUERY_KEY } from '@/lib/query-client';
import { useIsEmulated } from '@/lib/session';
import { TermsModal } from './terms-modal';

/**
 * spec 01 §2 Dashboard shell: shows the terms modal to CZ and SK users registered before 2024-01-31 who
 * have not agreed. It only watches the signed-in user that the session keeps loaded (and refetches): it
 * never fetches it itself, so it adds no request and no second owner of that query.
 */
export function TermsGate() {
  const { data: user } = useQuery<User>({ queryKey: USER_QUERY_KEY, queryFn: skipToken });
  // An operator emulating the user (spec 01 §6) must neither agree to the terms for them nor decline
  // them, and the blocking modal would keep them from the screens they came to look at.
  const isEmulated = useIsEmulated();
  if (isEmulated || !user || !needsTermsAgreement(user, parseUserOptions(user.options))) return null;
  return <TermsModal user={user} />;
}
