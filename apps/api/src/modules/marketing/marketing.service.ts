import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  MARKETING_LIMITS,
  MARKETING_MESSAGES,
  ORDER_FILE_QUOTA,
  ORDER_FILE_QUOTA_MESSAGES,
  PRODUCT_TYPES,
  languageById,
  pickMarketingData,
  validateMarketingData,
  type MarketingData,
  type MarketingFields,
  type OrderFile,
} from '@club/contract';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/database';
import type { OrderFileRow } from '../../db/schema/marketing';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { marketingFieldsOf } from './marketing-fields';
import { cleanFileName, detectLogoType, isRasterLogo } from './logo-type';
import { MARKETING_SERVICE_ICONS, marketingServices } from './marketing-services';
import { createMarketingRepository, type MarketingRepository } from './marketing.repository';
import { renderProofPdf, type ProofLogo } from './proof-pdf';
import { qrCodeDataUrl, qrCodePng } from './qr-code';

export interface MarketingServiceDeps {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  brandName: string;
}

/** What the order service hands over for a marketing (brand-ms) order line (its MarketingOrderHook). */
export interface MarketingOrderLine {
  companyId: number;
  orderUuid: string;
  orderNumber?: string;
  product: { uuid: string; name: string; settings: { bundle: string | null; subtype: string | null } };
  variant: { uuid: string; title: string };
  data: MarketingData | undefined;
}

const prefixed = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([path, messages]) => [`data.${path}`, messages]));

const retryAfter = (first: Date | null, windowMs: number, now: Date) =>
  first ? Math.max(1000, first.getTime() + windowMs - now.getTime()) : windowMs;

async function checkQuota(repository: MarketingRepository, userId: number, now: Date, adding: number) {
  const Q = ORDER_FILE_QUOTA;
  const hour = await repository.uploadsSince(userId, new Date(now.getTime() - Q.perHourWindowMs));
  if (hour.count >= Q.perHour) {
    throw AppError.tooManyRequests(
      ORDER_FILE_QUOTA_MESSAGES.perHour,
      retryAfter(hour.first, Q.perHourWindowMs, now),
    );
  }
  const day = await repository.uploadsSince(userId, new Date(now.getTime() - Q.bytesPerDayWindowMs));
  if (day.bytes + adding > Q.bytesPerDay) {
    throw AppError.tooManyRequests(
      ORDER_FILE_QUOTA_MESSAGES.bytesPerDay,
      retryAfter(day.first, Q.bytesPerDayWindowMs, now),
    );
  }
}

const toOrderFile = (row: Pick<OrderFileRow, 'uuid' | 'name' | 'mimeType' | 'bytes'>): OrderFile => ({
  uuid: row.uuid,
  name: row.name,
  mime_type: row.mimeType,
  size: row.bytes,
});

export const logoTooLarge = () =>
  new AppError(413, ERROR_CODES.payloadTooLarge, MARKETING_MESSAGES.logoTooLarge);

/**
 * Marketing print products (spec 03 §3, §5, §7): their forms and rules, the logo uploads, the QR code of
 * a sticker link, the services list and the print proof, before ordering and at order time.
 */
