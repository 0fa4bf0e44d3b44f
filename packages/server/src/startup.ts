import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bootstrapAdmin } from './auth/bootstrap-admin.ts';
import { deleteExpiredTokens } from './auth/tokens.ts';
import { ensureRoles } from './auth/users.ts';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoContentIfEmpty } from './demo/seed.ts';
import { Storage } from './storage/storage.ts';

/** What `npm start` does before listening: migrate, make sure of an admin, seed an empty database. */
export async function prepareApp(config: AppConfig, env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const database = openDatabase(config.databaseUrl, { schema: config.databaseSchema });
  await migrateToLatest(database.db, database.dialect);
  await ensureRoles(database.db);
  await deleteExpiredTokens(database.db);
  await bootstrapAdmin(database.db, env, (message) => console.log(message));
  const storage = new Storage(config.storageDir);
  await storage.prepare();
  if (await seedDemoContentIfEmpty({ db: database.db, storage })) {
    console.log('  Demo content was added to the empty database.');
  }
  const app = await buildApp(config, database);
  app.addHook('onClose', () => database.db.destroy());
  return app;
}
