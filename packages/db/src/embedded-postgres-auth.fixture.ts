/**
 * Run by `embedded-postgres-auth.db.test.ts` as another user: starts the embedded database on the folder
 * named on the command line the way the service does, keeps a row in it, and prints what it saw as JSON.
 */
import { statSync } from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { passwordFileOf } from './embedded-postgres-auth';

const folder = process.argv[2] as string;
const server = await startEmbeddedPostgres(folder);
const client = new pg.Client(server.connection);
await client.connect();
await client.query('CREATE TABLE IF NOT EXISTS kept (note text)');
await client.query("INSERT INTO kept VALUES ('from a normal user')");
const { rows } = await client.query<{ note: string }>('SELECT note FROM kept');
await client.end();
await server.stop();
const file = statSync(passwordFileOf(folder));
const uid = process.getuid?.();
process.stdout.write(
  JSON.stringify({ uid, fileUid: file.uid, fileMode: file.mode & 0o777, notes: rows.map((row) => row.note) }),
);
