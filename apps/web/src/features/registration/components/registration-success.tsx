import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface RegistrationSuccessProps {
  welcomePoints: number;
}

/** spec 01 §2 success screen: the welcome (with the region's welcome points), a notice, the way to sign in. */
export function RegistrationSuccess({ welcomePoints }: RegistrationSuccessProps) {
  const { t } = useTranslation(['registration', 'common']);
  const heading = useRef<HTMLHeadingElement>(null);
  // the form the person was in is gone; screen readers start again at the welcome
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="stack" aria-labelledby="registration-success">
      <h2 id="registration-success" ref={heading} tabIndex={-1}>
        {t('success.title')}
      </h2>
      {welcomePoints > 0 ? (
        <p>
          {t('success.points', { points_text: t('common:format.points_count', { count: welcomePoints }) })}
        </p>
      ) : (
        <p>{t('success.message')}</p>
      )}
      <p className="notice" role="note">
        {t('success.notice')}
      </p>
      <Link className="button button--primary" to="/login">
        {t('success.login')}
      </Link>
    </section>
  );
}
