import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { startJobScheduler } from './job-scheduler';
import type { ScheduledJob } from './scheduled-job';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const silent = pino({ level: 'silent' });
const minute = 60_000;

/** A job that notes each round it runs, under a name no other test uses. */
function countingJob(name: string, runs: Date[]): ScheduledJob {
  return {
    name,
    everySeconds: 3600,
    async run(now) {
      runs.push(now);
    },
  };
}

describe('the job scheduler', () => {
  it('runs a job once per period however many instances share the database', async () => {
    const runs: Date[] = [];
    // Three instances: three schedulers with the same job, on one database.
    const instances = [1, 2, 3].map(() =>
      startJobScheduler({ db: database.db, logger: silent, jobs: [countingJob('once-per-period', runs)] }),
    );
    const start = new Date('2030-01-01T00:00:00Z');
    const everyone = (at: Date) => Promise.all(instances.map((instance) => instance.runDueJobs(at)));

    const first = await everyone(start);
    expect(first.flat()).toEqual(['once-per-period']);
    await everyone(new Date(start.getTime() + 59 * minute));
    expect(runs).toHaveLength(1);
    await everyone(new Date(start.getTime() + 60 * minute));
    expect(runs).toEqual([start, new Date(start.getTime() + 60 * minute)]);

    await Promise.all(instances.map((instance) => instance.stop()));
  });

  it('logs a failing job by name without its error details, and still runs the others', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
    const runs: Date[] = [];
    const failing: ScheduledJob = {
      name: 'always-fails',
      everySeconds: 3600,
      async run() {
        throw Object.assign(new Error('duplicate key value violates unique constraint'), {
          code: '23505',
          detail: 'Key (email)=(jana@example.com) already exists.',
        });
      },
    };
    const scheduler = startJobScheduler({
      db: database.db,
      logger,
      jobs: [failing, countingJob('runs-after-a-failure', runs)],
    });

    expect(await scheduler.runDueJobs(new Date('2030-01-01T00:00:00Z'))).toEqual([
      'always-fails',
      'runs-after-a-failure',
    ]);
    expect(runs).toHaveLength(1);
    expect(lines).toMatchObject([
      { level: 50, job: 'always-fails', msg: 'scheduled job failed', err: { code: '23505' } },
    ]);
    expect(JSON.stringify(lines)).not.toContain('jana@example.com');
    await scheduler.stop();
  });

  it('stops only after the round in progress has finished', async () => {
    const events: string[] = [];
    let finishRound = () => {};
    let roundStarted = () => {};
    const started = new Promise<void>((resolve) => {
      roundStarted = resolve;
    });
    const slow: ScheduledJob = {
      name: 'slow-round',
      everySeconds: 3600,
      run: () =>
        new Promise<void>((resolve) => {
          events.push('round started');
          finishRound = () => {
            events.push('round finished');
            resolve();
          };
          roundStarted();
        }),
    };
    const scheduler = startJobScheduler({ db: database.db, logger: silent, jobs: [slow] });
    const round = scheduler.runDueJobs(new Date('2030-01-01T00:00:00Z'));
    await started;
    const stopped = scheduler.stop().then(() => events.push('stopped'));
    // Everything already settled has run by the next turn of the event loop: stop is still waiting.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['round started']);
    finishRound();
    await Promise.all([round, stopped]);
    expect(events).toEqual(['round started', 'round finished', 'stopped']);
  });
});
