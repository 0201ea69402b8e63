import { type Clock, systemClock } from './clock';
import { createFileOffsetClock } from './test-clock';

export class TestClockRefusedError extends Error {
  constructor() {
    super(
      'SITEDESK_TEST_CLOCK_FILE is set while NODE_ENV is not test: a clock that a file can move ' +
        'would let anyone who can write that file publish scheduled entries early. Unset it.',
    );
    this.name = 'TestClockRefusedError';
  }
}

/**
 * The system clock, unless a browser test asks for one it can move (SITEDESK_TEST_CLOCK_FILE). That one
 * is allowed only with NODE_ENV=test, which the browser tests set: a service started any other way (the
 * container, a systemd unit without NODE_ENV) fails to start rather than run on a clock that is not the time.
 */
export function clockFromEnvironment(env: Record<string, string | undefined>): {
  clock: Clock;
  testClockFile: string | undefined;
} {
  const file = env.SITEDESK_TEST_CLOCK_FILE?.trim();
  if (!file) return { clock: systemClock, testClockFile: undefined };
  if (env.NODE_ENV !== 'test') throw new TestClockRefusedError();
  return { clock: createFileOffsetClock(file), testClockFile: file };
}
