/**
 * The server's push channel at /rest/push?pushRef=… (packages/server/src/routes/executions/push*.ts):
 * Server-Sent Events or a WebSocket, per the settings' `pushBackend`. Every message is
 * `{"type": …, "data": …}`: executionStarted, nodeExecuteBefore, nodeExecuteAfter,
 * executionFinished, testWebhookReceived, testWebhookDeleted.
 */

/** A message from the server. */
export interface PushMessage {
  type: string;
  data: Record<string, unknown>;
}

/** An open channel. */
export interface PushChannel {
  pushRef: string;
  close(): void;
}

/** A random id for this tab's channel. */
export function newPushRef(): string {
  const c = globalThis.crypto as Crypto | undefined;
  return c?.randomUUID ? c.randomUUID() : `tab-${Math.random().toString(36).slice(2)}`;
}

function parse(text: string): PushMessage | null {
  try {
    const m = JSON.parse(text) as PushMessage;
    return m && typeof m.type === 'string' ? m : null;
  } catch {
    return null;
  }
}

/**
 * Opens the channel and keeps it open: when it drops it reconnects after 1 s, then 2 s, up to
 * 10 s between tries.
 */
export function openPush(
  pushRef: string,
  backend: string | undefined,
  onMessage: (m: PushMessage) => void,
  onState?: (connected: boolean) => void,
): PushChannel {
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | WebSocket | undefined;
  const path = `/rest/push?pushRef=${encodeURIComponent(pushRef)}`;

  const retry = () => {
    onState?.(false);
    if (closed) return;
    attempt++;
    timer = setTimeout(connect, Math.min(10_000, 1000 * attempt));
  };

  function connect() {
    if (closed) return;
    if (backend === 'websocket' && typeof WebSocket !== 'undefined') {
      const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
      const ws = new WebSocket(url);
      source = ws;
      ws.onopen = () => {
        attempt = 0;
        onState?.(true);
      };
      ws.onmessage = (e) => {
        const m = typeof e.data === 'string' ? parse(e.data) : null;
        if (m) onMessage(m);
      };
      ws.onclose = () => retry();
      return;
    }
    if (typeof EventSource === 'undefined') return;
    const es = new EventSource(path, { withCredentials: true });
    source = es;
    es.onopen = () => {
      attempt = 0;
      onState?.(true);
    };
    es.onmessage = (e) => {
      const m = parse(String(e.data));
      if (m) onMessage(m);
    };
    es.onerror = () => {
      es.close();
      retry();
    };
  }

  connect();
  return {
    pushRef,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
    },
  };
}
