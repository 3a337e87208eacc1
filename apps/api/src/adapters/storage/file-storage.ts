/**
 * Where uploaded files live (scan photos, logos, print proofs): ARCHITECTURE §2. Keys are ours, never a
 * client's file name (`scan-images/<uuid>`); what a file is (its type, its owner) is kept in the database.
 * Every instance of the API reads and writes the same storage, so a file uploaded through one is served
 * by any other.
 */
export interface FileStorage {
  readonly name: 'local' | 's3';
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

// a slash-separated path of [A-Za-z0-9._-] segments, none of them "." or ".."
const KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** Keys are built by the server; this refuses anything that could leave the storage's root. */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
