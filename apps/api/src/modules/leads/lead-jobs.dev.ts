import { defineEndpoint } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createManualClock } from '../../lib/clock';
import { isLoopbackRequest } from '../../lib/loopback';
import { route } from '../../lib/route';
import { createNotificationsService } from '../notifications/notifications.service';
import type { OutboxService } from '../outbox/outbox.service';
import { createLeadDeadlines } from './lead-deadlines';
import { createLeadDispatch } from './lead-dispatch';

/**
 * Outside production only: runs the leads' deadline job as if it were `at`, so that browser journeys can
 * show a reminder or a time-out without waiting two days. Never registered in production.
 */
export const runDevLeadJobs = defineEndpoint({
  method: 'POST',
  path: '/dev/lead-jobs',
  access: 'public',
  summary: "Runs the leads' deadline job at a given time (not in production)",
  body: z.strictObject({ at: z.iso.datetime({ offset: true }) }),
  response: {
    200: z.object({
      reminded: z.number().int(),
      expired: z.number().int(),
      reassigned: z.number().int(),
    }),
  },
});

export function registerDevLeadJobsRoutes(app: FastifyInstance, deps: { db: Db; outbox: OutboxService }) {
  void app.register(async (dev) => {
    dev.addHook('onRequest', async (request) => {
      if (!isLoopbackRequest(request)) throw AppError.notFound();
    });
    route(dev, runDevLeadJobs, async ({ body }) => {
      const clock = createManualClock(body.at);
      const notify = createNotificationsService({ db: deps.db, clock }).notifyCompany;
      const dispatch = createLeadDispatch({ clock, notify, outbox: deps.outbox });
      const jobs = createLeadDeadlines({ db: deps.db, clock, notify, dispatch });
      const reminded = await jobs.sendReminders();
      return { reminded, ...(await jobs.expire()) };
    });
  });
}
