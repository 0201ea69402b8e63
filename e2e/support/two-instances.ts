import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestS3Server } from '../../apps/server/src/testing/s3-test-server';
import {
  startTestSmtpServer,
  type TestSmtpServer,
  unusedPort,
} from '../../apps/server/src/testing/test-smtp-server';
import { type RunningProxy, startProxy } from './proxy';
import { type RunningServer, startServer } from './server';
import { createStaffUser, signInCookie } from './staff-cli';
import { createTestPostgres } from './test-postgres';

export type Instance = {
  name: 'first' | 'second';
  /** `127.0.0.1:port`, as the proxy names it. */
  address: string;
  /** The instance itself, bypassing the proxy (only to kill it or read its state, never to check behaviour). */
  server: RunningServer;
};

export type StaffMember = { name: string; email: string; cookie: string };

export type TwoInstances = {
  /** The proxy's origin (nginx, or its stand-in: `./proxy`), also the instances' PUBLIC_URL: every check goes through here. */
  origin: string;
  instances: readonly [Instance, Instance];
  smtp: TestSmtpServer;
  databaseUrl: string;
  /** Two owners (they may read inquiries and edit content), signed in through the proxy. */
  staff: { alice: StaffMember; bob: StaffMember };
  /** Sends a request through the proxy; `servedBy` is the instance that answered. */
  fetch(path: string, init?: RequestInit): Promise<{ response: Response; servedBy: Instance }>;
  /**
   * Sends a request through the proxy again until `instance` answers it (it alternates between the two).
   * Only for requests that may be repeated: reads, streams, and writes that set a state.
   */
  fetchOn(instance: Instance, path: string, init?: RequestInit): Promise<Response>;
  other(instance: Instance): Instance;
  /** The proxy's error log and each instance's exit report, to explain a failure. */
  diagnostics(): string;
  /** Stops everything that was started and removes every folder, also after a failure. */
  stop(): Promise<void>;
};

const password = 'two instances, one desk: a test passphrase';

/**
 * Two built service instances on one fresh PostgreSQL database, each with its own DATA_DIR, the same
 * SECRET_KEY and a real SMTP server, behind nginx configured as docs/deploy-proxy.md says (or, without
 * nginx, the Node balancer: `./proxy`), with an S3-compatible server for their files. `env` adds to the
 * instances' environment.
 */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    const errors: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'Stopping the two instances failed');
  };
  /**
   * Registers the clean-up of what `starting` starts before it has started: when something started
   * alongside fails, `stop` still waits for this one and cleans it up.
   */
  const started = <T>(starting: Promise<T>, cleanup: (thing: T) => Promise<void> | void): Promise<T> => {
    cleanups.push(async () => {
      const thing = await starting.then(
        (value) => ({ value }),
        () => undefined,
      );
      if (thing) await cleanup(thing.value);
    });
    return starting;
  };

  try {
    const root = mkdtempSync(join(tmpdir(), 'sitedesk-two-instances-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'cli'));

    const [smtp, postgres, s3, proxyPort] = await Promise.all([
      started(startTestSmtpServer(), (smtp) => smtp.close()),
      started(createTestPostgres(), (postgres) => postgres.dispose()),
      started(startTestS3Server(), (s3) => s3.close()),
      unusedPort(),
    ]);

    const origin = `http://127.0.0.1:${proxyPort}`;
    const serviceEnv = {
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      PUBLIC_URL: origin,
      SECRET_KEY: randomBytes(32).toString('base64url'),
      TRUST_PROXY: '127.0.0.1',
      MAIL_DRIVER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Veltrum Circular Systems <no-reply@veltrum.example>',
      NOTIFY_TO: 'sales@veltrum.example',
      INQUIRY_RATE_LIMIT: '0',
      SIGN_IN_RATE_LIMIT: '0',
      SIGN_IN_CLIENT_RATE_LIMIT: '0',
      ...s3.env,
      ...env,
    };

    const instances: Instance[] = [];
    const startInstance = async (name: Instance['name']) => {
      const server = await started(startServer(serviceEnv), (server) => server.stop());
      const instance = { name, address: `127.0.0.1:${new URL(server.url).port}`, server };
      instances.push(instance);
      return instance;
    };
    // At once, as a deployment starts them: migrations take turns (an advisory lock), the seed is idempotent.
    const cliEnv = { DATA_DIR: join(root, 'cli'), DATABASE_URL: postgres.url };
    const alice = { email: 'alice@staff.example', name: 'Alice Achterberg', role: 'owner' } as const;
    const bob = { email: 'bob@staff.example', name: 'Bob Brinkmann', role: 'owner' } as const;
    const [first, second] = await Promise.all([
      startInstance('first'),
      startInstance('second'),
      started(createStaffUser(alice, password, cliEnv), () => {}),
      started(createStaffUser(bob, password, cliEnv), () => {}),
    ]);

    const proxy: RunningProxy = await started(
      startProxy({ port: proxyPort, upstreams: [first.address, second.address] }),
      (proxy) => proxy.stop(),
    );

    const byAddress = (response: Response): Instance => {
      const address = proxy.servedBy(response);
      const instance = instances.find((candidate) => candidate.address === address);
      if (!instance)
        throw new Error(`${proxy.kind} names no known instance as the one that answered: ${address}`);
      return instance;
    };
    const signIn = async (member: { email: string; name: string }) => ({
      ...member,
      cookie: await signInCookie(origin, member.email, password),
    });

    return {
      origin,
      instances: [first, second],
      smtp,
      databaseUrl: postgres.url,
      staff: { alice: await signIn(alice), bob: await signIn(bob) },
      async fetch(path, init) {
        const response = await fetch(`${origin}${path}`, init);
        return { response, servedBy: byAddress(response) };
      },
      async fetchOn(instance, path, init) {
        // Round robin: the second try lands on the other instance, unless other requests came between.
        for (let attempt = 0; attempt < 10; attempt++) {
          const response = await fetch(`${origin}${path}`, init);
          if (byAddress(response) === instance) return response;
          await response.body?.cancel();
        }
        throw new Error(`${proxy.kind} did not pass ${path} to the ${instance.name} instance in 10 tries`);
      },
      other: (instance) => (instance === first ? second : first),
      diagnostics: () =>
        [
          `--- ${proxy.kind}: error log ---\n${proxy.errorLog().trim() || '(empty)'}`,
          ...instances.map(
            (instance) => `--- ${instance.name} instance ---\n${instance.server.exitReport() ?? 'running'}`,
          ),
        ].join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
