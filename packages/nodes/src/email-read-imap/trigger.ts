/**
 * Email Trigger (IMAP): keeps one IMAP connection with the mailbox open (imapflow idles on it), and
 * whenever the server reports new messages (and once on opening a mailbox that holds any) searches
 * with the node's rules, emits the matching messages not seen yet as one run (2.1: batches of 20),
 * and marks them read when asked. Which messages count as new follows n8n:
 *
 * - the highest UID handed on is remembered (`lastMessageUid` in the node's static data, where the
 *   host keeps it; version 2 forgets it at each activation), and later searches ask only from it on;
 * - 2.1 with "Fetch Only New Emails" (the default) starts from the day of activation rather than
 *   from every message the rules match.
 *
 * A connection the server drops is reported once and opened again with backoff until it works
 * (each failed attempt of an outage reported once); messages that came meanwhile are found on
 * reopening. "Force Reconnect" renews the connection every so many minutes.
 */
import type { ImapFlow } from 'imapflow';
import { lazyRequire } from '../shared/lazy-require.js';

const imapflow = lazyRequire<typeof import('imapflow')>('imapflow');
import { NodeOperationError, type BinaryData, type TriggerResponse, type WorkflowNode } from '@weft/workflow';
import { assertTriggerHost, triggerCredentials, type QueueTriggerContext } from '../shared/queue-trigger.js';
import { fetchMessages, messageItem, type FormatOptions } from './formats.js';
import { andQuery, parseEmailRules } from './search.js';

/** A trigger context, with the node's static data where the host offers it. */
export interface EmailTriggerContext extends QueueTriggerContext {
  getWorkflowStaticData?(type: 'global' | 'node'): Record<string, unknown>;
}

interface ImapOptions {
  customEmailConfig?: string;
  allowUnauthorizedCerts?: boolean;
  forceReconnect?: number;
  trackLastMessageId?: boolean;
}

/** n8n 2.1 hands messages on in batches of this many. */
const BATCH_SIZE = 20;
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

/** The connection settings of an `imap` credential. */
function connectionOf(node: WorkflowNode, credentials: Record<string, unknown>, allowUnauthorizedCerts: boolean) {
  const host = String(credentials.host ?? '').trim();
  if (!host)
    throw new NodeOperationError(node, 'The IMAP credential has no host', {
      description: 'Set the host of the IMAP server in the credential',
    });
  const secure = credentials.secure !== false;
  return {
    host,
    port: Number(credentials.port ?? 993),
    secure,
    // Without "SSL/TLS" n8n's IMAP client never upgrades with STARTTLS; neither does this one.
    ...(secure ? {} : { doSTARTTLS: false }),
    auth: { user: String(credentials.user ?? ''), pass: String(credentials.password ?? '') },
    tls: { rejectUnauthorized: !allowUnauthorizedCerts, ...(secure ? { servername: host } : {}) },
    logger: false as const,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    // Idle (and so hear of new mail) a second after the last command, not imapflow's 15 s.
    autoIdleDelay: 1000,
  };
}

/** A connection or login error, worded for the node. */
function connectError(node: WorkflowNode, error: unknown, user: string, mailbox: string): NodeOperationError {
  const e = error as {
    authenticationFailed?: boolean;
    responseText?: string;
    message?: string;
    serverResponseCode?: string;
    code?: string;
  };
  if (e.authenticationFailed) {
    return new NodeOperationError(
      node,
      `The IMAP server refused the login of "${user}"${e.responseText ? `: ${e.responseText}` : ''}`,
      { description: 'Check the user and password of the IMAP credential' },
    );
  }
  if (e.serverResponseCode === 'NONEXISTENT' || /mailbox doesn't exist|NONEXISTENT/i.test(e.responseText ?? '')) {
    return new NodeOperationError(node, `The mailbox "${mailbox}" does not exist`, {
      description: e.responseText ?? 'Check the Mailbox Name',
    });
  }
  return new NodeOperationError(
    node,
    `Could not connect to the IMAP server: ${e.responseText ?? e.message ?? String(error)}`,
  );
}

