import type { User } from '@club/contract';

/** spec 02 §2 User: the avatar, or the initials when there is none. */
export function UserAvatar({ user, size = 'small' }: { user: User; size?: 'small' | 'large' }) {
  const className = `avatar avatar--${size}`;
  if (user.avatar) return <img className={className} src={user.avatar} alt="" />;
  const initials = `${user.name.charAt(0)}${user.surname.charAt(0)}`.toUpperCase();
  return (
    <span className={className} aria-hidden="true">
      {initials}
    </span>
  );
}
