import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema, listOf, paged } from '../common/common.schemas';
import {
  CreateOrderBodySchema,
  MarketingProofBodySchema,
  MarketingServiceSchema,
  OrderFileSchema,
  OrderSchema,
  OrderSummarySchema,
  OrdersQuerySchema,
  QrCodeQuerySchema,
  QrCodeSchema,
  ShopCartQuerySchema,
  ShopCategoriesQuerySchema,
  ShopCategorySchema,
  ShopImageParamsSchema,
  ShopProductSchema,
  ShopProductSummarySchema,
  ShopProductsQuerySchema,
} from './shop.schemas';

/** spec 03 §7 GET shop categories: the categories that hold a product the caller's region can buy. */
export const listShopCategories = defineEndpoint({
  method: 'GET',
  path: '/v1/shop/categories',
  access: 'user',
  summary: 'Shop categories of the region',
  query: ShopCategoriesQuerySchema,
  response: { 200: listOf(ShopCategorySchema) },
});

/** spec 03 §7 GET shop products: active, visible products of the caller's region, 12 a page. */
export const listShopProducts = defineEndpoint({
  method: 'GET',
  path: '/v1/shop/products',
  access: 'user',
  summary: 'The shop grid',
  query: ShopProductsQuerySchema,
  response: { 200: paged(ShopProductSummarySchema) },
});

/**
 * spec 03 §7 GET shop product: a product of the caller's region, inactive or invisible ones included (the
 * page shows a notice and no ordering); a product the region cannot see answers 404.
 */
export const getShopProduct = defineEndpoint({
  method: 'GET',
  path: '/v1/shop/products/:id',
  access: 'user',
  summary: 'A product with its images and variants',
  params: UuidParamsSchema,
  response: { 200: ShopProductSchema, 404: ErrorSchema },
});

/**
 * A product picture for the installers' app and the back-office alike: an `<img>` sends no token, and
 * product pictures are no secret. The name is a content hash, so the answer is cached for a year.
 */
export const getShopImage = defineEndpoint({
  method: 'GET',
  path: '/v1/shop/images/:name',
  access: 'public',
  summary: 'A product picture',
  params: ShopImageParamsSchema,
  response: { 200: z.unknown(), 404: ErrorSchema },
});

/**
 * spec 03 §7 GET shop cart: the products of a local cart, to correct it (prices, stock, sold-out and
 * missing items). Unknown uuids are left out of the answer.
 */
export const getShopCart = defineEndpoint({
  method: 'GET',
  path: '/v1/shop/cart',
  access: 'user',
  summary: 'The current state of the products in a cart',
  query: ShopCartQuerySchema,
  response: { 200: listOf(ShopProductSchema) },
});

/**
 * spec 03 §7 POST order (owner only; refused in an emulated session). In one transaction the server
 * re-prices from its catalogue, checks stock and points, takes both and writes the ledger. 201 with the
 * order; 200 with the first answer for a repeat of the idempotency key with the same body. 409 with code
 * `not_enough_points`, `out_of_stock`, `minimum_order_value` or `product_not_orderable` (unknown,
 * inactive, invisible in the region, or not of `type`); 422 for input (fields `customer.<field>`,
 * `delivery_type`, `order`, `data`) and, with code `idempotency_key_reused`, for a key reused with
 * another body (docs/decisions/022).
 */
export const createOrder = defineEndpoint({
  method: 'POST',
  path: '/v1/orders',
  access: 'owner',
  emulation: 'refused',
  summary: 'Places an order paid with points',
  body: CreateOrderBodySchema,
  response: { 201: OrderSchema, 200: OrderSchema, 409: ErrorSchema },
});

/** spec 03 §7 GET orders: the company's orders, newest first (limit 100). */
export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/v1/orders',
  access: 'owner',
  summary: "The company's orders",
  query: OrdersQuerySchema,
  response: { 200: paged(OrderSummarySchema) },
});

/** spec 03 §7 GET order; another company's answers 404. */
export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/v1/orders/:id',
  access: 'owner',
  summary: 'One order',
  params: UuidParamsSchema,
  response: { 200: OrderSchema, 404: ErrorSchema },
});

/** The print proof (application/pdf) attached to a marketing order; another company's answers 404. */
export const getOrderProof = defineEndpoint({
  method: 'GET',
  path: '/v1/orders/:id/proof',
  access: 'owner',
  summary: 'The print proof of a marketing order as a PDF file',
  params: UuidParamsSchema,
  response: { 200: z.unknown(), 404: ErrorSchema },
});

/**
 * spec 03 §7 POST order file upload: one logo (multipart field `file`), at most 10,000,000 bytes, of the
 * spec's types checked by their content. 413 too large; 422 wrong type.
 */
export const uploadOrderFile = defineEndpoint({
  method: 'POST',
  path: '/v1/orders/files',
  access: 'owner',
  emulation: 'refused',
  summary: 'Uploads the logo of a marketing print product',
  response: { 201: OrderFileSchema, 413: ErrorSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
});

/** Deletes an uploaded logo that no order uses (spec 03 §4: after a direct purchase). */
export const deleteOrderFile = defineEndpoint({
  method: 'DELETE',
  path: '/v1/orders/files/:id',
  access: 'owner',
  emulation: 'refused',
  summary: 'Deletes an uploaded logo',
  params: UuidParamsSchema,
  response: { 204: z.undefined(), 404: ErrorSchema },
});

/** spec 03 §7 GET QR code: a PNG of the link, as a data URL. */
export const getQrCode = defineEndpoint({
  method: 'GET',
  path: '/v1/qr-code',
  access: 'user',
  summary: 'A QR code image of a link',
  query: QrCodeQuerySchema,
  response: { 200: QrCodeSchema },
});

/** spec 03 §3 services: the services a marketing print product can list, in the caller's language. */
export const listMarketingServices = defineEndpoint({
  method: 'GET',
  path: '/v1/shop/marketing/services',
  access: 'user',
  summary: 'Services to choose from on marketing print products',
  response: { 200: listOf(MarketingServiceSchema) },
});

/** The proof (application/pdf) of a print product from its form, before ordering. */
export const renderMarketingProof = defineEndpoint({
  method: 'POST',
  path: '/v1/shop/marketing/proof',
  access: 'owner',
  summary: 'Renders the print proof of a marketing product as a PDF file',
  body: MarketingProofBodySchema,
  response: { 200: z.unknown(), 404: ErrorSchema },
});
