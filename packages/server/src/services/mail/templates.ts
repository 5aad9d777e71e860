import { escapeHtml } from '@weft/workflow';
/** A rendered e-mail. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function page(paragraphs: string[], link: { url: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html><body style="font:15px/1.5 system-ui,sans-serif;color:#222">
${body}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>
<p style="color:#777;font-size:13px">If the button does not work, copy this address into your browser: ${escapeHtml(link.url)}</p>
</body></html>`;
}

/** The e-mail inviting someone to a Weft instance. */
export function inviteMail(args: { inviterName: string; acceptUrl: string; instanceUrl: string }): MailContent {
  const lines = [
    `${args.inviterName} has invited you to join Weft at ${args.instanceUrl}.`,
    'Open the link below to choose your password and sign in.',
  ];
  return {
    subject: `${args.inviterName} invited you to Weft`,
    text: `${lines.join('\n')}\n\n${args.acceptUrl}\n`,
    html: page(lines, { url: args.acceptUrl, label: 'Accept the invitation' }),
  };
}

/** The e-mail with a password-reset link. */
export function passwordResetMail(args: {
  firstName: string | null;
  resetUrl: string;
  validMinutes: number;
}): MailContent {
  const lines = [
    `Hi${args.firstName ? ` ${args.firstName}` : ''},`,
    `Someone asked to reset the password of your Weft account. The link below lets you choose a new one; it works once, within ${args.validMinutes} minutes.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
  return {
    subject: 'Reset your Weft password',
    text: `${lines.join('\n\n')}\n\n${args.resetUrl}\n`,
    html: page(lines, { url: args.resetUrl, label: 'Choose a new password' }),
  };
}
