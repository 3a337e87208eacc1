import { CopyButton } from './copy-button';

interface VoucherCodeProps {
  voucher: { number: string; password: string; expiresAt: string };
  labels: { number: string; password: string; expires: string; copy: string; copied: string };
  expires: string;
}

/** spec 03 §3: a digital voucher's number, password and expiry, the number and password copyable. */
export function VoucherCode({ voucher, labels, expires }: VoucherCodeProps) {
  return (
    <dl className="voucher">
      <div className="voucher__row">
        <dt>{labels.number}</dt>
        <dd>
          <code className="voucher__code">{voucher.number}</code>
          <CopyButton text={voucher.number} label={labels.copy} copiedLabel={labels.copied} />
        </dd>
      </div>
      {voucher.password ? (
        <div className="voucher__row">
          <dt>{labels.password}</dt>
          <dd>
            <code className="voucher__code">{voucher.password}</code>
            <CopyButton text={voucher.password} label={labels.copy} copiedLabel={labels.copied} />
          </dd>
        </div>
      ) : null}
      <div className="voucher__row">
        <dt>{labels.expires}</dt>
        <dd>{expires}</dd>
      </div>
    </dl>
  );
}
