import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sitedeskVersion } from './release';

describe('the release number', () => {
  it('is the root package.json version and a semver release', () => {
    const rootPackage = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(sitedeskVersion).toBe(rootPackage.version);
    expect(sitedeskVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('has its section in CHANGELOG.md', () => {
    const changelog = readFileSync(new URL('../../../CHANGELOG.md', import.meta.url), 'utf8');
    expect(changelog).toMatch(
      new RegExp(`^## \\[${sitedeskVersion.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    );
  });
});
