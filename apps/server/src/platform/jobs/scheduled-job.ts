/**
 * Work a service instance does on a timer, such as erasing inquiries past their retention period. Every
 * instance registers the same jobs; each period's round runs on one of them (see `claimDueRun`).
 */
export type ScheduledJob = {
  /** The same on every instance: it names the job's row in `scheduled_jobs`. */
  name: string;
  /** How long after one round starts the next is due. */
  everySeconds: number;
  /**
   * One round. `now` is passed in rather than read, so tests decide what time it is. A round must be safe
   * to repeat: a crash mid-round leaves the rest to the next one.
   */
  run(now: Date): Promise<void>;
};
