import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../utils/top-up';
import { useClubCardFlash } from '../utils/flash';

/** The confirmation the previous club card screen passed on (spec 03 §2), read out once. */
export function ClubCardFlashNotice({ brand }: { brand: string }) {
  const { t, i18n } = useTranslation(['club_card', 'common']);
  const flash = useClubCardFlash();
  if (!flash) return null;
  const text =
    flash.kind === 'verified'
      ? t('club_card:home.verified', { brand })
      : flash.kind === 'ordered'
        ? t('club_card:order.ordered')
        : t('club_card:home.topped_up', {
            points_text: t('common:format.points_count', { count: flash.points }),
            money: formatCurrency(flash.money, i18n.language),
          });
  return (
    <p className="notice notice--success" role="status">
      {text}
    </p>
  );
}
