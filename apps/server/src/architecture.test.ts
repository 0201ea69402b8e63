import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules live in biome.json (`noRestrictedImports`), and `npm run lint` enforces them. These
 * tests write a file that breaks a rule where the rule applies and check that Biome refuses it, so a rule
 * that silently stopped matching (a typo in a pattern, a moved folder) fails here.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');

function lint(relativePath: string, source: string): { isRefused: boolean; output: string } {
  const file = join(root, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    const result = spawnSync(biome, ['lint', '--max-diagnostics=5', relativePath], {
      cwd: root,
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    return { isRefused: output.includes('lint/style/noRestrictedImports'), output };
  } finally {
    rmSync(file, { force: true });
  }
}

const probe = (specifier: string) => `import { x } from '${specifier}';\n\nexport const y = x;\n`;

describe('layering rules (biome.json)', () => {
  const serverOnly = [
    'node:fs',
    'node:crypto',
    'pg',
    '@sitedesk/db/client',
    '@sitedesk/db/schema',
    '../../../apps/server/src/config',
  ];

  it.each(serverOnly)('keeps %s out of packages/shared', (specifier) => {
    expect(lint('packages/shared/src/layering-probe.ts', probe(specifier)).isRefused).toBe(true);
  });

  it.each(serverOnly)('keeps %s out of the website and the desk (apps/web/src)', (specifier) => {
    expect(lint('apps/web/src/desk/layering-probe.tsx', probe(specifier)).isRefused).toBe(true);
  });

  it('lets shared code import what runs anywhere', () => {
    const result = lint('packages/shared/src/layering-probe.ts', probe('zod'));
    expect(result.isRefused, result.output).toBe(false);
  });

  it('keeps features out of the platform layer and the HTTP plumbing', () => {
    expect(
      lint('apps/server/src/platform/storage/layering-probe.ts', probe('../../features/desk/service'))
        .isRefused,
    ).toBe(true);
    expect(
      lint('apps/server/src/http/layering-probe.ts', probe('../features/auth/create-staff-auth')).isRefused,
    ).toBe(true);
    const platformToPlatform = lint(
      'apps/server/src/platform/outbox/layering-probe.ts',
      probe('../mail/mailer'),
    );
    expect(platformToPlatform.isRefused, platformToPlatform.output).toBe(false);
  });

  it("keeps the inquiry's parts behind their public entries (features/inquiry/<part>/index.ts)", () => {
    expect(
      lint('apps/server/src/features/people/layering-probe.ts', probe('../inquiry/desk/repository'))
        .isRefused,
    ).toBe(true);
    expect(
      lint('apps/server/src/layering-probe.ts', probe('./features/inquiry/inbound/service')).isRefused,
    ).toBe(true);
    const entry = lint('apps/server/src/features/people/layering-probe.ts', probe('../inquiry/desk'));
    expect(entry.isRefused, entry.output).toBe(false);
    const withinTheHome = lint(
      'apps/server/src/features/inquiry/inbound/layering-probe.ts',
      probe('../conversation/reply-address'),
    );
    expect(withinTheHome.isRefused, withinTheHome.output).toBe(false);
  });
});
