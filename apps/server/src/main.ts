import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { connectDatabase } from '@sitedesk/db/client';
import { DatabaseFromNewerReleaseError } from '@sitedesk/db/migrate';
import { seedDemoEntries } from '@sitedesk/db/seed';
import { demoEntries } from '@sitedesk/shared/collections/demo-entries';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import { sitedeskVersion } from '@sitedesk/shared/release';
import { describeConfigProblems, loadConfig } from './config';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';
import {
  createOwnerSetupLinkIfNoStaff,
  ownerSetupLine,
  ownerSetupLinkFile,
  remindOfOwnerSetupLink,
} from './features/auth/owner-setup-link';
import { seedContent } from './features/content/seed-content';
import { shareStoredPictures } from './features/content/share-stored-pictures';
import { selectChosenSiteLanguages } from './features/content/site-languages-repository';
import { upgradeStoredSections } from './features/content/upgrade-stored-sections';
import { checkImageLibrary, ImageLibraryUnavailableError } from './features/media/image-library-check';
import { seedBuiltinMedia } from './features/media/seed-builtin-media';
import { loadPageRenderer } from './features/site/page-renderer';
import { compressSiteFilesSmallest, loadSiteFiles, SiteNotBuiltError } from './features/site/site-files';
import { createLogger } from './logger';
import { paths } from './paths';
import { startBackupSocket } from './platform/backup/backup-socket';
import { clockFromEnvironment, TestClockRefusedError } from './platform/clock/clock-from-environment';
import { collectGarbageWhenQuiet } from './platform/memory/full-collection';
import { BlobStorageUnavailableError } from './platform/storage/blob-storage';
import { checkBlobStorage } from './platform/storage/create-blob-storage';
import { createSitedesk } from './sitedesk';

