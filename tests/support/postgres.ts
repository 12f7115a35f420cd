import crypto from "node:crypto";
import pg from "pg";

/** The PostgreSQL server tests may use (scripts/throwaway-postgres.sh starts one), if any. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL;

/** Creates an empty database on that server and returns its URL. */
export async function createPostgresDatabase(prefix: string): Promise<string> {
  if (!testPostgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return url.href;
}
