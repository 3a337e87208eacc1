import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: a clear message, no stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('The server could not start:', error);
  process.exit(1);
});
