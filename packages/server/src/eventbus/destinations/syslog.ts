import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { isIPv6, connect as tcpConnect, type Socket } from 'node:net';
import { hostname } from 'node:os';
import type { EventMessage } from '../message.js';
import type { SyslogDestination } from './options.js';
import { DeliveryError, type EventSender, type SenderDeps } from './sender.js';

/**
 * The SD-ID of Weft's structured data. 32473 is the private enterprise number RFC 5612 reserves
 * for documentation and examples; Weft has none of its own.
 */
export const SYSLOG_SD_ID = 'weft@32473';

/** Severity per event: errors for failures, warnings for refused logins, notices otherwise. */
function severityOf(eventName: string): number {
  if (eventName.endsWith('.failed') && !eventName.includes('.login.')) return 3;
  if (eventName.endsWith('.login.failed')) return 4;
  return 6;
}

/** Escapes an SD-PARAM value (RFC 5424 §6.3.3: `"`, `\` and `]`). */
function sdValue(value: string): string {
  return value.replace(/[\\"\]]/g, (c) => `\\${c}`);
}

/** A header field: printable US-ASCII without spaces, at most `max` characters, or `-`. */
function headerField(value: string, max: number): string {
  const clean = value.replace(/[^!-~]/g, '').slice(0, max);
  return clean || '-';
}

/**
 * One event as an RFC 5424 syslog message: `<PRI>1 TIMESTAMP HOST APP PROCID MSGID [SD] MSG`,
 * with the event id and name in structured data and the whole event as JSON in MSG.
 *
 * @example
 * formatSyslogMessage(event, { facility: 16, app_name: 'Weft' })
 * // <134>1 2026-01-01T00:00:00.000Z host Weft 4242 workflow [weft@32473 eventId="…" eventName="weft.workflow.success"] {"__type":…}
 */
export function formatSyslogMessage(
  event: EventMessage,
  options: Pick<SyslogDestination, 'facility' | 'app_name'>,
  host = hostname(),
): string {
  const pri = options.facility * 8 + severityOf(event.eventName);
  const msgId = headerField(event.eventName.split('.')[1] ?? 'event', 32);
  const sd = `[${SYSLOG_SD_ID} eventId="${sdValue(event.id)}" eventName="${sdValue(event.eventName)}"]`;
  return `<${pri}>1 ${event.ts} ${headerField(host, 255)} ${headerField(options.app_name, 48)} ${process.pid} ${msgId} ${sd} ${JSON.stringify(event)}`;
}

/** TCP framing of RFC 6587 §3.4.1: the message's length in octets, a space, the message. */
export function octetCounted(message: string): Buffer {
  const body = Buffer.from(message, 'utf8');
  return Buffer.concat([Buffer.from(`${body.length} `, 'ascii'), body]);
}

/**
 * Sends events to a syslog server: one datagram per event over UDP (fire and forget: delivered
 * means sent), or octet-counted frames over one kept-open TCP connection (delivered means written;
 * a refused or broken connection is a failure, retried later).
 */
export function syslogSender(options: SyslogDestination, deps: SenderDeps): EventSender {
  let udp: UdpSocket | undefined;
  let tcp: Socket | undefined;

  const connectTcp = (signal: AbortSignal): Promise<Socket> => {
    if (tcp && !tcp.destroyed && tcp.writable) return Promise.resolve(tcp);
    return new Promise((resolve, reject) => {
      const socket = tcpConnect({ host: options.host, port: options.port });
      const timer = setTimeout(() => socket.destroy(new Error('connection timed out')), deps.timeoutMs);
      const onAbort = () => socket.destroy(new Error('aborted'));
      signal.addEventListener('abort', onAbort, { once: true });
      socket.once('connect', () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        socket.setNoDelay(true);
        socket.on('error', () => socket.destroy());
        // The server hung up: the next event opens a new connection.
        socket.on('end', () => socket.destroy());
        socket.resume();
        tcp = socket;
        resolve(socket);
      });
      socket.once('error', (e) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        reject(e);
      });
    });
  };

  const sendTcp = async (frame: Buffer, signal: AbortSignal) => {
    const socket = await connectTcp(signal);
    await new Promise<void>((resolve, reject) => socket.write(frame, (e) => (e ? reject(e) : resolve())));
  };

  const sendUdp = (message: Buffer) =>
    new Promise<void>((resolve, reject) => {
      udp ??= createSocket(isIPv6(options.host) ? 'udp6' : 'udp4').on('error', () => undefined);
      udp.send(message, options.port, options.host, (e) => (e ? reject(e) : resolve()));
    });

  return {
    async send(event, signal) {
      const message = formatSyslogMessage(event, options);
      try {
        if (options.protocol === 'tcp') await sendTcp(octetCounted(message), signal);
        else await sendUdp(Buffer.from(message, 'utf8'));
      } catch (e) {
        throw new DeliveryError(
          `syslog ${options.protocol} ${options.host}:${options.port} failed: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
        );
      }
    },
    close() {
      tcp?.destroy();
      tcp = undefined;
      udp?.close();
      udp = undefined;
    },
  };
}
