import { type Clock, systemClock } from './clock';
import { createFileOffsetClock } from './test-clock';

export class TestClockRefusedError extends Error {
  constructor() {
    super(
      'SITEDESK_TEST_CLOCK_FILE is set while NODE_ENV is production: a clock that a file can move ' +
        'would let anyone who can write that file publish scheduled entries early. Unset it.',
    );
    this.name = 'TestClockRefusedError';
  }
}

/**
 * The system clock, unless a browser test asks for one it can move (SITEDESK_TEST_CLOCK_FILE). That one
 * is refused in production: the start fails rather than running on a clock that is not the time.
 */
export function clockFromEnvironment(env: Record<string, string | undefined>): {
  clock: Clock;
  testClockFile: string | undefined;
} {
  const file = env.SITEDESK_TEST_CLOCK_FILE?.trim();
  if (!file) return { clock: systemClock, testClockFile: undefined };
  if (env.NODE_ENV === 'production') throw new TestClockRefusedError();
  return { clock: createFileOffsetClock(file), testClockFile: file };
}
