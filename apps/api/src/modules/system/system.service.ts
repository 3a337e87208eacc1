import type { Db } from '../../db/database';
import { APP_VERSION, type Health } from '@club/contract';
import { createSystemRepository } from './system.repository';

export interface SystemServiceDeps {
  db: Db;
  /** A hung database must fail the probe, not hang it. */
  pingTimeoutMs?: number;
}

export function createSystemService(deps: SystemServiceDeps) {
  const repository = createSystemRepository(deps.db);
  const timeoutMs = deps.pingTimeoutMs ?? 2000;
  return {
    async checkHealth(): Promise<Health> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`database ping took over ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([repository.ping(), timeout]);
        return { status: 'ok', database: 'ok', version: APP_VERSION };
      } catch {
        return { status: 'error', database: 'error', version: APP_VERSION };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
