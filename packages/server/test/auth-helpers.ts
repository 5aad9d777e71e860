/**
 * Helpers for the account and user tests: a capturing SMTP server, a reset to the pre-setup
 * state, and a watch on every response for password hashes.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { truncateAll } from '@weft/server';
import type { TestClient, TestServer } from './harness.js';

/** A message the test SMTP server received. */
export interface CapturedMail {
  to: string[];
  /** The message with quoted-printable soft breaks and escapes decoded. */
  body: string;
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. */
export interface SmtpCapture {
  port: number;
  messages: CapturedMail[];
  /** WEFT_SMTP_* settings pointing at this server. */
  env: Record<string, string>;
  /** Waits for a message to `to` (sent after `since` messages); fails after 5 s. */
  waitFor(to: string, since?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Starts a capturing SMTP server without TLS or authentication (on a random port unless given). */
export async function startSmtp(listenPort = 0): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), body: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    env: {
      WEFT_SMTP_HOST: '127.0.0.1',
      WEFT_SMTP_PORT: String(port),
      WEFT_SMTP_SSL: 'false',
      WEFT_SMTP_SENDER: 'Weft <weft@example.com>',
    },
    async waitFor(to, since = 0) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = messages.slice(since).find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Empties the database and recreates the pre-setup owner: the instance as on first start. */
export async function resetInstance(server: TestServer): Promise<void> {
  await truncateAll(server.ctx.db);
  await server.ctx.users.ensureShellOwner();
}

/**
 * Records every response body the app sends, so a test can check that none carries a password
 * hash. Call once after the server starts.
 */
export function watchResponses(server: TestServer): { bodies: string[]; expectNoSecrets(): void } {
  const bodies: string[] = [];
  const inject = server.app.inject.bind(server.app) as (opts: unknown) => Promise<{ body: string }>;
  (server.app as unknown as { inject: (opts: unknown) => Promise<unknown> }).inject = async (opts: unknown) => {
    const res = await inject(opts);
    bodies.push(res.body);
    return res;
  };
  return {
    bodies,
    expectNoSecrets() {
      for (const body of bodies) {
        expect(body).not.toMatch(/\$2[aby]\$\d\d\$/);
        expect(body).not.toMatch(/"password(Hash)?"\s*:/);
      }
    },
  };
}

let ipCounter = 1;

/** A fresh client IP (via X-Forwarded-For), so tests do not share the per-IP login limit. */
export function freshIp(): string {
  ipCounter++;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

/** Signs in through POST /login from a fresh IP; answers the response and a client with its cookie. */
export async function login(
  server: TestServer,
  email: string,
  password: string,
  ip = freshIp(),
): Promise<{ res: Awaited<ReturnType<TestClient['post']>>; client: TestClient }> {
  const res = await server.anonymous.request('POST', '/rest/login', { email, password }, { 'x-forwarded-for': ip });
  return { res, client: server.client(cookieOf(res)) };
}

/** The `weft-auth=…` pair of a response's Set-Cookie header (empty when none). */
export function cookieOf(res: { headers: Record<string, string | string[] | undefined> }): string {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const found = list.find((c) => c.startsWith('weft-auth='));
  return found ? found.split(';')[0]! : '';
}
