import {
  getShopCart,
  getShopImage,
  getShopProduct,
  listShopCategories,
  listShopProducts,
} from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { serveStoredFile } from '../../lib/stored-file';
import type { ShopService } from './shop.service';

/** spec 03 §7: the installers' shop (any signed-in user) and its pictures (public). */
export function registerShopRoutes(app: FastifyInstance, deps: { shop: ShopService }): void {
  route(app, listShopCategories, ({ principal, query }) =>
    deps.shop.listCategories(principal.userUuid, query),
  );
  // The grid, a product and the cart check the session in their own statement (decisions 028, 032).
  const inQuery = { sessionCheckedByHandler: true };
  route(app, listShopProducts, ({ principal, query }) => deps.shop.listProducts(principal, query), inQuery);
  route(app, getShopProduct, ({ principal, params }) => deps.shop.getProduct(principal, params.id), inQuery);
  route(app, getShopCart, ({ principal, query }) => deps.shop.getCart(principal, query), inQuery);
  route(app, getShopImage, async ({ params, reply }) => {
    const image = await deps.shop.readImage(params.name);
    // The name is a hash of the picture: it never changes under its name.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    serveStoredFile(reply, image.mimeType, params.name);
    return image.bytes;
  });
}
