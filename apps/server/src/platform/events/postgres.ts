import type { Database } from '@sitedesk/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { EventBusStatusRecorder } from './bus-status';
import type { BusMessage, DeskBusMessage, EventBus } from './event-bus';

/** A notice as it travels over NOTIFY: ids and flags only, never personal data. */
export type BusNotice = Record<string, string | number | boolean>;

/**
 * What the bus needs to know about the messages it carries; the composition root supplies it, since only
 * the features know how an event is read back from the database.
 */
export type BusNoticeCodec = {
  /** The notice for a message without a cursor; `undefined` keeps the message on this instance. */
  toNotice(message: BusMessage): BusNotice | undefined;
  /** The messages a notice from another instance stands for, read from the database. */
  fromNotice(notice: BusNotice): Promise<BusMessage[]>;
  /** The desk events with these cursors, rebuilt from the event log (a cursor may yield nothing). */
  eventsAt(cursors: number[]): Promise<DeskBusMessage[]>;
  /** Cursors after `cursor`, oldest first, at most `limit`. */
  cursorsAfter(cursor: number, limit: number): Promise<number[]>;
  currentCursor(): Promise<number>;
};

export type PostgresEventBusOptions = {
  db: Database;
  databaseUrl: string;
  instanceId: string;
  codec: BusNoticeCodec;
  logger: Logger;
  /** How often the event log is checked for events whose notification was lost. */
  checkSeconds?: number;
  /** Tests only: told each time the listening connection is (re)established. */
  onListening?: () => void;
  /** Told whether the bus listens and of each reconnect: readiness and metrics read it (decision 113). */
  status?: EventBusStatusRecorder;
};

export type PostgresEventBus = EventBus & {
  /** Resolves once this instance listens (the first time). */
  ready: Promise<void>;
  close(): Promise<void>;
};

const channel = 'sitedesk_events';
/** PostgreSQL refuses payloads of 8,000 bytes or more; ours are ids, far below. */
export const maxNoticeBytes = 7_900;
const checkLimit = 1000;
const longestBackoffMs = 5_000;

/** The wire form: `o` the publishing instance, then a cursor (`c`) or a notice (`n`). */
type Wire = { o: string; c: number } | { o: string; n: BusNotice };

/**
 * Carries messages between instances with PostgreSQL's LISTEN/NOTIFY (decision 111). This instance's
 * subscribers get each message at once, as published; the others get a notice with ids and cursors,
 * sent after the commit, and read the rest from the database. One connection per instance listens (not
 * one from the query pool); it reconnects with back-off, and after a reconnect, and every `checkSeconds`,
 * the event log is checked for cursors this instance has not delivered, so a lost notification (a
 * publisher that died after its commit, a dropped connection) is still delivered within seconds.
 */
export function createPostgresEventBus(options: PostgresEventBusOptions): PostgresEventBus {
  const { db, codec, logger, instanceId } = options;
  let client: pg.Client | undefined;
  let isClosed = false;
  let attempts = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let hasListened = false;
  let checkTimer: NodeJS.Timeout | undefined;
  const sender = createNoticeSender(db, logger);
  const delivery = createLocalDelivery(codec, logger, () => isClosed);

  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  async function listen(): Promise<void> {
    const connection = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: `sitedesk-events-${instanceId}`,
    });
    connection.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      const wire = parseWire(notification.payload);
      if (!wire || wire.o === instanceId) return;
      delivery.receive(wire);
    });
    connection.on('error', () => dropped(connection));
    connection.on('end', () => dropped(connection));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${channel}`);
    } catch (error) {
      logger.warn({ err: error }, 'event bus could not listen; retrying');
      dropped(connection);
      return;
    }
    if (isClosed) {
      await connection.end().catch(() => {});
      return;
    }
    client = connection;
    attempts = 0;
    if (hasListened) options.status?.recordReconnect();
    hasListened = true;
    options.status?.setListening(true);
    // What was committed while nobody listened.
    await delivery.check();
    markReady();
    options.onListening?.();
  }

  function dropped(connection: pg.Client): void {
    connection.removeAllListeners('end');
    connection.removeAllListeners('error');
    // A late error on a dead connection must not crash the process.
    connection.on('error', () => {});
    void connection.end().catch(() => {});
    if (client === connection) {
      client = undefined;
      options.status?.setListening(false);
    }
    if (isClosed || reconnectTimer) return;
    const delay = Math.min(longestBackoffMs, 100 * 2 ** attempts) * (0.5 + Math.random() / 2);
    attempts += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void listen();
    }, delay);
    reconnectTimer.unref();
  }

  async function start(): Promise<void> {
    try {
      // Everything up to now counts as seen; the listener delivers from here on.
      delivery.startAt(await codec.currentCursor());
    } catch (error) {
      logger.error({ err: error }, 'could not read the event cursor');
    }
    await listen();
    const tick = () => {
      if (isClosed) return;
      checkTimer = setTimeout(() => void delivery.check().finally(tick), (options.checkSeconds ?? 2) * 1000);
      checkTimer.unref();
    };
    tick();
  }
  void start();

  return {
    ready,
    publish(message) {
      delivery.deliverLocally(message);
      if ('event' in message && message.cursor !== null) {
        sender.send({ o: instanceId, c: message.cursor });
        return;
      }
      const notice = codec.toNotice(message);
      if (notice) sender.send({ o: instanceId, n: notice });
    },
    subscribe: delivery.subscribe,
    async close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      clearTimeout(checkTimer);
      await sender.inFlight();
      const connection = client;
      client = undefined;
      if (connection) {
        connection.removeAllListeners('end');
        await connection.end().catch(() => {});
      }
    },
  };
}

type NoticeSender = {
  send(wire: Wire): void;
  /** What is being sent right now, if anything. */
  inFlight(): Promise<void> | undefined;
};

/** Queues wires to the other instances and sends what is queued in one statement. */
function createNoticeSender(db: Database, logger: Logger): NoticeSender {
  const outgoing: string[] = [];
  let sending: Promise<void> | undefined;

  /** Sends what is queued in one statement; notifications of one transaction arrive in order. */
  function flush(): void {
    if (sending || outgoing.length === 0) return;
    const payloads = outgoing.splice(0);
    const calls = sql.join(
      payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`),
      sql`, `,
    );
    sending = db
      .execute(sql`select ${calls}`)
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, 'could not notify the other instances'),
      )
      .finally(() => {
        sending = undefined;
        flush();
      });
  }

  return {
    send(wire) {
      const payload = JSON.stringify(wire);
      if (Buffer.byteLength(payload) > maxNoticeBytes) {
        // Notices hold ids only; this is a bug, and the others still get the event by their next check.
        logger.error({ bytes: Buffer.byteLength(payload) }, 'bus notice too large to send');
        return;
      }
      outgoing.push(payload);
      flush();
    },
    inFlight: () => sending,
  };
}

