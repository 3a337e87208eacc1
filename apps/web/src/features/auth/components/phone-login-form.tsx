import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  COUNTRY_CODES,
  FIELD_MESSAGES,
  PhoneSchema,
  regionByCode,
  type CountryCode,
  type LoginBody,
} from '@club/contract';
import { TextField } from '@/components/ui/text-field';
import { defaultPhoneCountry, internationalNumber, isValidNationalNumber, nationalNumber } from '@/lib/phone';
import { useSendLoginCode } from '../api/send-login-code';
import { translateFieldMessage } from '@/lib/error-message';
import { AUTH_FIELD_MESSAGES } from '../utils/auth-messages';
import type { SentCode } from '../utils/login-requests';
import { SendCodeActions } from './send-code-actions';
import { CountryCodeSelect } from './country-code-select';

// the contract's phone rule (5+ digits) plus the per-country check that spec 01 §5 leaves to the apps
const PhoneFormSchema = z
  .object({
    country: z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]]),
    phone: PhoneSchema,
  })
  .superRefine(({ country, phone }, ctx) => {
    if (!isValidNationalNumber(phone, country)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: FIELD_MESSAGES.phoneInvalid });
    }
  });
type PhoneForm = z.infer<typeof PhoneFormSchema>;

interface PhoneLoginFormProps {
  defaults?: Partial<PhoneForm>;
  onSent: (sent: SentCode) => void;
  /** SMS codes are unavailable (the region's daily budget): switch to the e-mail form. */
  onUseEmail: () => void;
}

/** spec 01 §2 Login, step 2 by phone: the national number and the region id are sent (spec 01 §5). */
export function PhoneLoginForm({ defaults, onSent, onUseEmail }: PhoneLoginFormProps) {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const send = useSendLoginCode();
  const initialCountry = useMemo(
    () => defaultPhoneCountry(i18n.language, window.location.hostname),
    [i18n.language],
  );
  const { register, handleSubmit, formState } = useForm<PhoneForm>({
    resolver: zodResolver(PhoneFormSchema),
    defaultValues: { country: initialCountry, phone: '', ...defaults },
  });

  const submit = handleSubmit(({ country, phone }) => {
    const regionId = regionByCode(country)?.id;
    if (regionId === undefined) return;
    const national = nationalNumber(phone, country);
    const contact: LoginBody = { phone: national, region_id: regionId };
    send.mutate(
      { contact, shownAs: internationalNumber(national, country) },
      { onSuccess: (sent) => onSent(sent) },
    );
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <CountryCodeSelect label={t('login.country_code')} {...register('country')} />
      <TextField
        label={t('login.phone_number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        minLength={5}
        error={translateFieldMessage(t, formState.errors.phone?.message, AUTH_FIELD_MESSAGES)}
        {...register('phone')}
      />
      <SendCodeActions
        error={send.isError ? send.error : null}
        failedAt={send.submittedAt}
        isPending={send.isPending}
        onUseEmail={onUseEmail}
      />
    </form>
  );
}
