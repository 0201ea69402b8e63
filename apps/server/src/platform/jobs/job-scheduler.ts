import type { Database } from '@sitedesk/db/client';
import type { Logger } from 'pino';
import { claimDueRun } from './claim-due-run';
import type { ScheduledJob } from './scheduled-job';

export type JobSchedulerOptions = {
  db: Database;
  jobs: ScheduledJob[];
  logger: Logger;
  /** Tests only: what time it is. */
  now?: () => Date;
};

/**
 * Instances look for due jobs at least this often, so a job whose round another instance skipped (stopped,
 * restarted) is late by at most this much.
 */
const longestCheckSeconds = 60;

/**
 * Runs each job every `everySeconds`, once across all instances sharing the database. The first look
 * comes one check interval after the start, not at once: a start (or a test) is not slowed by clean-up.
 */
export function startJobScheduler(options: JobSchedulerOptions) {
  const now = options.now ?? (() => new Date());
  const checkSeconds = Math.min(longestCheckSeconds, ...options.jobs.map((job) => job.everySeconds));
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<string[]> = Promise.resolve([]);
  let isStopped = false;

  /** Runs every job that is due at `at` and whose round this instance claims; names the jobs it ran. */
  async function runDueJobs(at: Date): Promise<string[]> {
    const ran: string[] = [];
    for (const job of options.jobs) {
      try {
        if (!(await claimDueRun(options.db, job, at))) continue;
        ran.push(job.name);
        await job.run(at);
      } catch (error) {
        // The logger's `err` serializer keeps the error's type, code and query shape, never its values.
        options.logger.error({ job: job.name, err: error }, 'scheduled job failed');
      }
    }
    return ran;
  }

  /** One round at a time in this process: a slow round delays the next look instead of overlapping it. */
  function enqueue(at: Date): Promise<string[]> {
    round = round.then(() => runDueJobs(at));
    return round;
  }

  function schedule(): void {
    if (isStopped || options.jobs.length === 0) return;
    timer = setTimeout(() => {
      void enqueue(now()).then(schedule);
    }, checkSeconds * 1000);
    // Clean-up never keeps a process alive on its own.
    timer.unref();
  }

  schedule();
  return {
    /** Runs what is due now (or at `at`) without waiting for the timer: for tests and operators. */
    runDueJobs: (at: Date = now()) => enqueue(at),
    /** No more rounds; resolves once a round in progress has finished. */
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

export type JobScheduler = ReturnType<typeof startJobScheduler>;
