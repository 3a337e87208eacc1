import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OkSchema, listOf } from '../common/common.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  AdminOrderExportQuerySchema,
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  AdminOrderStatusBodySchema,
  ShopAdminCategoryCreateSchema,
  ShopAdminCategorySchema,
  ShopAdminCategoryUpdateSchema,
  ShopAdminIdParamsSchema,
  ShopAdminImageOrderSchema,
  ShopAdminImageSchema,
  ShopAdminProductCreateSchema,
  ShopAdminProductListSchema,
  ShopAdminProductQuerySchema,
  ShopAdminProductSchema,
  ShopAdminProductUpdateSchema,
  ShopAdminStockReceiptSchema,
  ShopAdminUuidParamsSchema,
  ShopAdminVariantCreateSchema,
  ShopAdminVariantSchema,
  ShopAdminVariantUpdateSchema,
} from './shop-admin.schemas';

/** ARCHITECTURE §4: the shop's catalogue is kept by admins and the content team. */
const shop = { access: 'operator', operatorRoles: OPERATOR_SECTIONS.shop } as const;
/** ARCHITECTURE §4: orders are run by admins and the fulfilment team. */
const orders = { access: 'operator', operatorRoles: OPERATOR_SECTIONS.orders } as const;

export const listShopAdminCategories = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/admin/shop/categories',
  summary: 'Every shop category, by position',
  response: { 200: listOf(ShopAdminCategorySchema) },
});

/** A slug in use answers 422 on `slug`. */
export const createShopAdminCategory = defineEndpoint({
  ...shop,
  method: 'POST',
  path: '/admin/shop/categories',
  summary: 'Adds a shop category',
  body: ShopAdminCategoryCreateSchema,
  response: { 201: ShopAdminCategorySchema },
});

export const updateShopAdminCategory = defineEndpoint({
  ...shop,
  method: 'PATCH',
  path: '/admin/shop/categories/:id',
  summary: "Edits a shop category's slug, names or position",
  params: ShopAdminIdParamsSchema,
  body: ShopAdminCategoryUpdateSchema,
  response: { 200: ShopAdminCategorySchema, 404: ErrorSchema },
});

export const listShopAdminProducts = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/admin/shop/products',
  summary: 'Shop products, filtered, sorted and paged',
  query: ShopAdminProductQuerySchema,
  response: { 200: ShopAdminProductListSchema },
});

export const getShopAdminProduct = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/admin/shop/products/:id',
  summary: 'A shop product with its texts, variants and images',
  params: ShopAdminUuidParamsSchema,
  response: { 200: ShopAdminProductSchema, 404: ErrorSchema },
});

/** A SKU in use answers 422 on `sku`; an unknown category 422 on `categories`. */
export const createShopAdminProduct = defineEndpoint({
  ...shop,
  method: 'POST',
  path: '/admin/shop/products',
  summary: 'Adds a shop product (descriptions are sanitised HTML)',
  body: ShopAdminProductCreateSchema,
  response: { 201: ShopAdminProductSchema },
});

export const updateShopAdminProduct = defineEndpoint({
  ...shop,
  method: 'PATCH',
  path: '/admin/shop/products/:id',
  summary: 'Edits a shop product (descriptions are sanitised HTML)',
  params: ShopAdminUuidParamsSchema,
  body: ShopAdminProductUpdateSchema,
  response: { 200: ShopAdminProductSchema, 404: ErrorSchema },
});

export const createShopAdminVariant = defineEndpoint({
  ...shop,
  method: 'POST',
  path: '/admin/shop/products/:id/variants',
  summary: 'Adds a variant to a product',
  params: ShopAdminUuidParamsSchema,
  body: ShopAdminVariantCreateSchema,
  response: { 201: ShopAdminVariantSchema, 404: ErrorSchema },
});

export const updateShopAdminVariant = defineEndpoint({
  ...shop,
  method: 'PATCH',
  path: '/admin/shop/variants/:id',
  summary: "Edits a variant's SKU, title, price, attributes or absolute stock",
  params: ShopAdminUuidParamsSchema,
  body: ShopAdminVariantUpdateSchema,
  response: { 200: ShopAdminVariantSchema, 404: ErrorSchema },
});

