/**
 * Where an operator's product picture goes in the file storage: `shop-images/<hash>-<long side>.jpg`, the
 * seed's pattern, served by the shop module (GET /v1/shop/images/{name}). A content hash, so a picture
 * never changes under its address.
 */
export const shopImageKey = (sha256: string, longSide: number): string =>
  `shop-images/${sha256.slice(0, 20)}-${longSide}.jpg`;
