import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { demoPassword, demoSignIns } from './db/seed/demo-accounts.ts';
import { seedDemoData, seedReferenceData } from './db/seed/index.ts';
import { shutDownGracefully } from './platform/lifecycle/graceful-shutdown.ts';
import { openUploadStore } from './platform/storage/open-upload-store.ts';

/** Entry point: config → database → migrations → seed → listen; drains on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  // Reference data (the plans customers buy) in every environment.
  await seedReferenceData(database.db);
  const uploadStore = await openUploadStore(config.storage);
  // Demo accounts have a published password: only on a development machine.
  const seeded =
    config.appEnv === 'development' ? await seedDemoData(database.db, { store: uploadStore }) : [];
  const app = await createApp({ config, database, uploadStore });
  if (seeded.length > 0) app.log.info({ seeds: seeded }, 'demo data seeded');

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const drainDelayMs =
      signal === 'SIGINT' ? config.interruptDrainDelayMs : config.shutdownDrainDelayMs;
    const forceExitMs = drainDelayMs + config.shutdownTimeoutMs + 1000;
    const forceExit = setTimeout(() => process.exit(1), forceExitMs);
    forceExit.unref();
    shutDownGracefully({
      app,
      database,
      timeoutMs: config.shutdownTimeoutMs,
      drainDelayMs,
    }).then(
      (outcome) => {
        if (outcome === 'timed-out') app.log.error('shutdown timed out; forcing exit');
        process.exit(outcome === 'drained' ? 0 : 1);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  await app.listen({ port: config.port, host: config.host });
  // Renewals and other background jobs; app.close() (graceful shutdown) waits for the running one.
  app.jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Deckhand is running at http://localhost:${port}\nDatabase: ${database.description}`);
  if (config.appEnv === 'development') printDemoSignIns();
}

/** In development the demo accounts are listed, so a newcomer can sign in at once. */
function printDemoSignIns(): void {
  const width = Math.max(...demoSignIns.map((signIn) => signIn.email.length));
  const lines = demoSignIns.map(
    (signIn) => `  ${signIn.email.padEnd(width)}  ${signIn.description}`,
  );
  console.log(`Demo sign-ins (password ${demoPassword}):\n${lines.join('\n')}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Deckhand failed to start:', error);
  }
  process.exit(1);
});
