import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CheckIcon } from './icons';
import { CHECKOUT_STEPS, checkoutStepFor } from './route-chrome';

/** spec 01 §2, spec 03 §2: the checkout header, a 3-step stepper whose step comes from the address. */
export function CheckoutStepper() {
  const { t } = useTranslation('shell');
  const current = checkoutStepFor(useLocation().pathname);
  return (
    <nav className="stepper" aria-label={t('checkout.label')}>
      <ol className="stepper__list">
        {CHECKOUT_STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`stepper__step stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="stepper__marker" aria-hidden="true">
                {state === 'done' ? <CheckIcon /> : index + 1}
              </span>
              <span className="stepper__label">{t(`checkout.${step}`)}</span>
              {state === 'done' ? <span className="visually-hidden">{`, ${t('checkout.done')}`}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
