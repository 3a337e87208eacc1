// node-postgres's own failures (connect and query timeouts, a dropped socket), Node's socket errors and
// PostgreSQL's SQLSTATEs of a server that cannot serve: class 08 (connection exception), 57P01–57P03
// (shut down, crashed, starting) and 53300 (too many connections).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const CLIENT_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
];

/** True when an error (or one it wraps, as Drizzle's query errors do) says the database is out of reach. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    if (typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface DatabaseAvailabilityOptions {
  /** One cheap round trip on a connection of its own, with its own short timeout. */
  probe: () => Promise<void>;
  /** Time between probes while the database is out of reach. */
  probeEveryMs?: number;
  onChange?: (available: boolean) => void;
}

/**
 * What the API knows about its database. A call that fails as if the database were out of reach starts a
 * probe on a connection of its own (so a merely busy pool does not count); when the probe fails too, the
 * database is marked down and requests are answered 503 at once instead of each waiting out its own
 * timeout. The probe repeats in the background and marks it up as soon as it answers: recovery needs no
 * restart.
 */
export function createDatabaseAvailability(options: DatabaseAvailabilityOptions) {
  const every = options.probeEveryMs ?? 500;
  let available = true;
  let probing = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const set = (value: boolean) => {
    if (available === value) return;
    available = value;
    options.onChange?.(value);
  };

  const probe = async () => {
    if (probing || stopped) return;
    probing = true;
    try {
      await options.probe();
      set(true);
    } catch {
      set(false);
      if (!stopped) {
        timer = setTimeout(() => {
          timer = null;
          void probe();
        }, every);
        timer.unref();
      }
    } finally {
      probing = false;
    }
  };

  return {
    isAvailable: () => available,
    /** Called with any failure: true when it says the database is out of reach (a probe then decides). */
    report(error: unknown): boolean {
      if (!isDatabaseUnavailableError(error)) return false;
      if (!timer) void probe();
      return true;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type DatabaseAvailability = ReturnType<typeof createDatabaseAvailability>;
