import {
  SURVEY_DEFAULT_DELAY_DAYS,
  type AdminSurvey,
  type AdminSurveyList,
  type AdminSurveysQuery,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import type { AuditService } from '../operators/audit.service';
import type { OperatorActor } from '../operators/admin-settings.service';
import { createSurveysAdminRepository, type AdminSurveyRow } from './surveys-admin.repository';
import { SURVEY_NOT_FOUND } from './surveys.service';

export interface SurveysAdminServiceDeps {
  db: Db;
  audit: AuditService;
  clock: Clock;
  /** SURVEY_COLLECTOR_URL, with its trailing slash. */
  collectorUrl: string;
}

/** Back-office surveys (issue 12): the configurations per region, opened or closed by an operator. */
export function createSurveysAdminService(deps: SurveysAdminServiceDeps) {
  const repository = createSurveysAdminRepository(deps.db);

  const toSurvey = (row: AdminSurveyRow): AdminSurvey => ({
    uuid: row.uuid,
    survey_key: row.surveyKey,
    region_id: row.regionId,
    languages: row.languages,
    is_active: row.isActive,
    delay_days: SURVEY_DEFAULT_DELAY_DAYS,
    collector_link: `${deps.collectorUrl}${encodeURIComponent(row.surveyKey)}`,
    counts: { pending: row.pending, delayed: row.delayed, opened: row.opened, completed: row.completed },
    created_at: row.createdAt.toISOString(),
  });

  return {
    async list(query: AdminSurveysQuery): Promise<AdminSurveyList> {
      const { rows, total } = await repository.list(query.region_id, deps.clock.now(), pageWindow(query));
      return { data: rows.map(toSurvey), meta: pageMeta(query, total) };
    },

    /** A closed survey leaves every user's list (the list reads is_active); its items are kept. */
    async setActive(actor: OperatorActor, uuid: string, isActive: boolean): Promise<AdminSurvey> {
      const operatorId = await deps.audit.operatorId(actor.operatorUuid);
      if (operatorId === null) throw AppError.unauthorized();
      return deps.db.transaction(async (tx) => {
        const repo = createSurveysAdminRepository(tx);
        const row = await repo.find(uuid, deps.clock.now(), true);
        if (!row) throw AppError.notFound(SURVEY_NOT_FOUND);
        await repo.setActive(row.id, isActive);
        await deps.audit.recordIn(tx, {
          operatorId,
          action: isActive ? 'survey.open' : 'survey.close',
          targetType: 'survey_configuration',
          targetId: uuid,
          data: null,
          before: { is_active: row.isActive },
          after: { is_active: isActive },
          requestId: actor.requestId,
        });
        return toSurvey({ ...row, isActive });
      });
    },
  };
}

export type SurveysAdminService = ReturnType<typeof createSurveysAdminService>;
