import {
  ERROR_CODES,
  NOTIFICATION_EVENTS,
  PROJECT_PRODUCT_FLAG,
  PROJECT_STATUS,
  REVIEW_RISK_FLAGS,
  regionById,
  type PageQuery,
  type ReviewDecision,
  type ReviewDecisionResult,
  type ReviewProduct,
  type ReviewProject,
  type ReviewProjectDetail,
  type ReviewQueueItem,
  type ReviewRiskFlag,
} from '@club/contract';
import type { Db } from '../../db/database';
import { pageMeta, pageWindow, type PageMeta } from '../../lib/paging';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { AuditService } from '../operators/audit.service';
import type { OperatorActor } from '../operators/admin-settings.service';
import { createSignals, scanDayRange } from '../review/review-signals';
import {
  createReviewRepository,
  type ReviewProductRow,
  type ReviewProjectRow,
  type ReviewQueueRow,
} from '../review/review.repository';
import { createProjectsRepository } from './projects.repository';
import { projectLabel, projectNotFound, type Notify, type ProjectsService } from './projects.service';

interface ReviewDeps {
  db: Db;
  projects: ProjectsService;
  catalogue: CatalogueService;
  audit: AuditService;
  clock: Clock;
  notify?: Notify;
}

/** Which column of a queue row tells each flag. */
const QUEUE_FLAG_COLUMNS = {
  serial_refused: 'serialRefused',
  scan_rate: 'scanRate',
  photo_reused: 'photoReused',
} as const satisfies Record<ReviewRiskFlag, keyof ReviewQueueRow>;

/** The operators' photo call: any company's photo (the installers' call serves their own only). */
export const operatorImageUrl = (imageUuid: string) => `/api/admin/scans/${imageUuid}/image`;

const decisionOf = (product: ReviewProductRow): ReviewProduct['decision'] =>
  product.flag === PROJECT_PRODUCT_FLAG.IN_REVIEW
    ? 'pending'
    : product.flag === PROJECT_PRODUCT_FLAG.REJECTED
      ? 'rejected'
      : 'approved';

/**
 * spec 02 §4 in review, decided in the back-office: approving credits the project's points; rejecting
 * products flags them 3 and credits the points of the others. Either way through the same close as the
 * survey (points, tier progress, ledger) in one transaction, with the project row locked so that two
 * operators deciding at once credit it once. Beside each product the risk signals of decision 017.
 */
