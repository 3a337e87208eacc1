import { useTranslation } from 'react-i18next';
import type { LoginMethod } from '@club/contract';
import { Button } from '@/components/ui/button';

interface LoginMethodChoiceProps {
  value: LoginMethod | null;
  onChange: (method: LoginMethod) => void;
}

/**
 * spec 01 §2 Login, step 1: phone or e-mail. Two toggle buttons rather than radios: one tap opens the form,
 * and this step must stay tiny because it is all that /login loads up front (README, Budget). Both can
 * be tapped before the scripts arrive on the prerendered page (`data-early-click`, lib/prerendered-page.ts).
 */
export function LoginMethodChoice({ value, onChange }: LoginMethodChoiceProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="segmented" role="group" aria-label={t('login.method_legend')}>
      <Button
        variant={value === 'phone' ? 'primary' : 'secondary'}
        aria-pressed={value === 'phone'}
        data-early-click="login-phone"
        onClick={() => onChange('phone')}
      >
        {t('login.method_phone')}
      </Button>
      <Button
        variant={value === 'email' ? 'primary' : 'secondary'}
        aria-pressed={value === 'email'}
        data-early-click="login-email"
        onClick={() => onChange('email')}
      >
        {t('login.method_email')}
      </Button>
    </div>
  );
}
