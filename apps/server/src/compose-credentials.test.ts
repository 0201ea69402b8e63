import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const compose = readFileSync(join(repoRoot, 'compose.yaml'), 'utf8');

/** The lines of one top-level service of compose.yaml (up to the next service). */
function serviceBlock(name: string): string {
  const start = compose.indexOf(`\n  ${name}:\n`);
  if (start < 0) throw new Error(`compose.yaml has no service ${name}`);
  const rest = compose.slice(start + 1);
  const next = rest.slice(1).search(/\n {2}(#|[a-z0-9-]+:\n)/);
  return next < 0 ? rest : rest.slice(0, next + 1);
}

describe('compose.yaml: the instances hold their own bucket key, not MinIO root', () => {
  it('gives MinIO root credentials of their own, to MinIO and the one-shot bucket job only', () => {
    expect(serviceBlock('minio')).toMatch(/MINIO_ROOT_USER: \$\{MINIO_ROOT_USER:\?/);
    expect(serviceBlock('minio')).toMatch(/MINIO_ROOT_PASSWORD: \$\{MINIO_ROOT_PASSWORD:\?/);
    expect(serviceBlock('minio')).not.toContain('S3_ACCESS_KEY_ID');
    const instances = compose.slice(compose.indexOf('x-sitedesk:'), compose.indexOf('\nservices:'));
    expect(instances).toContain('S3_ACCESS_KEY_ID: ${S3_ACCESS_KEY_ID');
    expect(instances).not.toContain('MINIO_ROOT');
  });

  it("makes the instances' user with a policy for the sitedesk bucket alone", () => {
    const job = serviceBlock('bucket');
    expect(job).toContain('mc alias set store http://minio:9000 "$$MINIO_ROOT_USER" "$$MINIO_ROOT_PASSWORD"');
    expect(job).toContain('mc admin user add store "$$S3_ACCESS_KEY_ID" "$$S3_SECRET_ACCESS_KEY"');
    expect(job).toContain('mc admin policy attach store sitedesk-bucket --user "$$S3_ACCESS_KEY_ID"');
    const policy = /printf '%s' '([^']+)'/.exec(job)?.[1] ?? '';
    const statements = (
      JSON.parse(policy.replace(/\s*\n\s*/g, ' ')) as { Statement: { Resource: string[] }[] }
    ).Statement;
    const resources = statements.flatMap((statement) => statement.Resource);
    expect(new Set(resources)).toEqual(new Set(['arn:aws:s3:::sitedesk', 'arn:aws:s3:::sitedesk/*']));
    expect(policy).not.toMatch(/"s3:\*"|admin:/);
  });

  it('asks for the root credentials in the example environment', () => {
    const example = readFileSync(join(repoRoot, 'deploy/compose.env.example'), 'utf8');
    expect(example).toMatch(/^MINIO_ROOT_PASSWORD=$/m);
    expect(example).toMatch(/^S3_SECRET_ACCESS_KEY=$/m);
  });
});
