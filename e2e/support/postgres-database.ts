import pg from 'pg';

/**
 * PostgreSQL for a bench or a browser test: BENCH_DATABASE_URL names the database to use; otherwise a fresh database
 * is created on TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres)
 * and dropped afterwards. Null (with the reason printed) when there is none.
 */
export async function openPostgres(
  purpose = 'bench',
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (process.env.BENCH_DATABASE_URL) {
    return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `deckhand_${purpose}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => {});
    console.log(`PostgreSQL: skipped (${(error as Error).message}; set BENCH_DATABASE_URL)`);
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
