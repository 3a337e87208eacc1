import {
  ERROR_CODES,
  NOTIFICATION_EVENTS,
  MESSAGES,
  PROJECT_FILTER_STATUSES,
  PROJECT_PRODUCT_FLAG,
  PROJECT_STATUS,
  PROJECT_DEFAULT_DAYS_LEFT,
  addDaysToInstant,
  checkProjectSurvey,
  daysLeftUntil,
  MS_PER_DAY,
  isoDay,
  type CreateProject,
  type Project,
  type ProjectList,
  type ProjectListQuery,
  type ProjectProduct,
  type ProjectSummary,
  type ProjectSurveyResult,
  type ProjectSurveySubmit,
  type UpdateProject,
  PROJECT_STATUSES_ACCEPTING_PRODUCTS,
  FIELD_MESSAGES,
  isProjectEditable,
} from '@club/contract';
import type { Db } from '../../db/database';
import { pageMeta, pageWindow } from '../../lib/paging';
import { AppError } from '../../lib/app-error';
import { generationOf, type Cacheable } from '../../lib/answer-cache';
import type { Clock } from '../../lib/clock';
import { createPointsRepository } from '../points/points.repository';
import type { NewNotice } from '../notifications/notifications.repository';
import type { PointsService } from '../points/points.service';
import { createTiersRepository, type TierProgress } from '../tiers/tiers.repository';
import type { UserPrincipal } from '../auth/access-token';
import { sessionOfCaller } from '../auth/session.service';
import type { TiersService } from '../tiers/tiers.service';
import type { Catalogue, CatalogueService } from '../catalogue/catalogue.service';
import { productPoints, tierCategoryOf, tierTopUps, type PointsTable } from './project-points';
import {
  createProjectsRepository,
  type ProductRow,
  type ProductTypeCount,
  type ProjectChanges,
  type ProjectRecord,
} from './projects.repository';

/** What the project flow tells the company's people; the notifications module writes the rows. */
export type Notify = (tx: Db, notice: NewNotice) => Promise<unknown>;

export interface ProjectsServiceDeps {
  db: Db;
  catalogue: CatalogueService;
  points: PointsService;
  tiers: TiersService;
  clock: Clock;
  notify?: Notify;
}

/** The answer to an edit of a project that is no longer scheduled; the wording is ours. */
export const PROJECT_NOT_EDITABLE = 'Only a scheduled project can be changed.';

export const projectNotFound = () => new AppError(404, ERROR_CODES.notFound, MESSAGES.projectNotFound);

export const thumbnailUrl = (imageUuid: string) => `/api/v1/scans/images/${imageUuid}`;

/** A product needs an operator's look when only its photo proves it (spec 02 §4 in review). */
export const needsReview = (product: Pick<ProductRow, 'isUnique' | 'requiresTagPhoto'>) =>
  !product.isUnique || product.requiresTagPhoto;

/** spec 02 §4: whole days until an in-progress project without a survey is lost; null otherwise. */
export function daysLeft(project: Pick<ProjectRecord, 'status' | 'surveyedAt' | 'deadlineAt'>, now: Date) {
  if (project.status !== PROJECT_STATUS.IN_PROGRESS || project.surveyedAt) return null;
  return daysLeftUntil(project.deadlineAt, now);
}

/**
 * When `daysLeft` of a project next changes (ms): an answer that shows it is kept until then (decision
 * 034); never for a project without days left, or at 0 (a later change of 0 is a write of the row).
 */
function daysLeftChangesAt(project: ProjectRecord, now: Date): number {
  const left = daysLeft(project, now);
  if (left === null || left === 0) return Number.POSITIVE_INFINITY;
  return project.deadlineAt.getTime() - (left - 1) * MS_PER_DAY;
}

/** The points table of a region and a company's tier progress. */
const pointsTableOf = (catalogue: Catalogue, regionId: number, progress: TierProgress): PointsTable => ({
  catalogue,
  regionId,
  topUps: tierTopUps(progress, catalogue),
});