type LocalDelivery = {
  /** Hands a message to this instance's subscribers, at most once per cursor. */
  deliverLocally(message: BusMessage): void;
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** A wire from another instance: resolved and delivered in the order it arrived. */
  receive(wire: Wire): void;
  /** Delivers the cursors after the floor that were not delivered yet (missed notices). */
  check(): Promise<void>;
  /** Everything up to `cursor` counts as seen. */
  startAt(cursor: number): void;
};

/** This instance's subscribers, and the record of which cursors they have had. */
function createLocalDelivery(codec: BusNoticeCodec, logger: Logger, isClosed: () => boolean): LocalDelivery {
  const listeners = new Set<(message: BusMessage) => void>();
  /** Cursors delivered here, down to `floor`: nothing goes out twice. */
  const delivered = new Set<number>();
  /** Checks look at cursors after this one; it trails the newest cursor by one check's worth. */
  let floor = 0;
  let previousCheckTop = 0;
  let isChecking = false;
  const incoming: Wire[] = [];
  let draining: Promise<void> | undefined;

  function deliverLocally(message: BusMessage): void {
    if ('event' in message && message.cursor !== null) {
      if (delivered.has(message.cursor)) return;
      delivered.add(message.cursor);
    }
    for (const listener of listeners) listener(message);
  }

  /** Reads what the notices stand for, one batch at a time, and delivers it in the order it was sent. */
  function drain(): void {
    if (draining || incoming.length === 0) return;
    const batch = incoming.splice(0);
    draining = resolveBatch(batch)
      .catch((error: unknown) => logger.error({ err: error }, 'could not read a bus notice'))
      .finally(() => {
        draining = undefined;
        drain();
      });
  }

  async function resolveBatch(batch: Wire[]): Promise<void> {
    const cursors = batch.flatMap((wire) => ('c' in wire && !delivered.has(wire.c) ? [wire.c] : []));
    const [events, resolved] = await Promise.all([
      cursors.length > 0 ? codec.eventsAt(cursors) : [],
      // Each notice on its own: one that cannot be read (malformed, or its rows gone) must not take the
      // others of the batch with it, such as a member's access change.
      Promise.all(
        batch.map((wire) =>
          'n' in wire
            ? codec.fromNotice(wire.n).catch((error: unknown) => {
                logger.warn({ err: error }, 'could not read a bus notice');
                return undefined;
              })
            : undefined,
        ),
      ),
    ]);
    const byCursor = new Map(events.map((message) => [message.cursor, message]));
    batch.forEach((wire, index) => {
      if ('c' in wire) {
        const message = byCursor.get(wire.c);
        if (message) deliverLocally(message);
        else delivered.add(wire.c);
      } else {
        for (const message of resolved[index] ?? []) deliverLocally(message);
      }
    });
  }

  /** Delivers the cursors after `floor` that were not delivered yet (missed notices); then moves `floor` on. */
  async function check(): Promise<void> {
    if (isChecking || isClosed()) return;
    isChecking = true;
    try {
      const cursors = await codec.cursorsAfter(floor, checkLimit);
      const missing = cursors.filter((cursor) => !delivered.has(cursor));
      if (missing.length > 0) {
        const events = await codec.eventsAt(missing);
        for (const message of events) deliverLocally(message);
        for (const cursor of missing) delivered.add(cursor);
      }
      // The next check still looks back over this one's cursors: a transaction that drew its cursor
      // earlier may commit later.
      floor = Math.max(floor, previousCheckTop);
      previousCheckTop = Math.max(previousCheckTop, ...cursors);
      for (const cursor of delivered) if (cursor <= floor) delivered.delete(cursor);
    } catch (error) {
      logger.error({ err: error }, 'could not check the event log');
    } finally {
      isChecking = false;
    }
  }

  return {
    deliverLocally,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(wire) {
      incoming.push(wire);
      drain();
    },
    check,
    startAt(cursor) {
      floor = cursor;
      previousCheckTop = cursor;
    },
  };
}

function parseWire(payload: string): Wire | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null || !('o' in value) || typeof value.o !== 'string') {
      return undefined;
    }
    if ('c' in value && typeof value.c === 'number') return { o: value.o, c: value.c };
    if ('n' in value && typeof value.n === 'object' && value.n !== null) {
      return { o: value.o, n: value.n as BusNotice };
    }
  } catch {
    // Not ours.
  }
  return undefined;
}
