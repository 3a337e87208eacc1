import type { CardProvider, ProviderTopUpStatus } from './card-provider';

export interface SandboxCardProviderOptions {
  now: () => Date;
  /** How long the sandbox keeps a top-up PENDING before it answers. */
  answerDelayMs: number;
  /** How long after registration a card becomes ACTIVE (the holder activating it in the app). */
  activationDelayMs: number;
}

/**
 * The sandbox provider, the default (docs/decisions/029). It calls no one and keeps no state: its answers
 * follow from what it is asked, so that they survive restarts and tests can count on them.
 *
 * - A serial is known when it has exactly 10 digits and does not start with 0.
 * - A registered card becomes ACTIVE `activationDelayMs` after its registration, except serials ending
 *   in 7, which stay ISSUED (never activated); serials ending in 13 are BLOCKED.
 * - A top-up's answer comes `answerDelayMs` after it was asked for: REJECTED above 1,000 zł a load (the
 *   card's limit), REFUSED for a card whose serial ends in 13 (blocked at the provider), SUCCEEDED
 *   otherwise. The reference carries the decision and the time: `SBX-<outcome>-<ms>-<our uuid>`.
 * - A reference `SBX-SILENT-…` (the demo seed's) never gets an answer: the provider that stays silent,
 *   which an operator answers by hand.
 */
export function createSandboxCardProvider(options: SandboxCardProviderOptions): CardProvider {
  const blocked = (serial: string) => serial.endsWith('13');
  return {
    name: 'sandbox',

    async issueCard(request) {
      return { reference: `SBX-CARD-${request.cardUuid}` };
    },

    async verifyCard(serial) {
      if (!/^[1-9]\d{9}$/.test(serial)) return null;
      return { status: blocked(serial) ? 'BLOCKED' : 'ISSUED' };
    },

    async cardStatus(serial, verifiedAt) {
      if (blocked(serial)) return 'BLOCKED';
      if (serial.endsWith('7')) return 'ISSUED';
      return options.now().getTime() - verifiedAt.getTime() >= options.activationDelayMs
        ? 'ACTIVE'
        : 'ISSUED';
    },

    async requestTopUp(request) {
      const outcome: ProviderTopUpStatus =
        request.amount > 1000 ? 'REJECTED' : blocked(request.serial) ? 'REFUSED' : 'SUCCEEDED';
      return { reference: `SBX-${outcome}-${options.now().getTime()}-${request.topUpUuid}` };
    },

    async topUpStatus(reference) {
      if (reference.startsWith('SBX-SILENT-')) return 'PENDING';
      const match = /^SBX-(SUCCEEDED|REFUSED|REJECTED)-(\d+)-/.exec(reference);
      if (!match) throw new Error('not a sandbox top-up reference');
      const askedAt = Number(match[2]);
      if (options.now().getTime() - askedAt < options.answerDelayMs) return 'PENDING';
      return match[1] as ProviderTopUpStatus;
    },
  };
}
