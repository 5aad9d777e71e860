/**
 * The machine's mail servers as the e-mail nodes' tests use them (scripts/services/mail.sh):
 * Postfix on 127.0.0.1:2525 delivering `*@weft.test` into Dovecot, IMAP on 127.0.0.1:1143, every
 * user logging in with one password. Each test takes a fresh user, so mailboxes never mix.
 */
import { connect } from 'node:net';
import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';

export const TEST_SMTP_PORT = 2525;
export const TEST_IMAP_PORT = 1143;
/** IMAPS and SMTPS, with a self-signed certificate. */
export const TEST_IMAPS_PORT = 1993;
export const TEST_SMTPS_PORT = 2465;
export const TEST_MAIL_PASSWORD = 'weft-pass';

/** A user name (and address) no earlier test has used. */
export function freshMailUser(label: string): string {
  return `${label}-${process.pid}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@weft.test`;
}

/** The `smtp` credential of the test server (no login, plain SMTP). */
export const testSmtpCredential = {
  host: '127.0.0.1',
  port: TEST_SMTP_PORT,
  secure: false,
  user: '',
  password: '',
  disableStartTls: true,
  hostName: '',
};

/** The `imap` credential of `user` on the test server. */
export function testImapCredential(user: string, password = TEST_MAIL_PASSWORD): Record<string, unknown> {
  return { host: '127.0.0.1', port: TEST_IMAP_PORT, secure: false, user, password, allowUnauthorizedCerts: false };
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Fails (never skips) when the servers are not running, saying how to start them. */
export async function requireMailServers(): Promise<void> {
  for (const [name, port] of [
    ['SMTP (Postfix)', TEST_SMTP_PORT],
    ['IMAP (Dovecot)', TEST_IMAP_PORT],
  ] as const) {
    if (!(await portOpen(port)))
      throw new Error(
        `The ${name} test server is not running on 127.0.0.1:${port}: run scripts/ensure-services.sh (it installs and starts Dovecot and Postfix)`,
      );
  }
}

/** An IMAP client logged in as `user`. */
export async function imapClient(user: string): Promise<ImapFlow> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: TEST_IMAP_PORT,
    secure: false,
    doSTARTTLS: false,
    auth: { user, pass: TEST_MAIL_PASSWORD },
    logger: false,
  });
  await client.connect();
  return client;
}

/** A message in a mailbox: its UID, flags and parsed content. */
export interface StoredMessage {
  uid: number;
  flags: string[];
  parsed: ParsedMail;
  source: Buffer;
}

/** The messages of `mailbox`, waiting up to `timeoutMs` until there are at least `atLeast`. */
export async function mailboxMessages(
  user: string,
  mailbox = 'INBOX',
  atLeast = 1,
  timeoutMs = 10_000,
): Promise<StoredMessage[]> {
  const client = await imapClient(user);
  try {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const status = await client.status(mailbox, { messages: true }).catch(() => undefined);
      if ((status ? (status.messages ?? 0) : 0) >= atLeast || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const lock = await client.getMailboxLock(mailbox);
    try {
      const out: StoredMessage[] = [];
      if (!(client.mailbox && client.mailbox.exists)) return out;
      for await (const m of client.fetch('1:*', { uid: true, flags: true, source: true })) {
        out.push({
          uid: m.uid,
          flags: [...(m.flags ?? [])],
          parsed: undefined as unknown as ParsedMail,
          source: m.source!,
        });
      }
      for (const m of out) m.parsed = await simpleParser(m.source);
      return out;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** Puts a raw message into `mailbox` of `user` (IMAP APPEND), creating the mailbox when missing. */
export async function appendMessage(
  user: string,
  raw: string | Buffer,
  mailbox = 'INBOX',
  flags: string[] = [],
): Promise<number | undefined> {
  const client = await imapClient(user);
  try {
    if (mailbox !== 'INBOX') await client.mailboxCreate(mailbox).catch(() => undefined);
    const res = await client.append(mailbox, raw, flags);
    return res && typeof res === 'object' ? res.uid : undefined;
  } finally {
    await client.logout().catch(() => client.close());
  }
}
