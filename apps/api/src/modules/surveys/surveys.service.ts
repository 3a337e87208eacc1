import type { Db } from '../../db/database';
import {
  isSurveyDismissed,
  SURVEY_DISMISSED_AT,
  type CreateSurveyBody,
  type Ok,
  type Paged,
  type PendingSurvey,
  type SurveysQuery,
  type UpdateSurveyBody,
} from '@club/contract';
import { pageMeta, pageWindow } from '../../lib/paging';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createSurveysRepository, type SurveyItemRow, type SurveyTimes } from './surveys.repository';

export interface SurveysServiceDeps {
  db: Db;
  clock: Clock;
}

/** Who is asking: the signed-in user of a company (the access token's principal). */
export interface SurveyCaller {
  userUuid: string;
  companyId: number;
}

export const SURVEY_NOT_FOUND = 'Survey not found.';

function toPendingSurvey(row: SurveyItemRow): PendingSurvey {
  return {
    uuid: row.uuid,
    delayed_to: row.delayedTo?.toISOString() ?? null,
    interacted_at: row.interactedAt?.toISOString() ?? null,
    survey_configuration: { survey_key: row.surveyKey, languages: row.languages },
  };
}

/**
 * spec 01 §4: any delay on or after 2243-10-17 (in any offset) is the dismissal sentinel; it is stored as
 * the one sentinel instant so that the list can leave dismissed items out with a plain comparison.
 */
function toTimes(body: { interacted_at?: string; delayed_to?: string | null }): SurveyTimes {
  const times: SurveyTimes = {};
  if (body.interacted_at !== undefined) times.interactedAt = new Date(body.interacted_at);
  if (body.delayed_to === null) times.delayedTo = null;
  else if (body.delayed_to !== undefined) {
    times.delayedTo = isSurveyDismissed(body) ? new Date(SURVEY_DISMISSED_AT) : new Date(body.delayed_to);
  }
  return times;
}

/** spec 01 §2 Surveys, §4 Survey delay, §7: a user's pending survey items. */
export function createSurveysService(deps: SurveysServiceDeps) {
  const { clock } = deps;
  const repository = createSurveysRepository(deps.db);

  /** Items belong to one user; a user who left the company (or another company's) finds nothing. */
  async function userOf(caller: SurveyCaller) {
    const user = await repository.findUser(caller.userUuid, caller.companyId);
    if (!user) throw AppError.notFound(SURVEY_NOT_FOUND);
    return user;
  }

  async function itemOf(userId: number, uuid: string): Promise<PendingSurvey> {
    const row = await repository.findItem(userId, uuid);
    if (!row) throw AppError.notFound(SURVEY_NOT_FOUND);
    return toPendingSurvey(row);
  }

  return {
    /**
     * GET /v2/surveys. Decision (the spec leaves it open): the list holds every pending item that is not
     * dismissed, delayed ones included, with the ready ones first. The web app decides readiness with
     * the contract's rule (a delay may end while the screen is open), and a page never hides a ready
     * item behind delayed ones.
     */
    async list(caller: SurveyCaller, query: SurveysQuery): Promise<Paged<PendingSurvey>> {
      const user = await userOf(caller);
      const [rows, total] = await Promise.all([
        repository.listPending(user.id, clock.now(), {
          ...pageWindow(query),
        }),
        repository.countPending(user.id),
      ]);
      return {
        data: rows.map(toPendingSurvey),
        meta: pageMeta(query, total),
      };
    },

    /**
     * POST /v2/surveys: records an interaction with a configuration offered in the user's region,
     * creating the user's item when there is none. Without times it counts as opened now. An item already
     * answered is not reopened: 404, as for an unknown key.
     */
    async record(caller: SurveyCaller, body: CreateSurveyBody): Promise<PendingSurvey> {
      const user = await userOf(caller);
      const configuration = await repository.findConfiguration(body.survey_key, user.regionId);
      if (!configuration) throw AppError.notFound(SURVEY_NOT_FOUND);
      const times = toTimes(body);
      if (times.interactedAt === undefined && times.delayedTo === undefined) times.interactedAt = clock.now();
      const uuid = await repository.upsertItem(user.id, configuration.id, times);
      if (!uuid) throw AppError.notFound(SURVEY_NOT_FOUND);
      return itemOf(user.id, uuid);
    },

    /** PATCH /v2/surveys/{id}: opened (interacted_at) or delayed (delayed_to; 2243-10-17 dismisses). */
    async update(caller: SurveyCaller, uuid: string, body: UpdateSurveyBody): Promise<PendingSurvey> {
      const user = await userOf(caller);
      if (!(await repository.updateItem(user.id, uuid, toTimes(body)))) {
        throw AppError.notFound(SURVEY_NOT_FOUND);
      }
      return itemOf(user.id, uuid);
    },

    /** DELETE /v2/surveys/{id}: the survey was answered; the item is kept with completed_at. */
    async complete(caller: SurveyCaller, uuid: string): Promise<Ok> {
      const user = await userOf(caller);
      if (!(await repository.completeItem(user.id, uuid, clock.now()))) {
        throw AppError.notFound(SURVEY_NOT_FOUND);
      }
      return { ok: true };
    },
  };
}

export type SurveysService = ReturnType<typeof createSurveysService>;