export const receiveShopAdminStock = defineEndpoint({
  ...shop,
  method: 'POST',
  path: '/admin/shop/variants/:id/stock-receipts',
  summary: "Adds a delivery's pieces to a variant's stock",
  params: ShopAdminUuidParamsSchema,
  body: ShopAdminStockReceiptSchema,
  response: { 200: ShopAdminVariantSchema, 404: ErrorSchema },
});

/** A JPEG or PNG (by its bytes, multipart field `image`), re-encoded without metadata; added last. */
export const uploadShopAdminImage = defineEndpoint({
  ...shop,
  method: 'POST',
  path: '/admin/shop/products/:id/images',
  summary: 'Uploads a product picture (multipart field image)',
  params: ShopAdminUuidParamsSchema,
  response: { 201: ShopAdminImageSchema, 404: ErrorSchema, 413: ErrorSchema, 422: ValidationErrorSchema },
});

export const reorderShopAdminImages = defineEndpoint({
  ...shop,
  method: 'PUT',
  path: '/admin/shop/products/:id/images/order',
  summary: "Sets the order of a product's pictures",
  params: ShopAdminUuidParamsSchema,
  body: ShopAdminImageOrderSchema,
  response: { 200: listOf(ShopAdminImageSchema), 404: ErrorSchema },
});

export const deleteShopAdminImage = defineEndpoint({
  ...shop,
  method: 'DELETE',
  path: '/admin/shop/images/:id',
  summary: 'Removes a product picture',
  params: ShopAdminIdParamsSchema,
  response: { 200: OkSchema, 404: ErrorSchema },
});

export const listAdminOrders = defineEndpoint({
  ...orders,
  method: 'GET',
  path: '/admin/orders',
  summary: 'Orders of every company, filtered, sorted and paged',
  query: AdminOrderQuerySchema,
  response: { 200: AdminOrderListSchema },
});

/**
 * The orders of a period as CSV (text/csv, UTF-8 with a BOM, comma-separated, RFC 4180 quotes), streamed;
 * its columns are ORDER_EXPORT_COLUMNS.
 */
export const exportAdminOrders = defineEndpoint({
  ...orders,
  method: 'GET',
  path: '/admin/orders/export',
  summary: 'The orders of a period as a CSV file',
  query: AdminOrderExportQuerySchema,
  response: { 200: z.unknown() },
});

export const getAdminOrder = defineEndpoint({
  ...orders,
  method: 'GET',
  path: '/admin/orders/:id',
  summary: 'One order with its items, customer, voucher and status history',
  params: ShopAdminUuidParamsSchema,
  response: { 200: AdminOrderSchema, 404: ErrorSchema },
});

/**
 * Changes an order's status with a reason, through the shop's order status service: a move to negative or
 * failed returns the points through the ledger and the stock, exactly once. The status it has already
 * changes nothing; a move the order's status does not allow (ORDER_TRANSITIONS) answers 422 on `status`.
 */
export const setAdminOrderStatus = defineEndpoint({
  ...orders,
  method: 'POST',
  path: '/admin/orders/:id/status',
  summary: "Changes an order's status, with the reason",
  params: ShopAdminUuidParamsSchema,
  body: AdminOrderStatusBodySchema,
  response: { 200: AdminOrderSchema, 404: ErrorSchema },
});

/** The print proof (application/pdf) of a marketing order; 404 when it has none. */
export const getAdminOrderProof = defineEndpoint({
  ...orders,
  method: 'GET',
  path: '/admin/orders/:id/proof',
  summary: 'The print proof of a marketing order as a PDF file',
  params: ShopAdminUuidParamsSchema,
  response: { 200: z.unknown(), 404: ErrorSchema },
});

/** The logo the installer uploaded for a marketing order, as a download; 404 when it has none. */
export const getAdminOrderLogo = defineEndpoint({
  ...orders,
  method: 'GET',
  path: '/admin/orders/:id/logo',
  summary: 'The logo of a marketing order as a file',
  params: ShopAdminUuidParamsSchema,
  response: { 200: z.unknown(), 404: ErrorSchema },
});
