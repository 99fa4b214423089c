import pg from 'pg';

/** Runs one statement (create or drop a scratch database) on its own connection to the server at `serverUrl`. */
export async function adminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
