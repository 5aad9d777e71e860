/** User management calls (owner only, except the list). */
import { restApi } from './client';
import type { UserResponse } from './types';

/** A user in the list; the owner also gets the invite link of pending members. */
export interface ListedUser extends UserResponse {
  inviteAcceptUrl?: string;
}

/** One entry of POST /users' answer. */
export interface InviteResult {
  user: { id: string; email: string; inviteAcceptUrl?: string; emailSent?: boolean };
  error?: string;
}

/** GET /users. */
export function getUsers(): Promise<ListedUser[]> {
  return restApi<ListedUser[]>('GET', '/users');
}

/** POST /users: invites several addresses at once. */
export function inviteUsers(emails: string[]): Promise<InviteResult[]> {
  return restApi<InviteResult[]>(
    'POST',
    '/users',
    emails.map((email) => ({ email })),
  );
}

/** POST /users/{id}/reinvite: sends the invite e-mail again (needs SMTP). */
export function reinviteUser(id: string): Promise<unknown> {
  return restApi('POST', `/users/${encodeURIComponent(id)}/reinvite`);
}

/** GET /users/{id}/invite-link. */
export function getInviteLink(id: string): Promise<{ link: string }> {
  return restApi('GET', `/users/${encodeURIComponent(id)}/invite-link`);
}

/** DELETE /users/{id}: with transferId, their workflows and credentials go to that user; without, they are deleted. */
export function deleteUser(id: string, transferId?: string): Promise<unknown> {
  return restApi('DELETE', `/users/${encodeURIComponent(id)}`, transferId ? { transferId } : undefined);
}
