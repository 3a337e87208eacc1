import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Installer } from '@club/contract';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatNumber } from '@/lib/format';

interface MemberCardProps {
  member: Installer;
  isBusy: boolean;
  onResend: () => void;
  onDelete: () => void;
}

/**
 * spec 03 §2: one member with role, last activity, projects and contributed points. The owner's own entry
 * links to /user and has no actions; every other entry opens the edit form and offers resend and delete.
 */
export function MemberCard({ member, isBusy, onResend, onDelete }: MemberCardProps) {
  const { t, i18n } = useTranslation('team');
  const fullName = `${member.name} ${member.surname}`;
  const role = t(member.role.slug === 'company-owner' ? 'roles.owner' : 'roles.installer');
  return (
    <article className="team-card" aria-label={fullName}>
      <h2 className="team-card__name">
        {member.is_self ? (
          <Link to="/user">{t('list.you', { name: fullName })}</Link>
        ) : member.role.slug === 'installer' ? (
          <Link to={`/team/${member.uuid}`}>{fullName}</Link>
        ) : (
          fullName
        )}
      </h2>
      <dl className="team-card__facts">
        <div>
          <dt>{t('list.role')}</dt>
          <dd>{role}</dd>
        </div>
        <div>
          <dt>{t('list.last_active')}</dt>
          <dd>
            {member.last_active_at ? formatDateTime(member.last_active_at, i18n.language) : t('list.never')}
          </dd>
        </div>
        <div>
          <dt>{t('list.projects')}</dt>
          <dd>{formatNumber(member.projects_count, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('list.points')}</dt>
          <dd>{formatNumber(member.contribute_points, i18n.language)}</dd>
        </div>
      </dl>
      {member.is_self ? null : (
        <div className="team-card__actions">
          <Button variant="secondary" disabled={isBusy} onClick={onResend}>
            {t('list.resend')}
          </Button>
          <Button variant="secondary" disabled={isBusy} onClick={onDelete}>
            {t('list.delete')}
          </Button>
        </div>
      )}
    </article>
  );
}
