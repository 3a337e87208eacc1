import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DevelopmentSecrets {
  jwtSecret: string;
  otpSecret: string;
}

const FILE = 'secrets.json';

function isSecrets(value: unknown): value is DevelopmentSecrets {
  const v = value as Partial<DevelopmentSecrets> | null;
  return typeof v?.jwtSecret === 'string' && typeof v.otpSecret === 'string';
}

/**
 * The secrets of a server started without JWT_SECRET and OTP_SECRET outside production: made once per
 * data folder from the CSPRNG and kept in `<dataDir>/secrets.json` (readable by the owner only), so that
 * sessions survive a restart while no two installations share a key and none is in the source.
 * Several processes may start on one folder at once (tests): the file appears whole or not at all.
 */
export function developmentSecrets(dataDir: string): DevelopmentSecrets {
  const path = join(dataDir, FILE);
  try {
    const stored: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (isSecrets(stored)) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const fresh: DevelopmentSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    otpSecret: randomBytes(48).toString('base64url'),
  };
  const draft = join(dataDir, `${FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(draft, JSON.stringify(fresh), { mode: 0o600 });
  try {
    linkSync(draft, path);
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // another process made them first
    return JSON.parse(readFileSync(path, 'utf8')) as DevelopmentSecrets;
  } finally {
    rmSync(draft, { force: true });
  }
}
