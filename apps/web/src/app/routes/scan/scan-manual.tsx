import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  isGenericTagRegion,
  parseSerial,
  regionById,
  SERIAL_PART_1_MAX,
  SERIAL_PART_2_MAX,
  type SerialError,
} from '@club/contract';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { currentScan, newScan } from '@/features/scan/model/current-scan';
import { useUser } from '@/lib/user';
import '@/styles/field-work.css';

/** spec 02 §2, §5 /scan/manual: the serial number typed in two parts. */
export function Component() {
  const { t } = useTranslation(['titles', 'scan']);
  const navigate = useNavigate();
  const { data: user } = useUser();
  const regionCode = user ? regionById(user.region)?.code : undefined;
  const part2Optional = regionCode ? isGenericTagRegion(regionCode) : false;
  const [part1, setPart1] = useState('');
  const [part2, setPart2] = useState('');
  const [errors, setErrors] = useState<SerialError[]>([]);

  const errorOf = (part: SerialError['part']) => {
    const error = errors.find((e) => e.part === part);
    return error ? t(`scan:manual.errors.${error.kind}`) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseSerial(part1, part2, { part2Optional });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    // Look-alikes are mapped as typed: the fields show what will be sent.
    setPart1(result.part1);
    setPart2(result.part2);
    const scan = newScan({ code: result.serial, manual: true, isGeneric: result.generic });
    currentScan.set(scan);
    // spec 02 §4: a generic tag needs its photo first.
    void navigate(result.generic ? '/scan/generic' : '/scan/review');
  };

  return (
    <Page title={t('titles:scan.manual')} back={{ to: '/', label: t('scan:back_home') }}>
      <form className="serial-form" onSubmit={submit} noValidate>
        <p className="muted">{t(part2Optional ? 'scan:manual.hint_generic' : 'scan:manual.hint')}</p>
        <div className="serial-form__parts">
          <TextField
            label={t('scan:manual.part1')}
            value={part1}
            onChange={(e) => setPart1(e.target.value.toUpperCase())}
            maxLength={SERIAL_PART_1_MAX + 4}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            error={errorOf('part1')}
          />
          <TextField
            label={t(part2Optional ? 'scan:manual.part2_optional' : 'scan:manual.part2')}
            value={part2}
            onChange={(e) => setPart2(e.target.value.toUpperCase())}
            maxLength={SERIAL_PART_2_MAX + 2}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            error={errorOf('part2')}
          />
        </div>
        <Button type="submit">{t('scan:manual.continue')}</Button>
      </form>
    </Page>
  );
}
