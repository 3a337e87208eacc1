import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROJECT_STATUS,
  REVIEW_REASON_MAX_LENGTH,
  type ReviewDecision,
  type ReviewProjectDetail,
} from '@club/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CompanyHistory } from './company-history';
import { ReviewPhoto } from './review-photo';
import { RiskSignals } from './risk-signals';

/** One choice per product waiting for a decision; a rejection needs its reason (as the server asks). */
const DecisionFormSchema = z.object({
  products: z.array(
    z
      .object({
        uuid: z.string(),
        decision: z.enum(['approve', 'reject']),
        reason: z.string().trim().max(REVIEW_REASON_MAX_LENGTH),
      })
      .refine((p) => p.decision === 'approve' || p.reason.length > 0, {
        path: ['reason'],
        message: 'reason_required',
      }),
  ),
});
type DecisionForm = z.infer<typeof DecisionFormSchema>;

/** The form's choices as the contract's decision body. */
export function toDecision(form: DecisionForm): ReviewDecision {
  const rejected = form.products
    .filter((p) => p.decision === 'reject')
    .map((p) => ({ uuid: p.uuid, reason: p.reason.trim() }));
  return rejected.length > 0 ? { rejected_products: rejected } : { approve: true };
}

interface Props {
  project: ReviewProjectDetail;
  onSubmit: (decision: ReviewDecision) => Promise<unknown>;
  submitting: boolean;
}

/** spec 02 §4 in review: each product with its photo, its signals and its decision; then submit. */
export function DecisionForm({ project, onSubmit, submitting }: Props) {
  const { t } = useTranslation('review');
  const pending = project.products.filter((p) => p.decision === 'pending');
  const open = project.status.id === PROJECT_STATUS.IN_REVIEW;
  const form = useForm<DecisionForm>({
    resolver: zodResolver(DecisionFormSchema),
    defaultValues: { products: pending.map((p) => ({ uuid: p.uuid, decision: 'approve', reason: '' })) },
  });
  const choices = useWatch({ control: form.control, name: 'products' });
  const indexOf = (uuid: string) => pending.findIndex((p) => p.uuid === uuid);

  return (
    <form
      className="review-project"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(toDecision(values)))}
    >
      <div className="review-project__products">
        <h2>{t('project.products')}</h2>
        <ul className="review-products">
          {project.products.map((product) => {
            const index = indexOf(product.uuid);
            const reasonError = index >= 0 ? form.formState.errors.products?.[index]?.reason : undefined;
            const reasonId = `reason-${product.uuid}`;
            return (
              <li key={product.uuid} className="review-product">
                <div className="review-product__photo">
                  {product.image ? (
                    <ReviewPhoto src={product.image.url} serial={product.serial_number} />
                  ) : (
                    <span className="review-product__no-photo">{t('product.no_photo')}</span>
                  )}
                </div>
                <div className="review-product__main">
                  <dl className="review-product__facts">
                    <div>
                      <dt>{t('product.serial')}</dt>
                      <dd className="review-product__serial">{product.serial_number}</dd>
                    </div>
                    <div>
                      <dt>{t('product.details')}</dt>
                      <dd>{[product.type, product.size, product.variant].join(' / ')}</dd>
                    </div>
                  </dl>
                  {product.requires_tag_photo ? (
                    <p className="review-tag">{t('product.tag_photo_needed')}</p>
                  ) : null}
                  {!product.is_unique ? <p className="review-tag">{t('product.generic')}</p> : null}
                  <RiskSignals product={product} />
                </div>
                <div className="review-product__decision">
                  {index >= 0 && open ? (
                    <fieldset>
                      <legend>{t('product.decision', { serial: product.serial_number })}</legend>
                      <label>
                        <input
                          type="radio"
                          value="approve"
                          {...form.register(`products.${index}.decision`)}
                        />
                        {t('product.approve')}
                      </label>
                      <label>
                        <input type="radio" value="reject" {...form.register(`products.${index}.decision`)} />
                        {t('product.reject')}
                      </label>
                      {choices[index]?.decision === 'reject' ? (
                        <div className="review-product__reason">
                          <label htmlFor={reasonId}>
                            {t('product.reason', { serial: product.serial_number })}
                          </label>
                          <textarea
                            id={reasonId}
                            rows={2}
                            maxLength={REVIEW_REASON_MAX_LENGTH}
                            aria-invalid={reasonError ? true : undefined}
                            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                            {...form.register(`products.${index}.reason`)}
                          />
                          {reasonError ? (
                            <p id={`${reasonId}-error`} className="field-error" role="alert">
                              {t('product.reason_required')}
                            </p>
                          ) : null}
                        </div>
                      ) : null}
                    </fieldset>
                  ) : (
                    <p className="review-product__decided">
                      {product.decision === 'rejected'
                        ? t('product.already_rejected', { reason: product.rejection_reason ?? '' })
                        : product.decision === 'approved' && !open
                          ? t('product.already_approved')
                          : t('product.not_in_review')}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {open ? (
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting ? t('project.submitting') : t('project.submit')}
          </button>
        ) : (
          <p role="status">{t('project.status_decided')}</p>
        )}
      </div>
      <CompanyHistory history={project.history} />
    </form>
  );
}
