import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A warning or error printed during a test is a bug we would otherwise ship (React hydration mismatches,
 * unhandled rejections logged by a library…), so it fails the test that caused it.
 */
let complaints: string[] = [];

beforeEach(() => {
  complaints = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      complaints.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (complaints.length > 0) throw new Error(`Unexpected console output:\n${complaints.join('\n')}`);
});
