import { Readable } from 'node:stream';
import {
  ORDER_EXPORT_COLUMNS,
  ORDER_STATUS_NAMES,
  regionById,
  type AdminOrder,
  type AdminOrderExportQuery,
  type AdminOrderQuery,
  type AdminOrderSummary,
  type MarketingData,
  type OrderStatus,
} from '@club/contract';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { pageMeta, pageWindow } from '../../lib/paging';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { AuditService } from '../operators/audit.service';
import { createOrdersAdminRepository, type OrderSummaryRow } from './orders-admin.repository';

/** What the orders' back-office needs of the shop's order status service (the orders module owns orders). */
export interface OrderStatusChanger {
  /**
   * Moves the order to `status` in the caller's transaction, writes its history row with the operator
   * and the reason, and on negative or failed returns the points (through the ledger) and the stock
   * exactly once. Whether it changed anything (the same status again does not); 404 for an unknown order,
   * 422 on `status` for a move it does not allow.
   */
  changeStatusIn(
    tx: Db,
    input: { orderUuid: string; status: OrderStatus; reason: string; operatorId: number },
  ): Promise<boolean>;
  /** After the transaction: the owner's e-mail waits in the outbox. */
  afterChange(): void;
}

export interface OrdersAdminDeps {
  db: Db;
  audit: AuditService;
  storage: FileStorage;
  orderStatus: OrderStatusChanger;
}

/** Rows the export reads at once: a period of a busy year streams in constant memory. */
const EXPORT_BATCH = 500;

const summaryToApi = (row: OrderSummaryRow): AdminOrderSummary => ({
  uuid: row.uuid,
  number: row.number,
  created_at: row.createdAt.toISOString(),
  status: row.status as OrderStatus,
  points: row.points,
  type: row.type,
  delivery_type: row.deliveryType as AdminOrderSummary['delivery_type'],
  items_count: Number(row.itemsCount),
  company: { uuid: row.companyUuid, name: row.companyName },
  region: regionById(row.regionId)?.code ?? '',
});

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(value: string | number): string {
  let text = String(value);
  // A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const DELIVERY_NAMES: Record<number, string> = { 0: 'digital', 1: 'personal', 2: 'company' };

function customerText(customer: OrderSummaryRow['customer']): string {
  const name = [customer.name, customer.surname].filter(Boolean).join(' ');
  const address = [
    [customer.street, customer.house_number].filter(Boolean).join(' '),
    [customer.postal_code, customer.city].filter(Boolean).join(' '),
    customer.country,
  ]
    .filter(Boolean)
    .join(', ');
  return [name, customer.company_name, customer.email, customer.phone, address].filter(Boolean).join('; ');
}

/** The operators' view of the shop's orders (ARCHITECTURE §4: the fulfilment team and admins). */
export function createOrdersAdminService(deps: OrdersAdminDeps) {
  const repository = createOrdersAdminRepository(deps.db);

  async function detail(uuid: string): Promise<AdminOrder> {
    const row = await repository.find(uuid);
    if (!row) throw AppError.notFound();
    const [items, history, logo] = await Promise.all([
      repository.itemsOf([row.id]),
      repository.historyOf(row.id),
      repository.logoOf(uuid),
    ]);
    return {
      ...summaryToApi(row),
      customer: row.customer,
      items: items.map((item) => ({
        variant_uuid: item.variantUuid,
        product_uuid: item.productUuid,
        sku: item.sku,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        input_data: (item.inputData ?? null) as MarketingData | null,
      })),
      voucher: row.voucherResponse ?? null,
      has_proof: row.proofKey !== null,
      logo: logo ? { name: logo.name, mime_type: logo.mimeType, size: logo.bytes } : null,
      history: history.map((entry) => ({
        status: entry.status as OrderStatus,
        reason: entry.reason,
        at: entry.at.toISOString(),
        operator: entry.operator,
      })),
    };
  }

  return {
    async list(query: AdminOrderQuery) {
      const { rows, total } = await repository.list(query, pageWindow(query));
      return { data: rows.map(summaryToApi), meta: pageMeta(query, total) };
    },

    get: detail,

    async setStatus(
      actor: OperatorActor,
      uuid: string,
      body: { status: OrderStatus; reason: string },
    ): Promise<AdminOrder> {
      const operatorId = await deps.audit.operatorId(actor.operatorUuid);
      if (operatorId === null) throw AppError.unauthorized();
      const changed = await deps.db.transaction(async (tx) => {
        // the status before, under the order's row lock (the status service takes the same lock again)
        const before = await createOrdersAdminRepository(tx).lockStatus(uuid);
        if (before === null) throw AppError.notFound();
        const moved = await deps.orderStatus.changeStatusIn(tx, {
          orderUuid: uuid,
          status: body.status,
          reason: body.reason,
          operatorId,
        });
        if (!moved) return false;
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'shop.order.status',
          targetType: 'shop_order',
          targetId: uuid,
          data: { reason: body.reason },
          before: { status: before },
          after: { status: body.status },
          requestId: actor.requestId,
        });
        return true;
      });
      if (changed) deps.orderStatus.afterChange();
      return detail(uuid);
    },

    async readProof(uuid: string): Promise<{ number: string; bytes: Buffer }> {
      const row = await repository.find(uuid);
      if (!row?.proofKey) throw AppError.notFound();
      const bytes = await deps.storage.get(row.proofKey);
      if (!bytes) throw AppError.notFound();
      return { number: row.number, bytes };
    },

    async readLogo(uuid: string): Promise<{ name: string; mimeType: string; bytes: Buffer }> {
      const logo = await repository.logoOf(uuid);
      if (!logo) throw AppError.notFound();
      const bytes = await deps.storage.get(logo.path);
      if (!bytes) throw AppError.notFound();
      return { name: logo.name, mimeType: logo.mimeType, bytes };
    },

    /**
     * The orders of a period as CSV, read in batches of EXPORT_BATCH by (created_at, id) and streamed:
     * UTF-8 with a BOM (Excel then reads Polish letters right), CRLF line ends, RFC 4180 quoting.
     */
    exportCsv(query: AdminOrderExportQuery): Readable {
      async function* lines(): AsyncGenerator<string> {
        yield `\uFEFF${ORDER_EXPORT_COLUMNS.join(',')}\r\n`;
        let after: { createdAt: Date; id: number } | null = null;
        for (;;) {
          const batch = await repository.exportBatch(query, after, EXPORT_BATCH);
          if (batch.length === 0) return;
          const items = await repository.itemsOf(batch.map((row) => row.id));
          let chunk = '';
          for (const row of batch) {
            const own = items.filter((item) => item.orderId === row.id);
            const fields = [
              row.number,
              row.createdAt.toISOString(),
              row.companyName,
              regionById(row.regionId)?.code ?? '',
              row.type,
              own.map((item) => `${item.quantity} × ${item.sku} ${item.name}`).join(' | '),
              row.points,
              ORDER_STATUS_NAMES[row.status as OrderStatus] ?? String(row.status),
              DELIVERY_NAMES[row.deliveryType] ?? String(row.deliveryType),
              customerText(row.customer),
            ];
            chunk += `${fields.map(csvField).join(',')}\r\n`;
          }
          yield chunk;
          const last = batch[batch.length - 1];
          if (!last || batch.length < EXPORT_BATCH) return;
          after = { createdAt: last.createdAt, id: last.id };
        }
      }
      return Readable.from(lines());
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
