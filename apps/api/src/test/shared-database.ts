import { createDatabase, type Database } from '../platform/db.ts';
import { createPostgresTestDatabase, testEngine } from './helpers.ts';

/**
 * A database shared by several "processes": on PostgreSQL each `open()` is a connection pool of its own, as
 * separate API or worker processes have; PGlite serves one process, so every `open()` is that one database.
 */
export async function createSharedDatabase(): Promise<{ open: () => Promise<Database>; dispose: () => Promise<void> }> {
  if (testEngine === 'postgres') {
    const opened: Database[] = [];
    const { url, drop } = await createPostgresTestDatabase();
    return {
      async open() {
        const database = await createDatabase({ url, poolSize: 4 });
        await database.migrate();
        opened.push(database);
        return database;
      },
      async dispose() {
        for (const database of opened) await database.close();
        await drop();
      },
    };
  }
  const database = await createDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  return { open: async () => database, dispose: () => database.close() };
}
