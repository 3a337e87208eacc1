import {
  ERROR_CODES,
  NOTIFICATION_EVENTS,
  PROJECT_STATUS,
  type PageQuery,
  type ReviewDecision,
  type ReviewDecisionResult,
  type ReviewProject,
} from '@club/contract';
import type { Db } from '../../db/database';
import { pageMeta, pageWindow, type PageMeta } from '../../lib/paging';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { createProjectsRepository } from './projects.repository';
import { projectLabel, projectNotFound, type Notify, type ProjectsService } from './projects.service';

interface ReviewDeps {
  db: Db;
  projects: ProjectsService;
  catalogue: CatalogueService;
  clock: Clock;
  notify?: Notify;
}

/**
 * spec 02 §4 in review, decided in the back-office: approving credits the project's points; rejecting
 * products flags them 3 and credits the points of the others. Either way through the same close as the
 * survey (points, tier progress, ledger) in one transaction, with the project row locked so that two
 * operators deciding at once credit it once.
 */
export function createProjectReviewService(deps: ReviewDeps) {
  const repository = createProjectsRepository(deps.db);
  return {
    async list(page: PageQuery): Promise<{
      data: ReviewProject[];
      meta: PageMeta;
    }> {
      const [rows, total] = await Promise.all([
        repository.listInReview(pageWindow(page)),
        repository.countInReview(),
      ]);
      const products = await repository.listProductsOf(rows.map((r) => r.id));
      return {
        data: rows.map((row) => ({
          uuid: row.uuid,
          company: { uuid: row.companyUuid, name: row.companyName },
          street_name: row.streetName,
          postal_code: row.postalCode,
          city: row.city,
          surveyed_at: row.surveyedAt?.toISOString() ?? null,
          products: products
            .filter((p) => p.projectId === row.id)
            .map((p) => ({
              uuid: p.uuid,
              serial_number: p.serialNumber,
              type: p.type,
              size: p.size,
              variant: p.variant,
              is_unique: p.isUnique,
              flag: p.flag,
              has_photo: p.imageUuid !== null,
            })),
        })),
        meta: pageMeta(page, total),
      };
    },

    async decide(uuid: string, decision: ReviewDecision): Promise<ReviewDecisionResult> {
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
        const rejectedUuids = decision.rejected_products ?? [];
        const rejected = products.filter((p) => rejectedUuids.includes(p.uuid)).map((p) => p.id);
        if (rejected.length !== new Set(rejectedUuids).size) {
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
          rejected,
          now,
        );
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
