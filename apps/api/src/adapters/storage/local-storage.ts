import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Files in a folder (DATA_DIR/uploads by default): one instance, or several sharing a network folder. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    name: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // written aside, then renamed: a reader never sees half a file
      const draft = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(draft, body, { mode: 0o600 });
      await rename(draft, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
