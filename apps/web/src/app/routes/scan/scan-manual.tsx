import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isGenericTagRegion, regionById } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { useUser } from '@/lib/user';
import { SerialForm, type ParsedSerial } from '@/features/scan/components/serial-form';
import { usePublicConfig } from '@/features/config/api/get-public-config';
import { currentScan, newScan } from '@/features/scan/model/current-scan';
import '@/styles/field-work.css';

/** spec 02 §2, §5 /scan/manual: the serial number typed in two parts. */
export function Component() {
  const { t } = useTranslation(['titles', 'scan']);
  const navigate = useNavigate();
  const { data: user } = useUser();
  const regionCode = user ? regionById(user.region)?.code : undefined;
  const { data: config } = usePublicConfig();
  // The region's setting (docs/decisions/020); the contract's default until the config has loaded.
  const part2Optional = regionCode
    ? (config?.behaviours[regionCode]?.part2_optional ?? isGenericTagRegion(regionCode))
    : false;

  const onParsed = ({ serial, generic }: ParsedSerial) => {
    currentScan.set(newScan({ code: serial, manual: true, isGeneric: generic }));
    // spec 02 §4: a generic tag needs its photo first.
    void navigate(generic ? '/scan/generic' : '/scan/review');
  };

  return (
    <Page title={t('titles:scan.manual')} back={{ to: '/', label: t('scan:back_home') }}>
      <SerialForm part2Optional={part2Optional} onParsed={onParsed} />
    </Page>
  );
}
