import type { ServerContext } from '../context.js';
import type { UserRecord } from '../repositories/users.js';

/** The editor link that accepts an invite: `${editorBaseUrl}/signup?inviterId=…&inviteeId=…`. */
export function inviteLink(ctx: ServerContext, inviterId: string, inviteeId: string): string {
  return `${ctx.config.editorBaseUrl}/signup?inviterId=${encodeURIComponent(inviterId)}&inviteeId=${encodeURIComponent(inviteeId)}`;
}

/** A user's name for messages: first and last name, else the e-mail. */
export function displayName(user: UserRecord): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || 'The instance owner';
}
