/** How many messages the development server keeps in memory. */
const DEV_MAILBOX_SIZE = 500;

/**
 * Outside production only: the bodies of the messages this process tried to deliver, kept in memory (never in
 * the database, whose copy is wiped on delivery) so that the development outbox can still show a code
 * after it left. The oldest go first; a restart forgets them all.
 */
export function createDevMailbox(size = DEV_MAILBOX_SIZE) {
  const bodies = new Map<string, string>();
  return {
    remember(messageId: string, body: string): void {
      bodies.delete(messageId);
      bodies.set(messageId, body);
      for (const oldest of bodies.keys()) {
        if (bodies.size <= size) break;
        bodies.delete(oldest);
      }
    },
    bodyOf(messageId: string): string | undefined {
      return bodies.get(messageId);
    },
  };
}

export type DevMailbox = ReturnType<typeof createDevMailbox>;