export function createProjectReviewService(deps: ReviewDeps) {
  const review = createReviewRepository(deps.db);

  /** The projects with their products and signals: five queries whatever the page size. */
  async function describe(rows: readonly ReviewProjectRow[]): Promise<ReviewProject[]> {
    const products = await review.listProductsOf(rows.map((r) => r.id));
    const range = scanDayRange(products);
    const [attempts, reuses, days] = await Promise.all([
      review.serialAttempts([...new Set(products.filter((p) => p.isUnique).map((p) => p.serialNumber))]),
      review.photoReuses(products.flatMap((p) => (p.imageId === null ? [] : [p.imageId]))),
      range ? review.scanDays([...new Set(rows.map((r) => r.companyId))], range.from, range.to) : [],
    ]);
    const signalsOf = createSignals({ attempts, reuses, days });
    return rows.map((row) => {
      const flags = new Set<ReviewRiskFlag>();
      const listed = products
        .filter((p) => p.projectId === row.id)
        .map((p): ReviewProduct => {
          const { risk, flags: productFlags } = signalsOf(p);
          productFlags.forEach((flag) => flags.add(flag));
          return {
            uuid: p.uuid,
            serial_number: p.serialNumber,
            type: p.type,
            size: p.size,
            variant: p.variant,
            is_unique: p.isUnique,
            requires_tag_photo: p.requiresTagPhoto,
            flag: p.flag,
            has_photo: p.imageUuid !== null,
            image: p.imageUuid ? { uuid: p.imageUuid, url: operatorImageUrl(p.imageUuid) } : null,
            decision: decisionOf(p),
            rejection_reason: p.rejectionReason,
            scanned_at: p.createdAt.toISOString(),
            risk,
            risk_flags: productFlags,
          };
        });
      return {
        uuid: row.uuid,
        company: {
          uuid: row.companyUuid,
          name: row.companyName,
          region: { id: row.companyRegionId, code: regionById(row.companyRegionId)?.code ?? '' },
        },
        street_name: row.streetName,
        postal_code: row.postalCode,
        city: row.city,
        surveyed_at: row.surveyedAt?.toISOString() ?? null,
        waiting_since: (row.surveyedAt ?? row.createdAt).toISOString(),
        products: listed,
        risk_flags: [...flags],
      };
    });
  }

  return {
    /**
     * GET /admin/projects/review: the queue, the longest waiting first, with what its screen shows
     * (the number of products, the signals raised), in one statement; each product's details and
     * signals come with the project's own call.
     */
    async list(page: PageQuery): Promise<{ data: ReviewQueueItem[]; meta: PageMeta }> {
      const { rows, total } = await review.queuePage(pageWindow(page));
      return {
        data: rows.map((row) => ({
          uuid: row.uuid,
          company: {
            uuid: row.companyUuid,
            name: row.companyName,
            region: { id: row.companyRegionId, code: regionById(row.companyRegionId)?.code ?? '' },
          },
          street_name: row.streetName,
          postal_code: row.postalCode,
          city: row.city,
          surveyed_at: row.surveyedAt?.toISOString() ?? null,
          waiting_since: (row.surveyedAt ?? row.createdAt).toISOString(),
          products_count: row.products,
          risk_flags: REVIEW_RISK_FLAGS.filter((flag) => row[QUEUE_FLAG_COLUMNS[flag]]),
        })),
        meta: pageMeta(page, total),
      };
    },

    /** GET /admin/projects/{id}/review: one project (in review or decided) with its company's history. */
    async get(uuid: string): Promise<ReviewProjectDetail> {
      const row = await review.findProject(uuid);
      if (!row) throw projectNotFound();
      const now = deps.clock.now();
      const [[project], history] = await Promise.all([
        describe([row]),
        review.companyHistory(row.companyId, new Date(Date.UTC(now.getUTCFullYear(), 0, 1))),
      ]);
      if (!project) throw projectNotFound();
      return {
        ...project,
        status: { id: row.status },
        history: {
          projects_closed: history.projectsClosed,
          products_scanned_this_year: history.scannedThisYear,
          earlier_rejections: history.rejections,
          member_since: history.memberSince.toISOString(),
        },
      };
    },

    /**
     * POST /admin/projects/{id}/review: closes the project with its points, keeps each rejection's
     * reason, tells the company, and writes the audit row with every product's decision, all in one
     * transaction.
     */
    async decide(
      actor: OperatorActor,
      uuid: string,
      decision: ReviewDecision,
    ): Promise<ReviewDecisionResult> {
      const operatorId = await deps.audit.operatorId(actor.operatorUuid);
      if (operatorId === null) throw AppError.unauthorized();
      const catalogue = await deps.catalogue.get();
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const projects = createProjectsRepository(tx);
        const project = await projects.lockForReview(uuid);
        if (!project) throw projectNotFound();
        if (project.status !== PROJECT_STATUS.IN_REVIEW) {
          throw new AppError(
            409,
            ERROR_CODES.projectNotInReview,
            'This project is not waiting for a review.',
          );
        }
        const products = await projects.listProducts(project.id);
        const reasons = new Map((decision.rejected_products ?? []).map((r) => [r.uuid, r.reason]));
        const rejected = products.filter((p) => reasons.has(p.uuid));
        if (rejected.length !== reasons.size) {
          throw AppError.validation({
            rejected_products: ['Only products of this project can be rejected.'],
          });
        }
        const context = await projects.findCompanyContext(project.companyId);
        if (!context) throw AppError.notFound();
        const closed = await deps.projects.closeWithPoints(
          tx,
          catalogue,
          project.companyId,
          context.regionId,
          project,
          products,
          rejected.map((p) => p.id),
          now,
        );
        await createReviewRepository(tx).setRejectionReasons(
          rejected.map((p) => ({ id: p.id, reason: reasons.get(p.uuid) ?? '' })),
        );
        const settled = await projects.listProducts(project.id);
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'project.review.decide',
          targetType: 'project',
          targetId: project.uuid,
          data: { company_id: project.companyId, points_awarded: closed.points },
          before: {
            status: project.status,
            products: products.map((p) => ({ uuid: p.uuid, flag: p.flag, points: p.pointsAwarded })),
          },
          after: {
            status: PROJECT_STATUS.CLOSED,
            products: settled.map((p) => ({
              uuid: p.uuid,
              serial_number: p.serialNumber,
              decision: reasons.has(p.uuid) ? 'rejected' : 'approved',
              reason: reasons.get(p.uuid) ?? null,
              flag: p.flag,
              points: p.pointsAwarded,
            })),
          },
          requestId: actor.requestId,
        });
        const label = projectLabel(project);
        await deps.notify?.(tx, {
          companyId: project.companyId,
          event:
            rejected.length > 0 ? NOTIFICATION_EVENTS.SCANS_REJECTED : NOTIFICATION_EVENTS.PROJECT_CLOSED,
          type: rejected.length > 0 ? 'warning' : 'info',
          title: rejected.length > 0 ? 'Products rejected' : 'Project closed',
          text:
            rejected.length > 0
              ? `Some products of the project ${label} were rejected. It is closed with ${closed.points} points.`
              : `The project ${label} is approved and earned ${closed.points} points.`,
          ticketUuid: project.uuid,
          params: { points: closed.points, project: label },
        });
        return {
          uuid: project.uuid,
          status: { id: PROJECT_STATUS.CLOSED },
          points_awarded: closed.points,
          rejected: rejected.length,
        };
      });
    },
  };
}

export type ProjectReviewService = ReturnType<typeof createProjectReviewService>;
