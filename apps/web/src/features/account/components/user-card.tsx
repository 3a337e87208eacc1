import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@club/contract';
import { UserAvatar } from './user-avatar';

/** spec 02 §2 Menu: the user card, linking to /user. */
export function UserCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  return (
    <Link className="user-card" to="/user">
      <UserAvatar user={user} />
      <span className="user-card__text">
        <span className="user-card__name">
          {user.name} {user.surname}
        </span>
        <span className="user-card__meta">{user.company.name}</span>
        <span className="visually-hidden">{t('menu.open_profile')}</span>
      </span>
    </Link>
  );
}