export function createMarketingService(deps: MarketingServiceDeps) {
  const repository = createMarketingRepository(deps.db);

  async function userOf(userUuid: string) {
    const user = await repository.findUser(userUuid);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  /** The data checked against the product's form: 422 with `data.<field>` paths, else the kept fields. */
  function checkData(fields: MarketingFields, data: MarketingData | undefined): MarketingData {
    const given = data ?? {};
    const errors = validateMarketingData(fields, given, MARKETING_SERVICE_ICONS);
    if (Object.keys(errors).length > 0) throw AppError.validation(prefixed(errors));
    return pickMarketingData(fields, given);
  }

  /** The company's logo named in the data (422 on `data.logo` when it is not the company's). */
  async function logoOf(db: Db, companyId: number, data: MarketingData, forOrder: boolean) {
    if (!data.logo) return null;
    const row = await createMarketingRepository(db).findFile(companyId, data.logo);
    if (!row || (forOrder && row.orderUuid !== null)) {
      throw AppError.validation({ 'data.logo': [MARKETING_MESSAGES.logoNotFound] });
    }
    return row;
  }

  async function proofPdf(input: {
    productUuid: string;
    productName: string;
    variantTitle: string;
    fields: MarketingFields;
    data: MarketingData;
    logo: OrderFileRow | null;
    db: Db;
  }): Promise<Buffer> {
    const { data, fields } = input;
    let coverPicture: Buffer | null = null;
    if (fields.coverImages > 0 && data.selectedImagePosition) {
      // position n is the product's n-th picture
      const images = await createMarketingRepository(input.db).productImages(input.productUuid);
      const image = images[data.selectedImagePosition - 1];
      if (image) coverPicture = await deps.storage.get(image.fileKey).catch(() => null);
    }
    let logo: ProofLogo | null = null;
    if (input.logo) {
      const raster = isRasterLogo(input.logo.mimeType) ? await deps.storage.get(input.logo.path) : null;
      logo = { name: input.logo.name, mimeType: input.logo.mimeType, raster };
    }
    return renderProofPdf({
      brand: deps.brandName,
      productName: input.productName,
      variantTitle: input.variantTitle,
      data,
      coverImages: fields.coverImages,
      coverPicture,
      logo,
      qrCode: data.link ? await qrCodePng(data.link) : null,
    });
  }

  return {
    fieldsOf: marketingFieldsOf,

    /** GET /v1/shop/marketing/services: in the caller's language. */
    async services(userUuid: string) {
      const user = await userOf(userUuid);
      return { data: marketingServices(languageById(user.languageId)?.locale ?? 'en') };
    },

    /** GET /v1/qr-code. */
    async qrCode(text: string) {
      return { data: await qrCodeDataUrl(text) };
    },

    /**
     * POST /v1/orders/files: one logo of the spec's types (by its bytes: 422 otherwise), kept in the
     * storage under our own key, the company's, within the uploader's quota (429).
     */
    async uploadFile(
      companyId: number,
      userUuid: string,
      upload: { bytes: Buffer; filename: string },
    ): Promise<OrderFile> {
      if (upload.bytes.length > MARKETING_LIMITS.logoMaxBytes) throw logoTooLarge();
      const type = detectLogoType(upload.bytes, upload.filename);
      if (!type) throw AppError.validation({ file: [MARKETING_MESSAGES.logoWrongType] });
      const user = await userOf(userUuid);
      await checkQuota(repository, user.id, deps.clock.now(), 0);
      const uuid = randomUUID();
      const path = `order-files/${companyId}/${uuid}.${type.extension}`;
      const row = {
        uuid,
        companyId,
        uploadedByUserId: user.id,
        path,
        name: cleanFileName(upload.filename, type.extension),
        mimeType: type.mimeType,
        bytes: upload.bytes.length,
      };
      await deps.storage.put(path, upload.bytes, type.mimeType);
      try {
        await deps.db.transaction(async (tx) => {
          const files = createMarketingRepository(tx);
          await files.lockUploader(user.id);
          const now = deps.clock.now();
          await checkQuota(files, user.id, now, upload.bytes.length);
          await files.insertFile({ ...row, createdAt: now });
        });
      } catch (error) {
        // bytes no row names are never served: they go again
        await deps.storage.delete(path).catch(() => {});
        throw error;
      }
      return toOrderFile(row);
    },

    /**
     * DELETE /v1/orders/files/{id}: the company's file (404 otherwise). A file an order uses stays with
     * the order: the app is answered as if it were gone (it forgets its draft's logo, spec 03 §4), and the
     * bytes are kept for the order.
     */
    async deleteFile(companyId: number, uuid: string): Promise<void> {
      const file = await repository.findFile(companyId, uuid);
      if (!file) throw AppError.notFound();
      const deleted = await repository.deleteUnusedFile(companyId, uuid);
      if (deleted) await deps.storage.delete(deleted.path).catch(() => {});
    },

    /** An order file's bytes with our type, for the back-office (any company's). */
    async readFile(uuid: string, companyId?: number) {
      const row =
        companyId === undefined
          ? await repository.findFileAnyCompany(uuid)
          : await repository.findFile(companyId, uuid);
      if (!row) throw AppError.notFound();
      const bytes = await deps.storage.get(row.path);
      if (!bytes) throw AppError.notFound();
      return { bytes, mimeType: row.mimeType, name: row.name };
    },

    /**
     * POST /v1/shop/marketing/proof: the proof of a print product of the caller's region (404 for
     * another region's or no print product) from the form as it stands (422 on `data.<field>`).
     */
    async proof(companyId: number, userUuid: string, body: { variant: string; data: MarketingData }) {
      const user = await userOf(userUuid);
      const regionId = await repository.companyRegion(companyId);
      if (regionId === null) throw AppError.unauthorized();
      const variant = await repository.findVariant(body.variant, regionId, user.languageId);
      const fields =
        variant && variant.type === PRODUCT_TYPES.BRAND_MS && marketingFieldsOf(variant.settings);
      if (!variant || !fields) throw AppError.notFound();
      const data = checkData(fields, body.data);
      const logo = await logoOf(deps.db, companyId, data, false);
      const pdf = await proofPdf({
        productUuid: variant.productUuid,
        productName: variant.translatedName ?? variant.name,
        variantTitle: variant.variantTitle,
        fields,
        data,
        logo,
        db: deps.db,
      });
      return { pdf, fileName: `proof-${variant.productUuid.slice(0, 8)}.pdf` };
    },

    /**
     * For POST order, inside its transaction, for each `brand-ms` line: checks the data against the
     * product's form (422 with `data.<field>` paths), that the logo is the company's and unused, renders
     * the proof and stores it (`order-proofs/<company>/<order>.pdf`), and gives the logo to the order.
     * Answers the data to keep on the item and the proof's storage key for `shop_orders.proof_key`. The
     * proof is stored last, so that nothing here fails after it; should the order's transaction roll back,
     * the orders module removes it.
     */
    async prepareOrder(tx: Db, line: MarketingOrderLine): Promise<{ data: MarketingData; proofKey: string }> {
      const fields = marketingFieldsOf(line.product.settings);
      if (!fields) throw AppError.validation({ data: [MARKETING_MESSAGES.required] });
      const data = checkData(fields, line.data);
      const logo = await logoOf(tx, line.companyId, data, true);
      const pdf = await proofPdf({
        productUuid: line.product.uuid,
        productName: line.product.name,
        variantTitle: line.variant.title,
        fields,
        data,
        logo,
        db: tx,
      });
      if (logo) await createMarketingRepository(tx).attachFile(logo.id, line.orderUuid);
      const proofKey = `order-proofs/${line.companyId}/${line.orderUuid}.pdf`;
      await deps.storage.put(proofKey, pdf, 'application/pdf');
      return { data, proofKey };
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
