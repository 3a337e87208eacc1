import { useTranslation } from 'react-i18next';
import {
  isLeadStatusIn,
  LEAD_LOST_STATUSES,
  LEAD_MESSAGES,
  LEAD_NEGATIVE_FINAL_STATUSES,
  LEAD_PRODUCTS,
  REGIONS,
  type LeadProductLine,
  type LeadStatus,
} from '@club/contract';
import { FilterSelect } from '@/components/data-table';

/** The 16 countries; region 1 ("All") holds no leads. */
export const COUNTRY_REGIONS = REGIONS.filter((region) => region.code !== 'ALL');

/** A region's name in the operator's language (the browser knows the countries). */
export function regionName(regionId: number, locale: string): string {
  const code = REGIONS.find((region) => region.id === regionId)?.code;
  if (!code) return String(regionId);
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The lists' region filter: every country, named in the operator's language. */
export function RegionFilter(binding: { value: string; onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation(['leads']);
  return (
    <FilterSelect
      label={t('leads:columns.region')}
      allLabel={t('leads:filters.allRegions')}
      options={COUNTRY_REGIONS.map((region) => ({
        value: String(region.id),
        label: regionName(region.id, i18n.language),
      }))}
      {...binding}
    />
  );
}

type Tone = 'info' | 'positive' | 'negative' | 'warning';

function statusTone(status: LeadStatus): Tone {
  if (status === 'agreed' || status === 'closed') return 'positive';
  if (isLeadStatusIn(LEAD_NEGATIVE_FINAL_STATUSES, status)) return 'negative';
  if (isLeadStatusIn(LEAD_LOST_STATUSES, status)) return 'warning';
  return 'info';
}

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('leads');
  return <span className={`leads-badge leads-badge--${statusTone(status)}`}>{t(`status.${status}`)}</span>;
}

/** The lines in the brand form's order of products, whatever order the server kept them in. */
export const inProductOrder = (lines: readonly LeadProductLine[]): LeadProductLine[] =>
  [...lines].sort((a, b) => LEAD_PRODUCTS.indexOf(a.product) - LEAD_PRODUCTS.indexOf(b.product));

/** "Roof windows × 2, Blinds × 4". */
export function useProductsText(): (lines: readonly LeadProductLine[]) => string {
  const { t } = useTranslation('leads');
  return (lines) =>
    inProductOrder(lines)
      .map((line) => t('productLine', { product: t(`products.${line.product}`), count: line.quantity }))
      .join(', ');
}

const KEYS = new Map<string, string>(Object.entries(LEAD_MESSAGES).map(([key, text]) => [text, key]));

/**
 * The leads' own messages (the contract's LEAD_MESSAGES) in the operator's language; any other message
 * goes on as it came (the fields and errorMessage translate the shared ones).
 */
export function useLeadsMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('leads');
  return (text) => {
    const key = text === undefined ? undefined : KEYS.get(text);
    return key ? t(`leads:messages.${key}`, { defaultValue: text }) : text;
  };
}
