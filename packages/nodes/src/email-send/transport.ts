/**
 * The SMTP connection of Send Email: n8n's mapping of the `smtp` credential onto nodemailer, with
 * the host checked against the instance's outgoing-connection guard first, and nodemailer kept
 * from reading local files or URLs named in a message.
 */
import type { Transporter } from 'nodemailer';
import { lazyRequire } from '../shared/lazy-require.js';

const nodemailer = lazyRequire<typeof import('nodemailer')>('nodemailer');
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';

/** Options of the node that change the connection. */
export interface TransportOptions {
  allowUnauthorizedCerts?: boolean;
}

/** nodemailer's connection options for an `smtp` credential (n8n's mapping). */
export function smtpConnectionOptions(
  credentials: Record<string, unknown>,
  options: TransportOptions,
): SMTPTransport.Options {
  const host = String(credentials.host ?? '').trim();
  const connection: SMTPTransport.Options = {
    host,
    port: Number(credentials.port ?? 465),
    secure: credentials.secure !== false,
  };
  if (credentials.secure === false) connection.ignoreTLS = credentials.disableStartTls === true;
  if (typeof credentials.hostName === 'string' && credentials.hostName) connection.name = credentials.hostName;
  if (credentials.user || credentials.password)
    connection.auth = { user: String(credentials.user ?? ''), pass: String(credentials.password ?? '') };
  if (options.allowUnauthorizedCerts === true) connection.tls = { rejectUnauthorized: false };
  return connection;
}

/** An SMTP transport for the node, once its host passed the outgoing-connection guard. */
export async function smtpTransport(
  ctx: ExecuteContext,
  credentials: Record<string, unknown>,
  options: TransportOptions,
): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
  const connection = smtpConnectionOptions(credentials, options);
  if (!connection.host)
    throw new NodeOperationError(ctx.getNode(), 'The SMTP credential has no host', {
      description: 'Set the host of the SMTP server in the credential',
    });
  await ctx.helpers.assertHostAllowed(connection.host);
  return nodemailer().createTransport(connection, { disableFileAccess: true, disableUrlAccess: true });
}