/** The catalogue's generation in a key: a reloaded catalogue makes new keys (decision 034). */
const catalogueGeneration = generationOf();

function sumPoints(counts: readonly ProductTypeCount[], table: PointsTable) {
  const sums = { available: 0, max: 0, calculatedAvailable: 0, calculatedMax: 0 };
  for (const row of counts) {
    const { base, total } = productPoints(table, row.type);
    const accepted = row.total - row.rejected;
    sums.max += total * row.total;
    sums.available += total * accepted;
    sums.calculatedMax += base * row.total;
    sums.calculatedAvailable += base * accepted;
  }
  return sums;
}

function toSummary(
  project: ProjectRecord,
  counts: readonly ProductTypeCount[],
  table: PointsTable,
  now: Date,
): ProjectSummary {
  const sums = sumPoints(counts, table);
  const closed = project.status === PROJECT_STATUS.CLOSED;
  return {
    uuid: project.uuid,
    id: project.id,
    name: project.name,
    street_name: project.streetName,
    postal_code: project.postalCode,
    city: project.city,
    status: { id: project.status as ProjectSummary['status']['id'] },
    products_count: counts.reduce((sum, count) => sum + count.total, 0),
    // A closed project shows what it was credited; an open one what it would earn now.
    available_points: closed ? project.pointsAwarded : sums.available,
    max_points: sums.max,
    calculated_available_points: sums.calculatedAvailable,
    calculated_max_points: sums.calculatedMax,
    project_closed: project.surveyedAt ? 1 : 0,
    points_awarded: project.pointsAwarded,
    days_left: daysLeft(project, now),
    installation_date: project.installationDate,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

function toProduct(product: ProductRow, project: ProjectRecord, table: PointsTable): ProjectProduct {
  const points =
    project.status === PROJECT_STATUS.CLOSED
      ? product.pointsAwarded
      : product.flag === PROJECT_PRODUCT_FLAG.REJECTED
        ? 0
        : productPoints(table, product.type).total;
  return {
    uuid: product.uuid,
    id: product.id,
    client_id: product.clientId,
    type: product.type,
    size: product.size,
    variant: product.variant,
    serial_number: product.serialNumber,
    is_unique: product.isUnique,
    requires_tag_photo: product.requiresTagPhoto,
    flag: product.flag as ProjectProduct['flag'],
    points,
    image: product.imageUuid ? { thumbnail: thumbnailUrl(product.imageUuid) } : null,
    updated_at: product.updatedAt.toISOString(),
  };
}

function toDetail(
  project: ProjectRecord,
  products: readonly ProductRow[],
  answers: readonly { uuid: string; questionId: number; answerId: number }[],
  table: PointsTable,
  now: Date,
  lead: Project['lead'] = null,
): Project {
  return {
    ...toSummary(project, countByType(products), table, now),
    products: products.map((product) => toProduct(product, project, table)),
    survey: answers.map((a) => ({ uuid: a.uuid, question_id: a.questionId, answer_id: a.answerId })),
    // The lead whose agreement scheduled this project, if any.
    lead,
  };
}

function countByType(products: readonly ProductRow[]): ProductTypeCount[] {
  const counts = new Map<string, ProductTypeCount>();
  for (const product of products) {
    const row = counts.get(product.type) ?? {
      projectId: product.projectId,
      type: product.type,
      total: 0,
      rejected: 0,
    };
    row.total += 1;
    if (product.flag === PROJECT_PRODUCT_FLAG.REJECTED) row.rejected += 1;
    counts.set(product.type, row);
  }
  return [...counts.values()];
}

/** The survey's answers as rows: the project questions, then the lead questions. */
function surveyAnswerRows(body: ProjectSurveySubmit) {
  const rows = (answers: ProjectSurveySubmit['response'], isLeadQuestion: boolean) =>
    answers.map((a) => ({ questionId: a.question_id, answerId: a.answer_id, isLeadQuestion }));
  return [...rows(body.response, false), ...rows(body.lead_survey_response ?? [], true)];
}

/** How notices name a project: its name, or its address. */
export const projectLabel = (project: Pick<ProjectRecord, 'name' | 'streetName' | 'city'>) =>
  project.name ?? `${project.streetName}, ${project.city}`.replace(/, $/, '');

/** What each step of a survey submission works with, inside its transaction. */
interface SurveyStep {
  tx: Db;
  catalogue: Catalogue;
  companyId: number;
  project: ProjectRecord;
  now: Date;
}

export function createProjectsService(deps: ProjectsServiceDeps) {
  const repository = createProjectsRepository(deps.db);

  async function context(companyId: number, tx: Db = deps.db) {
    const found = await createProjectsRepository(tx).findCompanyContext(companyId);
    if (!found) throw AppError.notFound();
    return found;
  }

  /**
   * The points table of a company: its region's catalogue points and its tier top-ups (one query). The
   * catalogue is read before any transaction opens: PGlite runs one connection, and a cache refill from
   * inside a transaction would wait for that transaction forever.
   */
  async function pointsTable(
    companyId: number,
    regionId: number,
    catalogue: Catalogue,
    tx: Db = deps.db,
  ): Promise<PointsTable> {
    return pointsTableOf(catalogue, regionId, await createTiersRepository(tx).progressOf(companyId));
  }

  /** The detail: a fixed number of queries whatever the number of products. */
  async function detail(
    companyId: number,
    project: ProjectRecord,
    tx: Db = deps.db,
    catalogue?: Catalogue,
  ): Promise<Project> {
    const known = catalogue ?? (await deps.catalogue.get());
    const { regionId } = await context(companyId, tx);
    const projects = createProjectsRepository(tx);
    // Inside a transaction the queries run one after another on its connection.
    const products = await projects.listProducts(project.id);
    const answers = await projects.listSurveyAnswers(project.id);
    const table = await pointsTable(companyId, regionId, known, tx);
    const lead = await projects.leadOf(project.id);
    return toDetail(project, products, answers, table, deps.clock.now(), lead);
  }

  async function owned(companyId: number, uuid: string): Promise<ProjectRecord> {
    const project = await repository.findByUuid(companyId, uuid);
    if (!project) throw projectNotFound();
    return project;
  }

  return {
    pointsTable,
    detail,

    /** Marks projects as changed by a scan, in the caller's transaction; scheduled ones start (spec 02 §4). */
    touch: (tx: Db, projectIds: readonly number[], now: Date) =>
      createProjectsRepository(tx).touch(projectIds, now),

    /**
     * GET /v1/projects: a page of the company's projects of the filter's statuses. A first statement
     * checks the caller's session (the route is registered with `sessionCheckedByHandler`, decision 006:
     * no row is a 401, as the auth guard would answer) and reads what the page is made of: the answer
     * kept for that key is sent again, else one statement reads the page (decision 034). The catalogue
     * comes from its cache.
     */
    async list(principal: UserPrincipal, query: ProjectListQuery): Promise<Cacheable<ProjectList>> {
      const statuses = query.constrainTo
        ? PROJECT_STATUSES_ACCEPTING_PRODUCTS
        : PROJECT_FILTER_STATUSES[query.status];
      const window = pageWindow(query);
      const now = deps.clock.now();
      const session = sessionOfCaller(principal);
      if (!session) throw AppError.unauthorized();
      const [head, catalogue] = await Promise.all([
        repository.findPageKeyInSession(session, statuses, window, now),
        deps.catalogue.get(),
      ]);
      if (head === 'no-session') throw AppError.unauthorized();
      const keyOf = (page: typeof head) =>
        [
          'projects',
          page.companyId,
          statuses.join(','),
          window.limit,
          window.offset,
          page.regionId,
          catalogueGeneration(catalogue),
          page.company,
          page.total,
          page.versions,
        ].join('|');
      return {
        key: keyOf(head),
        now,
        build: async () => {
          const page = await repository.findPageInSession(session, statuses, window, now);
          if (page === 'no-session') throw AppError.unauthorized();
          const table = pointsTableOf(catalogue, page.regionId, page.tierProgress);
          return {
            key: keyOf(page.key),
            value: {
              data: page.rows.map((row) => toSummary(row.project, row.counts, table, now)),
              meta: pageMeta(query, page.total),
            },
            validUntil: Math.min(...page.rows.map((row) => daysLeftChangesAt(row.project, now))),
          };
        },
      };
    },

    /** GET /v1/projects/{id}: like the list, a key in the session's statement, then one for the detail. */
    async get(principal: UserPrincipal, uuid: string): Promise<Cacheable<Project>> {
      const now = deps.clock.now();
      const session = sessionOfCaller(principal);
      if (!session) throw AppError.unauthorized();
      const [head, catalogue] = await Promise.all([
        repository.findDetailKeyInSession(session, uuid, now),
        deps.catalogue.get(),
      ]);
      if (head === 'no-session') throw AppError.unauthorized();
      if (head.versions === null) throw projectNotFound();
      const keyOf = (found: typeof head) =>
        [
          'project',
          found.companyId,
          uuid,
          found.regionId,
          catalogueGeneration(catalogue),
          found.company,
          found.versions,
        ].join('|');
      return {
        key: keyOf(head),
        now,
        build: async () => {
          const found = await repository.findDetailInSession(session, uuid, now);
          if (found === 'no-session') throw AppError.unauthorized();
          if (!found.project) throw projectNotFound();
          const table = pointsTableOf(catalogue, found.regionId, found.tierProgress);
          return {
            key: keyOf(found.key),
            value: toDetail(found.project, found.products, found.answers, table, now, found.lead),
            validUntil: daysLeftChangesAt(found.project, now),
          };
        },
      };
    },

    /** POST /v1/projects: in progress, or scheduled when an installation date is given (spec 02 §4). */
    async create(companyId: number, userUuid: string, body: CreateProject): Promise<Project> {
      const { daysLeft: regionDays } = await context(companyId);
      const now = deps.clock.now();
      if (body.installationDate && body.installationDate < isoDay(now)) {
        throw AppError.validation({ installationDate: [FIELD_MESSAGES.dateInPast] });
      }
      const project = await repository.insert({
        companyId,
        userUuid,
        name: body.name ? body.name : null,
        streetName: body.streetName,
        city: body.city,
        postalCode: body.postalCode,
        status: body.installationDate ? PROJECT_STATUS.SCHEDULED : PROJECT_STATUS.IN_PROGRESS,
        installationDate: body.installationDate ?? null,
        deadlineAt: addDaysToInstant(now, regionDays ?? PROJECT_DEFAULT_DAYS_LEFT),
        now,
      });
      return detail(companyId, project);
    },

    /**
     * PATCH /v1/projects/{id} (spec 02 §4, §5): a scheduled project's name and installation date, or its
     * start (in progress). Once in progress, closed, lost or in review it is no longer edited; the only
     * change left is scheduling an empty in-progress project again (it needs a date).
     */
    async update(companyId: number, uuid: string, body: UpdateProject): Promise<Project> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const projects = createProjectsRepository(tx);
        const project = await projects.lockByUuid(companyId, uuid);
        if (!project) throw projectNotFound();
        const open = (PROJECT_STATUSES_ACCEPTING_PRODUCTS as readonly number[]).includes(project.status);
        const isScheduling = body.status === PROJECT_STATUS.SCHEDULED;
        if (!open || (!isProjectEditable(project.status) && !isScheduling)) {
          throw new AppError(409, ERROR_CODES.projectClosed, PROJECT_NOT_EDITABLE);
        }
        const changes: ProjectChanges = { updatedAt: now };
        if (body.name !== undefined) changes.name = body.name === '' ? null : body.name;
        const status = body.status ?? project.status;
        if (body.installationDate) {
          if (body.installationDate < isoDay(now)) {
            throw AppError.validation({ installationDate: [FIELD_MESSAGES.dateInPast] });
          }
          changes.installationDate = body.installationDate;
          changes.reminderSentAt = null;
        }
        if (status === PROJECT_STATUS.SCHEDULED && project.status !== PROJECT_STATUS.SCHEDULED) {
          if ((await projects.countProducts(project.id)) > 0) {
            throw new AppError(409, ERROR_CODES.projectHasProducts, MESSAGES.projectNotAcceptingProducts);
          }
          if (!body.installationDate && !project.installationDate) {
            throw AppError.validation({ installationDate: [FIELD_MESSAGES.required] });
          }
        }
        if (body.installationDate === null && status === PROJECT_STATUS.SCHEDULED) {
          throw AppError.validation({ installationDate: [FIELD_MESSAGES.required] });
        }
        changes.status = status;
        await projects.update(project.id, changes);
        const updated = await projects.findByUuid(companyId, uuid);
        if (!updated) throw projectNotFound();
        return detail(companyId, updated, tx);
      });
    },

    /** DELETE /v1/projects/{id}: spec 02 §4, only without products and without a lead. */
    async remove(companyId: number, uuid: string): Promise<{ ok: true }> {
      await deps.db.transaction(async (tx) => {
        const projects = createProjectsRepository(tx);
        const project = await projects.lockByUuid(companyId, uuid);
        if (!project) throw projectNotFound();
        if ((await projects.countProducts(project.id)) > 0 || (await projects.leadOf(project.id))) {
          throw new AppError(409, ERROR_CODES.projectNotEmpty, MESSAGES.projectNotEmpty);
        }
        await projects.delete(project.id);
      });
      return { ok: true };
    },

    /**
     * POST /v1/projects/{id}/survey (spec 02 §4, ARCHITECTURE §5): stores the answers and, in the same
     * transaction, closes the project and credits its points — or, when a product is proven only by its
     * photo, sends the project to review (points after an operator's approval).
     */
    async submitSurvey(
      companyId: number,
      uuid: string,
      body: ProjectSurveySubmit,
    ): Promise<ProjectSurveyResult> {
      const { regionId } = await context(companyId);
      // Another company's project is not found, whatever its answers.
      await owned(companyId, uuid);
      const problems = checkProjectSurvey(regionId, body.response, body.lead_survey_response ?? []);
      if (problems.length > 0) {
        throw AppError.validation({ response: [FIELD_MESSAGES.surveyResponseInvalid] });
      }
      const catalogue = await deps.catalogue.get();
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const projects = createProjectsRepository(tx);
        const project = await projects.lockByUuid(companyId, uuid);
        if (!project) throw projectNotFound();
        const products = await projects.listProducts(project.id);
        if (project.status !== PROJECT_STATUS.IN_PROGRESS || products.length === 0) {
          throw new AppError(409, ERROR_CODES.surveyNotOpen, MESSAGES.projectSurveyNotOpen);
        }
        await projects.insertSurveyAnswers(project.id, surveyAnswerRows(body));
        const step = { tx, catalogue, companyId, project, now };
        const toReview = products.filter(needsReview);
        return toReview.length > 0
          ? sendToReview(step, toReview)
          : closeBySurvey({ ...step, regionId }, products);
      });
    },

    closeWithPoints,
  };

  /**
   * Closes a project: each accepted product gets its points (catalogue × tier top-up), rejected ones flag
   * 3 and none; the sum is credited to the ledger and the tier progress grows, all in the caller's
   * transaction.
   */
  async function closeWithPoints(
    tx: Db,
    catalogue: Catalogue,
    companyId: number,
    regionId: number,
    project: ProjectRecord,
    products: ProductRow[],
    rejected: readonly number[],
    now: Date,
  ): Promise<{ points: number; balance: number; project: ProjectRecord }> {
    const table = await pointsTable(companyId, regionId, catalogue, tx);
    const byCategory = new Map<number, number>();
    let total = 0;
    const settled = products.map((product) => {
      if (rejected.includes(product.id)) {
        return { id: product.id, flag: PROJECT_PRODUCT_FLAG.REJECTED, points: 0 };
      }
      const points = productPoints(table, product.type).total;
      total += points;
      const category = tierCategoryOf(table.catalogue.kinds.get(product.type));
      byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
      return { id: product.id, flag: null, points };
    });
    const projects = createProjectsRepository(tx);
    await projects.settleProducts(settled, now);
    await deps.tiers.addProgress(tx, companyId, byCategory);
    const balance =
      total > 0
        ? (
            await deps.points.credit(tx, {
              companyId,
              points: total,
              event: 'project',
              reference: { type: 'project', id: project.uuid },
            })
          ).balance
        : await createPointsRepository(tx).balanceOf(companyId);
    const changes = {
      status: PROJECT_STATUS.CLOSED,
      surveyedAt: project.surveyedAt ?? now,
      closedAt: now,
      pointsAwarded: total,
      updatedAt: now,
    };
    await projects.update(project.id, changes);
    return { points: total, balance, project: { ...project, ...changes } };
  }

  /** Survey step: a product proven only by its photo sends the project to an operator (no points yet). */
  async function sendToReview(
    step: SurveyStep,
    toReview: readonly ProductRow[],
  ): Promise<ProjectSurveyResult> {
    const { tx, companyId, project, now } = step;
    const projects = createProjectsRepository(tx);
    await projects.settleProducts(
      toReview.map((p) => ({ id: p.id, flag: PROJECT_PRODUCT_FLAG.IN_REVIEW, points: 0 })),
      now,
    );
    const changes = { status: PROJECT_STATUS.IN_REVIEW, surveyedAt: now, updatedAt: now };
    await projects.update(project.id, changes);
    await deps.notify?.(tx, {
      companyId,
      event: NOTIFICATION_EVENTS.PROJECT_IN_REVIEW,
      title: 'Project sent for review',
      text: `The project ${projectLabel(project)} is being checked. Its points follow once it is approved.`,
      ticketUuid: project.uuid,
      params: { project: projectLabel(project) },
    });
    return {
      status: { id: PROJECT_STATUS.IN_REVIEW },
      points_earned: 0,
      company_points: await createPointsRepository(tx).balanceOf(companyId),
      project: await detail(companyId, { ...project, ...changes }, tx, step.catalogue),
    };
  }

  /** Survey step: every product is proven by its serial, so the project closes with its points. */
  async function closeBySurvey(
    step: SurveyStep & { regionId: number },
    products: ProductRow[],
  ): Promise<ProjectSurveyResult> {
    const { tx, catalogue, companyId, project, now } = step;
    const closed = await closeWithPoints(tx, catalogue, companyId, step.regionId, project, products, [], now);
    await deps.notify?.(tx, {
      companyId,
      event: NOTIFICATION_EVENTS.PROJECT_CLOSED,
      title: 'Project closed',
      text: `The project ${projectLabel(project)} is closed and earned ${closed.points} points.`,
      ticketUuid: project.uuid,
      params: { points: closed.points, project: projectLabel(project) },
    });
    return {
      status: { id: PROJECT_STATUS.CLOSED },
      points_earned: closed.points,
      company_points: closed.balance,
      project: await detail(companyId, closed.project, tx, catalogue),
    };
  }
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
