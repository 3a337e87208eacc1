import { useTranslation } from 'react-i18next';
import { FONT_SIZES, type FontSize } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { RadioGroup } from '@/components/ui/radio-group';
import { updateSettings, useSettings } from '@/lib/settings';

/** spec 01 §9: 14, 17 or 20 px at the root; every size is in rem, so the whole app follows. */
export function Component() {
  const { t } = useTranslation('settings');
  const { fontSize } = useSettings();
  const options = FONT_SIZES.map((size) => ({ value: size, label: t('font.option', { size }) }));

  return (
    <Page title={t('font.title')} back={{ to: '/settings', label: t('nav.back') }}>
      <RadioGroup<FontSize>
        legend={t('font.legend')}
        name="font-size"
        options={options}
        value={fontSize}
        onChange={(size) => updateSettings({ fontSize: size })}
      />
      <p className="font-preview">{t('font.preview')}</p>
    </Page>
  );
}
