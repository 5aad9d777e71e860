import type { Transporter } from 'nodemailer';
import { lazyRequire } from '../../lazy-require.js';
import type { ServerConfig } from '../../config.js';
import type { MailContent } from './templates.js';

export { inviteMail, passwordResetMail } from './templates.js';
export type { MailContent } from './templates.js';

/** Whether outgoing e-mail is configured (WEFT_SMTP_HOST is set). /settings reports it as `userManagement.smtpSetup`. */
export function isSmtpConfigured(config: Pick<ServerConfig, 'smtp'>): boolean {
  return !!config.smtp.host;
}

/** nodemailer, loaded for the first e-mail. */
const nodemailer = lazyRequire<typeof import('nodemailer')>('nodemailer');

/** Sends the instance's e-mails over SMTP (nodemailer). */
export interface MailService {
  /** Whether SMTP is configured; when not, {@link MailService.send} throws. */
  readonly configured: boolean;
  /** Sends one message to one address. Rejects when the SMTP server refuses it. */
  send(to: string, content: MailContent): Promise<void>;
  /** Closes pooled connections. */
  close(): void;
}

/** A mail service for the SMTP settings of `config` (host, port, TLS, optional login, sender). */
export function createMailService(config: Pick<ServerConfig, 'smtp'>): MailService {
  const { smtp } = config;
  let transport: Transporter | undefined;
  const transporter = (): Transporter => {
    if (!smtp.host) throw new Error('SMTP is not configured (set WEFT_SMTP_HOST)');
    transport ??= nodemailer().createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return transport;
  };
  return {
    configured: isSmtpConfigured(config),
    async send(to, content) {
      await transporter().sendMail({
        from: smtp.sender,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
    },
    close() {
      transport?.close();
    },
  };
}
