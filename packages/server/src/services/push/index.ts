import type { PushHub } from '../contracts.js';

/** How often an idle stream gets a comment line, so proxies keep it open (ms). */
export const PUSH_HEARTBEAT_MS = 30_000;

/** One connected editor tab, whatever the transport. */
export interface PushConnection {
  pushRef: string;
  userId: string;
  /** Delivers one serialised message (`{"type":…,"data":…}`). */
  send(message: string): void;
  /** Keeps the transport alive while nothing is sent. */
  heartbeat(): void;
  /** Ends the transport (server shutdown, or the tab reconnected). */
  close(): void;
}

/** A push hub that transports can register editor tabs with. */
export interface ConnectablePushHub extends PushHub {
  /** Registers a tab; answers the function that unregisters it. A tab that reconnects replaces its old connection. */
  add(connection: PushConnection): () => void;
  /** Number of connected tabs. */
  size(): number;
  /** Closes every connection (shutdown). */
  closeAll(): void;
}

/** Whether a hub accepts connections (the real one does; test doubles may not). */
export function isConnectable(hub: PushHub): hub is ConnectablePushHub {
  return typeof (hub as Partial<ConnectablePushHub>).add === 'function';
}

/**
 * The push hub: keeps the connected editor tabs by `pushRef` and sends them events as
 * `{"type": …, "data": …}`. A message to `{pushRef, userId}` reaches that tab and the user's
 * other tabs, once each. Sending never throws: a broken connection is dropped.
 */
export function createPushHub(): ConnectablePushHub {
  const byRef = new Map<string, PushConnection>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const deliver = (connections: Iterable<PushConnection>, message: string) => {
    for (const c of connections) {
      try {
        c.send(message);
      } catch {
        drop(c);
      }
    }
  };

  const drop = (c: PushConnection) => {
    if (byRef.get(c.pushRef) === c) byRef.delete(c.pushRef);
    if (byRef.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const startHeartbeat = () => {
    if (timer) return;
    timer = setInterval(() => {
      for (const c of [...byRef.values()]) {
        try {
          c.heartbeat();
        } catch {
          drop(c);
        }
      }
    }, PUSH_HEARTBEAT_MS);
    timer.unref();
  };

  return {
    send(target, type, data) {
      const recipients = new Set<PushConnection>();
      if (target.pushRef) {
        const c = byRef.get(target.pushRef);
        if (c) recipients.add(c);
      }
      if (target.userId) for (const c of byRef.values()) if (c.userId === target.userId) recipients.add(c);
      if (recipients.size === 0) return;
      deliver(recipients, JSON.stringify({ type, data }));
    },
    broadcast(type, data) {
      if (byRef.size === 0) return;
      deliver([...byRef.values()], JSON.stringify({ type, data }));
    },
    add(connection) {
      const previous = byRef.get(connection.pushRef);
      if (previous && previous !== connection) {
        byRef.delete(connection.pushRef);
        try {
          previous.close();
        } catch {
          /* already gone */
        }
      }
      byRef.set(connection.pushRef, connection);
      startHeartbeat();
      return () => drop(connection);
    },
    size: () => byRef.size,
    closeAll() {
      for (const c of [...byRef.values()]) {
        drop(c);
        try {
          c.close();
        } catch {
          /* already gone */
        }
      }
    },
  };
}
