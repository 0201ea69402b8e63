import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Database } from '@sitedesk/db/client';
import type { EventBusStatus } from '../events/bus-status';
import { readOutboxBacklog } from '../outbox/outbox-repository';
import { createMetricsRegistry, type MetricsRegistry } from './registry';

/** Seconds; from a static file served from memory to a slow upload. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type RequestObservation = { method: string; route: string; status: number; seconds: number };

export type ServiceMetrics = {
  registry: MetricsRegistry;
  /** `route` is the matched route pattern (`/api/desk/inquiries/:id`), never the path a client sent. */
  recordRequest(observation: RequestObservation): void;
  /** The stream hub reports how many desk event streams this instance holds open. */
  setOpenEventStreams(count: number): void;
};

/**
 * Sitedesk's metrics (decision 113): requests and their durations by route pattern, the mail outbox's
 * backlog, open desk event streams and the event bus's reconnects. None carries personal data: labels are
 * route patterns, methods and status codes.
 */
export function createServiceMetrics(options: {
  db: Database;
  bus: EventBusStatus;
  /** Bytes the public site holds in memory (pages, their compressed copies, assets). */
  siteBytes?: () => number;
}): ServiceMetrics {
  const registry = createMetricsRegistry();
  const requests = registry.counter(
    'sitedesk_http_requests_total',
    'HTTP requests answered, by method, route pattern and status code.',
  );
  const durations = registry.histogram(
    'sitedesk_http_request_duration_seconds',
    'Time to answer an HTTP request (to the start of the body for streams), by method and route pattern.',
    durationBuckets,
  );
  let openEventStreams = 0;
  registry.gauge(
    'sitedesk_event_streams_open',
    'Desk event streams (server-sent events) open on this instance.',
    () => openEventStreams,
  );
  registry.gauge(
    'sitedesk_event_bus_reconnects_total',
    'Times the event bus lost its connection and listened again since this instance started.',
    () => options.bus.reconnects(),
    'counter',
  );
  const { siteBytes } = options;
  if (siteBytes) {
    registry.gauge(
      'sitedesk_site_memory_bytes',
      'Bytes of the public site held in memory: pages, feeds, the sitemap and assets, with their compressed copies.',
      siteBytes,
    );
  }
  registry.gauge(
    'sitedesk_outbox_undelivered_messages',
    'E-mails in the outbox waiting to be sent or being sent (all instances).',
    async () => (await readOutboxBacklog(options.db)).undelivered,
  );
  registry.gauge(
    'sitedesk_outbox_oldest_due_age_seconds',
    'How long the longest-waiting due e-mail has been due; 0 when none is.',
    async () => (await readOutboxBacklog(options.db)).oldestDueAgeSeconds,
  );
  // How long callbacks waited for the event loop: what a blocking query or a long render costs everyone.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  registry.gauge(
    'sitedesk_event_loop_delay_p99_seconds',
    "The event loop's 99th-percentile delay since the previous scrape (each scrape starts a new window).",
    () => {
      const p99 = loopDelay.count > 0 ? loopDelay.percentile(99) / 1e9 : 0;
      loopDelay.reset();
      return p99;
    },
  );
  return {
    registry,
    recordRequest({ method, route, status, seconds }) {
      const known = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
      const methodLabel = known.includes(method) ? method : 'OTHER';
      requests.inc({ method: methodLabel, route, status: String(status) });
      durations.observe({ method: methodLabel, route }, seconds);
    },
    setOpenEventStreams(count) {
      openEventStreams = count;
    },
  };
}
