import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseUserOptions, shouldShowPointsToExpire, type CompanyPoints, type User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { useUpdateSelf } from '@/lib/user';
import { formatDay } from '@/lib/format';

interface PointsExpiryNoticeProps {
  user: Pick<User, 'options'>;
  /** points of the company's points summary; undefined until it is known. */
  expiring: CompanyPoints['points'] | undefined;
  /** Injected so that the month rule can be tested on any day. */
  now: Date;
}

/**
 * spec 01 §2, §9: the points-to-expire notice, linking to /balance. Dismissing it stores today as
 * options.expPtsSeen, so it stays away for 6 months (and, by the month rule, until next October).
 */
export function PointsExpiryNotice({ user, expiring, now }: PointsExpiryNoticeProps) {
  const { t, i18n } = useTranslation(['home', 'errors']);
  const titleId = useId();
  const update = useUpdateSelf();
  const lastSeen = parseUserOptions(user.options).expPtsSeen;
  const toExpire = expiring?.to_expire;
  if (!expiring || toExpire === undefined || !shouldShowPointsToExpire({ now, toExpire, lastSeen })) {
    return null;
  }

  // options carries only the changed key; the server merges it into the stored options.
  const onDismiss = () => update.mutate({ options: JSON.stringify({ expPtsSeen: now.toISOString() }) });

  return (
    <section className="home-card home-card--notice" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card__title">
        {t('expiry.title')}
      </h2>
      <p>
        {t('expiry.message', {
          points: t('common:format.points_count', { count: toExpire }),
          // spec 03 §4: the year they were earned in and the day they go, as the server counts them
          year: expiring.earned_year,
          date: formatDay(expiring.expires_on, i18n.language),
        })}{' '}
        {t('expiry.hint')}
      </p>
      {update.isError ? (
        <p className="form__error" role="alert">
          {t('errors:messages.something_went_wrong')}
        </p>
      ) : null}
      <div className="home-card__actions">
        <Link className="home-card__link" to="/balance">
          {t('expiry.details')}
        </Link>
        <Button variant="link" onClick={onDismiss} disabled={update.isPending}>
          {t('expiry.dismiss')}
        </Button>
      </div>
    </section>
  );
}
