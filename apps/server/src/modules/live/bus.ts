import type { LiveFrame } from '@meedu/contract';
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { DataStore, Db } from '../../db/index.ts';

/** One frame for the members in one room (a live lesson). */
export interface RoomFrame {
  videoId: number;
  frame: LiveFrame;
}

/** Chat connections (`live_chat_connections` ids) past a cap: whichever instance holds them closes them. */
export interface ConnectionsEvicted {
  evicted: number[];
}

export type LiveEvent = RoomFrame | ConnectionsEvicted;

/**
 * How a room event (or an eviction of chat connections) reaches every instance: PostgreSQL's LISTEN/NOTIFY on the shared database (a notification
 * sent inside a transaction is delivered on commit), or, on SQLite (one process), an in-process emitter behind
 * the same interface.
 */
export interface LiveBus {
  publish(db: Db, event: LiveEvent): Promise<void>;
  /** Starts listening on first use; returns the unsubscribe. */
  subscribe(listener: (event: LiveEvent) => void): Promise<() => void>;
  close(): Promise<void>;
}

const CHANNEL = 'meedu_live';

function memoryBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(_db, event) {
      emitter.emit('event', event);
      return Promise.resolve();
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return Promise.resolve(() => emitter.off('event', listener));
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

function postgresBus(pool: pg.Pool): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;

  // One dedicated connection LISTENs (a pooled one would be handed to other queries); it reconnects when lost.
  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const c = new pg.Client(pool.options);
      c.on('notification', (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        try {
          emitter.emit('event', JSON.parse(msg.payload) as LiveEvent);
        } catch {
          // A payload we did not write: ignore it.
        }
      });
      const lost = () => {
        if (client !== c) return;
        client = null;
        connecting = null;
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      };
      c.on('error', (err) => {
        console.error('直播消息通道异常：', err.message);
        lost();
      });
      c.on('end', lost);
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
    })().catch((err: unknown) => {
      connecting = null;
      throw err;
    });
    return connecting;
  };

  return {
    async publish(db, event) {
      await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(db);
    },
    async subscribe(listener) {
      closed = false;
      emitter.on('event', listener);
      await connect();
      return () => emitter.off('event', listener);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      const c = client;
      client = null;
      connecting = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}

const buses = new WeakMap<DataStore, LiveBus>();

/** The bus of one open database (one per process and database). */
export function liveBus(store: DataStore): LiveBus {
  let bus = buses.get(store);
  if (!bus) {
    bus = store.dialect === 'postgres' ? postgresBus(store.pool) : memoryBus();
    buses.set(store, bus);
  }
  return bus;
}