/** Starts Sitedesk: configuration, data folder lock, database and migrations, seed, then HTTP. */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const result = loadConfig(process.env);
  if (!result.ok) return fail(describeConfigProblems(result.problems));
  const { config } = result;
  const logger = createLogger(config.logLevel);
  // Browser tests move the service's clock instead of waiting (decision 145); refused unless NODE_ENV=test.
  const { clock, testClockFile } = clockFromEnvironment(process.env);
  if (testClockFile) logger.warn({ testClockFile }, 'the clock is a test clock: its file moves it');

  // Run as root with the embedded database, DATA_DIR is passable by PostgreSQL's account (decision 140):
  // whatever the service writes there (uploads, keys, backups) is then for root's eyes only.
  if (!config.databaseUrl && process.getuid?.() === 0) process.umask(0o077);
  // Only the embedded database lives in DATA_DIR; PostgreSQL guards its own files.
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  // Checked in a child process while the storage and the site files are checked; awaited before the database
  // starts, so a failure leaves no database process behind. Caught here so that a failure of the checks in
  // between is not also reported as an unhandled rejection.
  const imageLibrary = checkImageLibrary().then(
    () => undefined,
    (error: unknown) => error,
  );
  // A missing bucket or refused credentials stop the start here, not at the first upload.
  await checkBlobStorage(config.storage, config.dataDir);
  const site = loadSiteFiles({
    clientDir: paths.webClient,
    pagesDir: paths.webPages,
    origin: config.publicOrigin,
    siteLocales: config.siteLocales,
  });
  const imageLibraryProblem = await imageLibrary;
  if (imageLibraryProblem) throw imageLibraryProblem;
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: paths.migrations,
    onConnectionError: (error) => logger.warn({ err: error }, 'lost an idle database connection'),
    onNotice: (message) => logger.info(message),
  });
  if (await upgradeStoredSections(database.db)) logger.info('brought stored sections to the current model');
  if (await shareStoredPictures(database.db))
    logger.info('translations now share their pictures (decision 203)');
  if (await seedContent(database.db, demoContent)) logger.info('seeded the demo company on first start');
  if (await seedDemoEntries(database.db, demoEntries)) logger.info('seeded the demo news, products and jobs');

  // The languages editors chose in the desk win over SITE_LOCALES (decision 151): say so when they differ.
  const chosenLocales = await selectChosenSiteLanguages(database.db);
  if (chosenLocales && chosenLocales.join(',') !== config.siteLocales.join(',')) {
    logger.info(
      { siteLocales: chosenLocales, configured: config.siteLocales },
      'the site offers the languages editors chose in the desk, not SITE_LOCALES',
    );
  }
  // Asked at every render: the live pages keep `site.locales` as editors change them.
  const pageRenderer = await loadPageRenderer(
    { serverEntry: paths.webServerEntry, pageTemplate: paths.webPageTemplate },
    () => site.locales,
  );
  const sitedesk = createSitedesk({ config, db: database.db, site, logger, pageRenderer, now: clock });
  // Before the first render: the hero and the demo entries show these pictures (decision 144).
  if (await seedBuiltinMedia(database.db, sitedesk.storage, { imagesDir: paths.builtinMedia })) {
    logger.info('seeded the built-in pictures and data sheets into the media library');
  }
  // The pages show what editors published, not what was built, from the first request on.
  await sitedesk.livePages.refresh();
  sitedesk.livePages.syncEvery(config.content.syncSeconds);
  // The build's files were compressed fast to start sooner; the smallest copies follow in the background.
  const smallestSiteFiles = config.content.compressSmallest
    ? compressSiteFilesSmallest(site).catch((error: unknown) =>
        logger.warn({ err: error }, 'could not compress the site files further; they are served as they are'),
      )
    : Promise.resolve();
  // Then the start's garbage goes, so an idle service holds only what it uses (decision 156).
  void Promise.all([smallestSiteFiles, sitedesk.livePages.settled()]).then(collectGarbageWhenQuiet);
  const ownerSetupLink = await createOwnerSetupLinkIfNoStaff(database.db, config);
  if (config.mail.driver === 'dev')
    logger.info('MAIL_DRIVER=dev: e-mails are kept in the dev mailbox, not sent');
  // `npm run backup` asks this process for a consistent copy while it runs (decision 114).
  const { dumpEmbedded } = database;
  const backupSocket = dumpEmbedded
    ? await startBackupSocket({ dataDir: config.dataDir, dumpDatabase: dumpEmbedded }, logger)
    : undefined;
  const inboundListener = await sitedesk.startInboundListener();
  if (inboundListener) {
    const tls = config.inbound.tlsCertPath ? 'with STARTTLS' : 'without STARTTLS';
    logger.info(
      { host: inboundListener.host, port: inboundListener.port, domain: config.mail.inboundDomain },
      `inbound SMTP listener ready (${tls})`,
    );
  }
  const server = serve({
    fetch: sitedesk.app.fetch,
    port: config.port,
    ...(config.host ? { hostname: config.host } : {}),
  });
  // A proxy keeps idle connections to an instance open (nginx's upstream keep-alive and cloud load balancers
  // for 60 s) and may send the next request on one just as Node's own 5 s limit closes it: a visitor's POST
  // then got a 502, which nginx never retries (e2e/two-instances.test.ts saw it under load). The instance
  // keeps them longer than the proxies do, so the proxy always closes first. Headers still must arrive
  // within a minute and a bit of a connection's start (Node requires headersTimeout above keepAliveTimeout).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  server.once('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    console.log(`Sitedesk is ready at http://localhost:${port} (data: ${where})`);
    if (config.hasPublicUrl) console.log(`Public URL: ${config.publicOrigin}`);
    if (ownerSetupLink) {
      console.log(ownerSetupLine(ownerSetupLink, config));
      // Again every few minutes until it is used, and for `npm run setup-link` meanwhile.
      reminder = remindOfOwnerSetupLink({
        db: database.db,
        config,
        link: ownerSetupLink,
        print: (line) => console.log(line),
        onError: (error) => logger.warn({ err: error }, 'could not check the owner set-up link'),
        linkFile: ownerSetupLinkFile(config.dataDir),
      });
    }
  });
  let reminder: { stop(): void } | undefined;

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) process.exit(1); // A second signal means "now".
    isStopping = true;
    logger.info({ signal }, 'stopping');
    reminder?.stop();
    server.close();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await sitedesk.close({ drainMailWithinSeconds: 10 });
    await backupSocket?.close();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof SiteNotBuiltError) fail(error.message);
  if (error instanceof TestClockRefusedError) fail(`Sitedesk cannot start: ${error.message}`);
  if (error instanceof BlobStorageUnavailableError) fail(`Sitedesk cannot start: ${error.message}`);
  if (error instanceof ImageLibraryUnavailableError) fail(`Sitedesk cannot start: ${error.message}`);
  if (error instanceof DatabaseFromNewerReleaseError)
    fail(`Sitedesk ${sitedeskVersion} cannot start: ${error.message}`);
  const reason = error instanceof Error ? error.message : String(error);
  fail(`Sitedesk could not start: ${reason}`);
});
