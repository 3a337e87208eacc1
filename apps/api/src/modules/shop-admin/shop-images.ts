/**
 * Where the shop's product pictures live in the file storage (`shop-images/<hash>-<long side>.<ext>`, as
 * the seed writes them), and the address the installers' app and the back-office load them from (GET
 * /v1/shop/images/{name}). Names are content hashes, so a picture never changes under its address.
 */
export const SHOP_IMAGE_PREFIX = 'shop-images';

export const shopImageKey = (sha256: string, longSide: number): string =>
  `${SHOP_IMAGE_PREFIX}/${sha256.slice(0, 20)}-${longSide}.jpg`;

export const shopImageUrl = (key: string): string =>
  `/api/v1/shop/images/${key.startsWith(`${SHOP_IMAGE_PREFIX}/`) ? key.slice(SHOP_IMAGE_PREFIX.length + 1) : key}`;
