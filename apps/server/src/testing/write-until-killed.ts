// Test helper process: commits numbered rows to the embedded database in DATA_DIR (argv[2]) and reports
// each commit on stdout, until the test kills it.
import { connectDatabase } from '@sitedesk/db/client';
import { serviceHeartbeats } from '@sitedesk/db/schema';
import { paths } from '../paths';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: write-until-killed <dataDir>');
const connection = await connectDatabase({ dataDir, migrationsFolder: paths.migrations });
for (let n = 1; n <= 100_000; n++) {
  await connection.db.insert(serviceHeartbeats).values({ instanceId: `probe-${n}` });
  process.stdout.write(`committed ${n}\n`);
}
