import { confirmEmailVerification, startEmailVerification } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { VerificationService } from './verification.service';

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: { verification: VerificationService },
): void {
  route(app, startEmailVerification, async ({ principal, request }) => {
    // request.host carries the port; behind a proxy PUBLIC_URL (or TRUST_PROXY) gives the public address
    await deps.verification.start(principal.userUuid, `${request.protocol}://${request.host}`);
    return { ok: true as const };
  });
  route(app, confirmEmailVerification, ({ query }) => deps.verification.confirm(query.token));
}
