import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';

describe('inbound mail configuration', () => {
  it('is off by default: no listener, no webhook, 25 MB, 60 messages per sender and 30 per inquiry and hour', () => {
    const result = loadConfig({});
    expect(result.ok && result.config.inbound).toEqual({
      smtpPort: undefined,
      smtpHost: undefined,
      maxBytes: 25 * 1024 * 1024,
      tlsCertPath: undefined,
      tlsKeyPath: undefined,
      webhookSecret: undefined,
      rateLimitPerHour: 60,
      smtpMaxClients: 100,
      smtpMaxClientsPerAddress: 5,
      smtpIdleSeconds: 60,
      smtpSessionSeconds: 600,
      smtpBufferBytes: 100 * 1024 * 1024,
      webhookConcurrency: 4,
      tokenRateLimitPerHour: 30,
      maxTextChars: 256 * 1024,
      parseTimeoutMs: 10_000,
      parseWorkers: 2,
      notifyQuietMinutes: 15,
    });
  });

  it('reads every variable and names each bad one', () => {
    const good = loadConfig({
      INBOUND_SMTP_PORT: '2525',
      INBOUND_MAX_MB: '10',
      INBOUND_TLS_CERT: '/etc/ssl/a.crt',
      INBOUND_TLS_KEY: '/etc/ssl/a.key',
      INBOUND_WEBHOOK_SECRET: 'x'.repeat(32),
      INBOUND_RATE_LIMIT: '0',
      INBOUND_SMTP_MAX_CLIENTS: '40',
      INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS: '4',
      INBOUND_SMTP_IDLE_SECONDS: '30',
      INBOUND_SMTP_SESSION_SECONDS: '300',
      INBOUND_WEBHOOK_CONCURRENCY: '2',
      INBOUND_TOKEN_RATE_LIMIT: '5',
      INBOUND_MAX_TEXT_KB: '64',
      INBOUND_PARSE_TIMEOUT_MS: '2000',
      INBOUND_PARSE_WORKERS: '1',
      INBOUND_NOTIFY_QUIET_MINUTES: '0',
    });
    expect(good.ok && good.config.inbound).toMatchObject({
      smtpPort: 2525,
      maxBytes: 10 * 1024 * 1024,
      rateLimitPerHour: 0,
      smtpMaxClients: 40,
      smtpMaxClientsPerAddress: 4,
      smtpIdleSeconds: 30,
      smtpSessionSeconds: 300,
      webhookConcurrency: 2,
      tokenRateLimitPerHour: 5,
      maxTextChars: 64 * 1024,
      parseTimeoutMs: 2000,
      parseWorkers: 1,
      notifyQuietMinutes: 0,
    });
    const bad = loadConfig({
      INBOUND_SMTP_PORT: '70000',
      INBOUND_MAX_MB: '0',
      INBOUND_WEBHOOK_SECRET: 'short',
      INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS: '0',
      INBOUND_SMTP_IDLE_SECONDS: '-1',
      INBOUND_WEBHOOK_CONCURRENCY: 'many',
      INBOUND_TOKEN_RATE_LIMIT: '-1',
      INBOUND_MAX_TEXT_KB: '0',
      INBOUND_PARSE_TIMEOUT_MS: '10',
      INBOUND_PARSE_WORKERS: '100',
    });
    expect(bad.ok ? [] : bad.problems.map((problem) => problem.split(':')[0])).toEqual([
      'INBOUND_SMTP_PORT',
      'INBOUND_MAX_MB',
      'INBOUND_WEBHOOK_SECRET',
      'INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS',
      'INBOUND_SMTP_IDLE_SECONDS',
      'INBOUND_WEBHOOK_CONCURRENCY',
      'INBOUND_TOKEN_RATE_LIMIT',
      'INBOUND_MAX_TEXT_KB',
      'INBOUND_PARSE_TIMEOUT_MS',
      'INBOUND_PARSE_WORKERS',
    ]);
    // One client may never hold more than half of the listener (decision 161).
    const greedy = loadConfig({ INBOUND_SMTP_MAX_CLIENTS: '10', INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS: '6' });
    expect(greedy.ok ? [] : greedy.problems).toEqual([
      'INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS: must be at most half of INBOUND_SMTP_MAX_CLIENTS',
    ]);
    // The listener's budget for messages in flight must fit the largest message it accepts.
    const cramped = loadConfig({ INBOUND_MAX_MB: '30', INBOUND_SMTP_BUFFER_MB: '20' });
    expect(cramped.ok ? [] : cramped.problems).toEqual([
      'INBOUND_SMTP_BUFFER_MB: must be at least INBOUND_MAX_MB, or the largest message never fits',
    ]);
    const half = loadConfig({ INBOUND_TLS_CERT: '/etc/ssl/a.crt' });
    expect(half.ok ? [] : half.problems).toEqual(['INBOUND_TLS_CERT, INBOUND_TLS_KEY: set both or neither']);
  });
});
