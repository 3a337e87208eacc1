import type { ClubCardCustomer } from '@club/contract';

/** The card states a provider reports; anything else it says is mapped to BLOCKED by the adapter. */
export type ProviderCardStatus = 'ISSUED' | 'ACTIVE' | 'BLOCKED';
export type ProviderTopUpStatus = 'PENDING' | 'SUCCEEDED' | 'REFUSED' | 'REJECTED';

export interface IssueCardRequest {
  /** Our card uuid: the provider's idempotency key, so a retried order issues one card. */
  cardUuid: string;
  holder: ClubCardCustomer;
  country: string;
}

export interface TopUpRequest {
  /** Our top-up uuid: the provider's idempotency key, so a retried request loads the card once. */
  topUpUuid: string;
  serial: string;
  /** Whole units of `currency` (1 point = 2 zł). */
  amount: number;
  currency: string;
  /** spec 03 §3 top-up order customer; house_number is fixed to '1' (spec 03 §5). */
  holder: ClubCardCustomer;
}

/**
 * The prepaid card provider (spec 03 §2–§6, docs/decisions/029). A real adapter calls the provider's API
 * over HTTPS with the club's credentials; every call is idempotent by our uuid and throws on a transport
 * failure or an answer it cannot read (the caller retries: the job, or the user who gets a 503).
 *
 * - issueCard: orders a physical card posted to the holder; answers the provider's order reference.
 * - verifyCard: the serial (CSN) the owner typed, checked with the provider: unknown serials answer null;
 *   a known one answers its state (ISSUED until the holder activates it in the provider's app).
 * - cardStatus: the card's state now (the job follows ISSUED cards until they are ACTIVE).
 * - requestTopUp: asks for a load of the card; answers the provider's reference. The answer itself comes
 *   later: topUpStatus(reference) is PENDING until the provider has decided.
 *
 * Providers that push their answers instead (a signed callback) feed the same settlement the job uses.
 */
export interface CardProvider {
  readonly name: string;
  issueCard(request: IssueCardRequest): Promise<{ reference: string }>;
  verifyCard(serial: string): Promise<{ status: ProviderCardStatus } | null>;
  cardStatus(serial: string, verifiedAt: Date): Promise<ProviderCardStatus>;
  requestTopUp(request: TopUpRequest): Promise<{ reference: string }>;
  topUpStatus(reference: string): Promise<ProviderTopUpStatus>;
}
