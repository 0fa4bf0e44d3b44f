import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bootstrapAdmin } from './auth/bootstrap-admin.ts';
import { deleteExpiredTokens } from './auth/tokens.ts';
import { ensureRoles } from './auth/users.ts';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { FIRST_MIGRATION, recordSetupState, startEmptyIfNew } from './db/site-setup.ts';
import { seedDemoContentIfNew } from './demo/seed.ts';
import { importMediaLibrary } from './media/library-import.ts';
import { Storage } from './storage/storage.ts';

/** What `npm start` does before listening: migrate, make sure of an admin, seed a new database. */
export async function prepareApp(config: AppConfig, env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const database = openDatabase(config.databaseUrl, { schema: config.databaseSchema });
  const applied = await migrateToLatest(database.db, database.dialect);
  await recordSetupState(database.db, applied.includes(FIRST_MIGRATION));
  await ensureRoles(database.db);
  await deleteExpiredTokens(database.db);
  await bootstrapAdmin(database.db, env, (message) => console.log(message));
  const storage = new Storage(config.storageDir);
  await storage.prepare();
  if (!config.demo) {
    if (await startEmptyIfNew(database.db)) console.log('  The new database starts empty (GRAIN_DEMO=off).');
  } else if (await seedDemoContentIfNew({ db: database.db, storage })) {
    console.log('  Demo content was added to the new database.');
  }
  const library = await importMediaLibrary({ db: database.db, storage });
  if (library.added + library.merged > 0) {
    console.log(`  Media library: ${library.added} file(s) added, ${library.merged} identical copies merged.`);
  }
  const app = await buildApp(config, database);
  app.addHook('onClose', () => database.db.destroy());
  return app;
}
