import type { OperatorRole } from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { MAINTENANCE_KEY, type SettingsService } from '../settings/settings.service';
import type { AuditService } from './audit.service';

export interface OperatorActor {
  operatorUuid: string;
  role: OperatorRole;
  requestId: string;
}

export function createAdminSettingsService(deps: {
  db: Db;
  settings: SettingsService;
  audit: AuditService;
  clock: Clock;
}) {
  return {
    /** Whether the API answers installers with 503 now (the switch, or MAINTENANCE_MODE). */
    async maintenance(): Promise<{ enabled: boolean }> {
      return { enabled: await deps.settings.isMaintenanceOn() };
    },

    /** spec 01 §4 Maintenance, switched by an admin; the switch and its audit row commit together. */
    async setMaintenance(actor: OperatorActor, enabled: boolean): Promise<{ enabled: boolean }> {
      if (actor.role !== 'admin') throw AppError.forbidden();
      const operatorId = await deps.audit.operatorId(actor.operatorUuid);
      if (operatorId === null) throw AppError.unauthorized();
      const before = { enabled: await deps.settings.isMaintenanceOn() };
      await deps.db.transaction(async (tx) => {
        await deps.settings.setMaintenanceIn(tx, enabled);
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'settings.maintenance.set',
          targetType: 'setting',
          targetId: MAINTENANCE_KEY,
          data: { enabled },
          before,
          after: { enabled },
          requestId: actor.requestId,
        });
      });
      // This replica follows at once; the others within the settings cache time.
      deps.settings.invalidateMaintenance();
      return { enabled };
    },
  };
}

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
