import type { FastifyBaseLogger } from 'fastify';
import type { ClubCardService } from '../modules/club-card/club-card.service';
import type { JobQueue } from './queue';

/**
 * Every minute, and at once after a card order or a top-up: the card provider's work (docs/decisions/029).
 * The handler is idempotent: a second run finds nothing PENDING that it already answered.
 */
export const CLUB_CARD_PROVIDER_QUEUE = 'club-card-provider';
export const CLUB_CARD_QUEUES = [CLUB_CARD_PROVIDER_QUEUE];

export async function startClubCardJobs(
  queue: JobQueue,
  deps: { clubCards: ClubCardService; logger: FastifyBaseLogger },
): Promise<void> {
  await queue.work(CLUB_CARD_PROVIDER_QUEUE, async () => {
    const counts = await deps.clubCards.syncWithProvider();
    if (counts.issued + counts.activated + counts.settled > 0) {
      deps.logger.info(counts, 'club cards synchronised with the card provider');
    }
  });
  await queue.schedule(CLUB_CARD_PROVIDER_QUEUE, '* * * * *');
}
