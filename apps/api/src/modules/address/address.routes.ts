import { searchAddress } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { SignInLimits } from '../../plugins/rate-limit';
import type { AddressService } from './address.service';

export function registerAddressRoutes(
  app: FastifyInstance,
  deps: { address: AddressService; limits: Pick<SignInLimits, 'addressSearch'> },
): void {
  route(app, searchAddress, async ({ query, request }) => {
    await deps.limits.addressSearch(request);
    return deps.address.search(query);
  });
}