/** Starts the trigger (see the module comment). */
export async function triggerEmailReadImap(ctx: EmailTriggerContext): Promise<TriggerResponse> {
  const node = ctx.getNode();
  const version = node.typeVersion;
  const credentials = await triggerCredentials(ctx, 'imap');
  const mailbox = String(ctx.getNodeParameter('mailbox', 'INBOX') ?? 'INBOX');
  const postProcessAction = String(ctx.getNodeParameter('postProcessAction', 'read'));
  const format = String(ctx.getNodeParameter('format', 'simple')) as FormatOptions['format'];
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as ImapOptions;
  const downloadAttachments = format === 'simple' && ctx.getNodeParameter('downloadAttachments', false) === true;
  const prefix =
    format === 'resolved' || downloadAttachments
      ? String(ctx.getNodeParameter('dataPropertyAttachmentsPrefixName', 'attachment_') ?? '')
      : '';
  const rules = parseEmailRules(node, options.customEmailConfig);
  andQuery(node, rules); // Refuses bad rules at activation, not at the first email.
  const allowUnauthorizedCerts =
    version < 2 ? options.allowUnauthorizedCerts === true : credentials.allowUnauthorizedCerts === true;
  const settings = connectionOf(node, credentials, allowUnauthorizedCerts);
  await assertTriggerHost(ctx, settings.host);

  const staticData = ctx.getWorkflowStaticData?.('node') ?? {};
  if (version >= 2 && version < 2.1) staticData.lastMessageUid = undefined;
  if (options.trackLastMessageId === false) staticData.lastMessageUid = undefined;
  const trackNew = version >= 2.1 && options.trackLastMessageId !== false;
  const activatedOn = new Date();
  activatedOn.setHours(0, 0, 0, 0);

  const binary = async (data: Buffer, fileName: string | undefined, mimeType: string): Promise<BinaryData> => {
    if (ctx.helpers?.prepareBinaryData) return ctx.helpers.prepareBinaryData(new Uint8Array(data), fileName, mimeType);
    const extension = fileName?.includes('.') ? fileName.split('.').pop() : undefined;
    return {
      data: data.toString('base64'),
      mimeType,
      ...(fileName ? { fileName } : {}),
      ...(extension ? { fileExtension: extension } : {}),
      fileSize: `${data.length} B`,
    };
  };
  const formatOptions: FormatOptions = { format, version, downloadAttachments, prefix, binary };

  let client: ImapFlow | undefined;
  let closing = false;
  let renewing = false;
  let outage: { reported: boolean; attempt: number } | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  /** Searches and hands on new messages (one pass; see the module comment). */
  const fetchNew = async (c: ImapFlow): Promise<void> => {
    const base = rules.slice();
    const start = staticData.lastMessageUid as number | undefined;
    let criteria: unknown[] = [...base];
    if (start !== undefined) criteria.push(['UID', `${start}:*`]);
    else if (trackNew) criteria.push(['SINCE', activatedOn]);
    const limit = version >= 2.1 ? BATCH_SIZE : undefined;
    let floor = start ?? 0;
    for (;;) {
      const found = await c.search(andQuery(node, criteria), { uid: true });
      const uids = (found || []).sort((a, b) => a - b);
      const batch = limit ? uids.slice(0, limit) : uids;
      if (!batch.length) break;
      const fresh = batch.filter((uid) => uid > floor);
      const items = [];
      for (const message of fresh.length ? await fetchMessages(c, fresh, format) : [])
        items.push(await messageItem(c, message, formatOptions));
      floor = Math.max(floor, ...batch);
      // Marked read only once the items are made (n8n's order), whichever of them were new.
      if (postProcessAction === 'read') await c.messageFlagsAdd(batch.join(','), ['\\Seen'], { uid: true });
      if (items.length) ctx.emit([items]);
      if (!limit || batch.length < limit) break;
      criteria = [
        ...base.filter((rule) => !(Array.isArray(rule) && ['UID', 'SINCE'].includes(String(rule[0]).toUpperCase()))),
        ['UID', `${floor}:*`],
      ];
    }
    if (floor > ((staticData.lastMessageUid as number | undefined) ?? 0)) staticData.lastMessageUid = floor;
  };

  /** Runs a fetch now, or once more after the one running (new mail while fetching). */
  const scheduleFetch = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const c = client;
        if (!c || !c.usable || closing) return;
        await fetchNew(c);
      } while (again && !closing);
    })()
      .catch((error: unknown) => {
        if (!closing)
          ctx.emitError(
            error instanceof NodeOperationError
              ? error
              : new NodeOperationError(node, `Could not fetch new emails: ${(error as Error).message}`),
          );
      })
      .finally(() => (running = undefined));
  };

  const connect = async (): Promise<ImapFlow> => {
    const c = new (imapflow().ImapFlow)(settings);
    c.on('error', () => undefined); // A socket error is followed by 'close', handled below.
    try {
      await c.connect();
      await c.mailboxOpen(mailbox);
    } catch (error) {
      c.close();
      throw connectError(node, error, settings.auth.user, mailbox);
    }
    c.on('exists', (info: { count: number; prevCount: number }) => {
      if (info.count > info.prevCount) scheduleFetch();
    });
    c.on('close', () => onClose(c));
    return c;
  };

  const reconnect = async () => {
    retryTimer = undefined;
    if (closing) return;
    try {
      const c = await connect();
      if (closing) return void c.close();
      client = c;
      outage = undefined;
      scheduleFetch();
    } catch (error) {
      if (outage && !outage.reported) {
        outage.reported = true;
        ctx.emitError(
          new NodeOperationError(node, `Could not reconnect to the IMAP server: ${(error as Error).message}`, {
            description: 'Trying again until the server answers',
          }),
        );
      }
      const attempt = outage ? outage.attempt++ : 0;
      retryTimer = setTimeout(
        () => void reconnect(),
        RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)],
      );
    }
  };

  const onClose = (c: ImapFlow) => {
    if (closing || renewing || c !== client) return;
    client = undefined;
    outage = { reported: false, attempt: 0 };
    ctx.emitError(
      new NodeOperationError(node, 'IMAP connection closed unexpectedly', {
        description: 'Reconnecting to the IMAP server',
      }),
    );
    retryTimer = setTimeout(() => void reconnect(), RECONNECT_DELAYS_MS[0]);
  };

  client = await connect();
  if (client.mailbox && client.mailbox.exists > 0) scheduleFetch();

  let renewTimer: NodeJS.Timeout | undefined;
  if (options.forceReconnect !== undefined && Number(options.forceReconnect) > 0) {
    renewTimer = setInterval(
      () => {
        void (async () => {
          if (closing || !client) return;
          renewing = true;
          const old = client;
          try {
            client = await connect();
            await old.logout().catch(() => old.close());
            scheduleFetch();
          } catch (error) {
            client = old;
            ctx.emitError(error as Error);
          } finally {
            renewing = false;
          }
        })();
      },
      Number(options.forceReconnect) * 60_000,
    );
  }

  const closeFunction = async () => {
    closing = true;
    if (renewTimer) clearInterval(renewTimer);
    if (retryTimer) clearTimeout(retryTimer);
    await running?.catch(() => undefined);
    const c = client;
    client = undefined;
    if (c) await c.logout().catch(() => c.close());
  };
  return { closeFunction };
}
