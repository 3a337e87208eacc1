import { createOrder, getOrder, getOrderProof, listOrders } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { serveStoredFile } from '../../lib/stored-file';
import type { OrdersService } from './orders.service';

/** spec 03 §7: the owner's orders (docs/decisions/022). */
export function registerOrdersRoutes(app: FastifyInstance, deps: { orders: OrdersService }): void {
  route(app, createOrder, async ({ principal, body, reply }) => {
    const { status, order } = await deps.orders.create(principal, body);
    reply.code(status);
    return order;
  });
  route(app, listOrders, ({ principal, query }) => deps.orders.list(principal.companyId, query));
  route(app, getOrder, ({ principal, params }) => deps.orders.get(principal.companyId, params.id));
  route(app, getOrderProof, async ({ principal, params, reply }) => {
    const proof = await deps.orders.readProof(principal.companyId, params.id);
    serveStoredFile(reply, 'application/pdf', `${proof.number}.pdf`);
    return proof.bytes;
  });
}
