import PgBoss from 'pg-boss';
import type { Database, ExecuteSql } from '../db/database';

export interface JobQueueOptions {
  /** Workers and queue maintenance run only when enabled; sending always works. */
  workersEnabled: boolean;
  pollSeconds: number;
  batchSize: number;
  onError: (error: unknown) => void;
}

export interface JobContext {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  isLastAttempt: boolean;
}

export interface SendOptions {
  /** Writes the job through this executor, i.e. inside the caller's transaction. */
  executeSql?: ExecuteSql;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
}

/**
 * pg-boss 10 in the app's own database (docs/decisions/001-job-queue.md): on PostgreSQL through its own
 * small pool, on PGlite through the open instance. The same handlers run in both modes.
 */
export function createJobQueue(database: Database, options: JobQueueOptions) {
  const boss = new PgBoss({
    ...(database.connectionString
      ? { connectionString: database.connectionString, max: 3, application_name: 'club-jobs' }
      : { db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) } }),
    supervise: options.workersEnabled,
    schedule: options.workersEnabled,
    migrate: true,
    pollingIntervalSeconds: options.pollSeconds,
    maintenanceIntervalSeconds: 120,
  });
  boss.on('error', options.onError);
  const workerIds = new Map<string, string[]>();

  return {
    // Replicas starting together on a new database (or with a new queue) would create the same queues
    // at once, and PostgreSQL answered one of them with a deadlock that stopped its start: the queue's
    // start-up DDL waits for the other replicas' like the migrations do.
    start: (queueNames: string[]) =>
      database.withStartupLock(async () => {
        await boss.start();
        for (const name of queueNames) await boss.createQueue(name);
      }),

    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),

    async send(name: string, data: object, send: SendOptions = {}): Promise<string | null> {
      return boss.send(name, data, {
        ...(send.executeSql ? { db: { executeSql: send.executeSql } } : {}),
        ...(send.retryLimit !== undefined ? { retryLimit: send.retryLimit } : {}),
        ...(send.retryDelaySeconds !== undefined ? { retryDelay: send.retryDelaySeconds } : {}),
        ...(send.retryBackoff !== undefined ? { retryBackoff: send.retryBackoff } : {}),
      } as PgBoss.SendOptions);
    },

    /** Runs `handler` for each job; a job that throws is retried on its own, not with its batch. */
    async work<T extends object>(name: string, handler: (data: T, job: JobContext) => Promise<void>) {
      if (!options.workersEnabled) return;
      const id = await boss.work<T>(
        name,
        { batchSize: options.batchSize, includeMetadata: true, pollingIntervalSeconds: options.pollSeconds },
        async (jobs) => {
          await Promise.all(
            jobs.map(async (job) => {
              const context = {
                id: job.id,
                retryCount: job.retryCount,
                isLastAttempt: job.retryCount >= job.retryLimit,
              };
              try {
                await handler(job.data, context);
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                await boss.fail(name, job.id, { message });
              }
            }),
          );
        },
      );
      workerIds.set(name, [...(workerIds.get(name) ?? []), id]);
    },

    /** A recurring job (cron in UTC); only where workers run, so one schedule exists per database. */
    async schedule(name: string, cron: string): Promise<void> {
      if (!options.workersEnabled) return;
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },

    /** Wakes this process's workers of `name` now instead of at their next poll (after a commit). */
    nudge(name: string): void {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
