import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SummarySectionProps {
  title: string;
  onEdit: () => void;
  children: ReactNode;
}

/** spec 01 §2 step 5: one part of the summary with its edit (pencil) button back to its step. */
export function SummarySection({ title, onEdit, children }: SummarySectionProps) {
  const { t } = useTranslation('registration');
  return (
    <section className="summary-section">
      <div className="summary-section__header">
        <h3 className="summary-section__title">{title}</h3>
        <button
          type="button"
          className="icon-button"
          aria-label={t('summary.edit', { section: title })}
          onClick={onEdit}
        >
          <span aria-hidden="true">✎</span>
        </button>
      </div>
      {children}
    </section>
  );
}
