import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { boundQuantity } from '@/lib/cart';

interface QuantityFieldProps {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
  /** Read with the label (not shown): what the quantity is of, where several are on one screen. */
  of?: string;
  disabled?: boolean;
}

/** spec 03 §5: a quantity kept between min(stock, 1) and stock, typed or stepped. */
export function QuantityField({ value, stock, onChange, of, disabled }: QuantityFieldProps) {
  const { t } = useTranslation('shop');
  const id = useId();
  const set = (next: number) => onChange(boundQuantity(next, stock));
  return (
    <div className="quantity">
      <label className="quantity__label" htmlFor={id}>
        {t('product.quantity')}
        {of ? <span className="visually-hidden">{`, ${of}`}</span> : null}
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__step"
          onClick={() => set(value - 1)}
          disabled={disabled || value <= Math.min(stock, 1)}
          aria-label={t('product.less')}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={Math.min(stock, 1)}
          max={stock}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.value !== '') set(Number(event.target.value));
          }}
        />
        <button
          type="button"
          className="quantity__step"
          onClick={() => set(value + 1)}
          disabled={disabled || value >= stock}
          aria-label={t('product.more')}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
