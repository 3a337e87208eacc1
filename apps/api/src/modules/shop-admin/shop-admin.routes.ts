import multipart from '@fastify/multipart';
import {
  CONTENT_LIMITS,
  createShopAdminCategory,
  createShopAdminProduct,
  createShopAdminVariant,
  deleteShopAdminImage,
  exportAdminOrders,
  getAdminOrder,
  getAdminOrderLogo,
  getAdminOrderProof,
  getShopAdminProduct,
  listAdminOrders,
  listShopAdminCategories,
  listShopAdminProducts,
  receiveShopAdminStock,
  reorderShopAdminImages,
  setAdminOrderStatus,
  updateShopAdminCategory,
  updateShopAdminProduct,
  updateShopAdminVariant,
  uploadShopAdminImage,
} from '@club/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSingleFile } from '../../lib/multipart';
import { route } from '../../lib/route';
import { serveStoredFile } from '../../lib/stored-file';
import type { OperatorPrincipal } from '../auth/access-token';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { OrdersAdminService } from './orders-admin.service';
import type { ShopCatalogueAdminService } from './shop-catalogue-admin.service';

const actorOf = (principal: OperatorPrincipal, request: FastifyRequest): OperatorActor => ({
  operatorUuid: principal.operatorUuid,
  role: principal.role,
  requestId: request.id,
});

const created = <T>(reply: FastifyReply, body: T): T => {
  void reply.code(201);
  return body;
};

/** Back-office: the shop's catalogue (section shop) and its orders (section orders). */
export function registerShopAdminRoutes(
  app: FastifyInstance,
  deps: { catalogue: ShopCatalogueAdminService; orders: OrdersAdminService },
): void {
  const { catalogue, orders } = deps;
  route(app, listShopAdminCategories, () => catalogue.listCategories());
  route(app, createShopAdminCategory, async ({ body, principal, request, reply }) =>
    created(reply, await catalogue.createCategory(actorOf(principal, request), body)),
  );
  route(app, updateShopAdminCategory, ({ params, body, principal, request }) =>
    catalogue.updateCategory(actorOf(principal, request), params.id, body),
  );
  route(app, listShopAdminProducts, ({ query }) => catalogue.listProducts(query));
  route(app, getShopAdminProduct, ({ params }) => catalogue.getProduct(params.id));
  route(app, createShopAdminProduct, async ({ body, principal, request, reply }) =>
    created(reply, await catalogue.createProduct(actorOf(principal, request), body)),
  );
  route(app, updateShopAdminProduct, ({ params, body, principal, request }) =>
    catalogue.updateProduct(actorOf(principal, request), params.id, body),
  );
  route(app, createShopAdminVariant, async ({ params, body, principal, request, reply }) =>
    created(reply, await catalogue.createVariant(actorOf(principal, request), params.id, body)),
  );
  route(app, updateShopAdminVariant, ({ params, body, principal, request }) =>
    catalogue.updateVariant(actorOf(principal, request), params.id, body),
  );
  route(app, receiveShopAdminStock, ({ params, body, principal, request }) =>
    catalogue.receiveStock(actorOf(principal, request), params.id, body.quantity),
  );
  route(app, reorderShopAdminImages, ({ params, body, principal, request }) =>
    catalogue.reorderImages(actorOf(principal, request), params.id, body.images),
  );
  route(app, deleteShopAdminImage, ({ params, principal, request }) =>
    catalogue.deleteImage(actorOf(principal, request), params.id),
  );

  route(app, listAdminOrders, ({ query }) => orders.list(query));
  route(app, exportAdminOrders, ({ query, reply }) => {
    void reply
      .type('text/csv; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="orders-${query.from}-${query.to}.csv"`);
    return Promise.resolve(orders.exportCsv(query));
  });
  route(app, getAdminOrder, ({ params }) => orders.get(params.id));
  route(app, setAdminOrderStatus, ({ params, body, principal, request }) =>
    orders.setStatus(actorOf(principal, request), params.id, body),
  );
  route(app, getAdminOrderProof, async ({ params, reply }) => {
    const proof = await orders.readProof(params.id);
    serveStoredFile(reply, 'application/pdf', `proof-${proof.number}.pdf`);
    return proof.bytes;
  });
  route(app, getAdminOrderLogo, async ({ params, reply }) => {
    const logo = await orders.readLogo(params.id);
    serveStoredFile(reply, logo.mimeType, logo.name);
    return logo.bytes;
  });

  // Multipart parsing only where a file is expected.
  void app.register(async (scope) => {
    await scope.register(multipart);
    route(scope, uploadShopAdminImage, async ({ params, principal, request, reply }) => {
      const bytes = await readSingleFile(request, 'image', CONTENT_LIMITS.imageMaxBytes);
      return created(reply, await catalogue.uploadImage(actorOf(principal, request), params.id, bytes));
    });
  });
}
