/** Account calls: sign-in, setup, sign-up, passwords, me, API key. */
import { restApi } from './client';
import type { UserResponse } from './types';

/** What the owner setup and the invite sign-up send. */
export interface AccountInput {
  email?: string;
  firstName: string;
  lastName?: string;
  password: string;
}

/** POST /login: e-mail (or LDAP login id) and password. */
export function login(
  email: string,
  password: string,
  mfa: { mfaCode?: string; mfaRecoveryCode?: string } = {},
): Promise<UserResponse> {
  return restApi<UserResponse>('POST', '/login', { email, password, ...mfa });
}

/** POST /owner/setup: turns the pre-setup user into the instance owner and signs in. */
export function setupOwner(input: Required<Pick<AccountInput, 'email'>> & AccountInput): Promise<UserResponse> {
  return restApi<UserResponse>('POST', '/owner/setup', input);
}

/** POST /owner/skip-setup: stop showing the setup page. */
export function skipOwnerSetup(): Promise<unknown> {
  return restApi('POST', '/owner/skip-setup');
}

/** GET /resolve-signup-token: the inviter of a valid invite link. */
export function resolveSignupToken(
  inviterId: string,
  inviteeId: string,
): Promise<{ inviter: { firstName: string | null; lastName: string | null } }> {
  return restApi('GET', '/resolve-signup-token', { inviterId, inviteeId });
}

/** POST /users/{inviteeId}: accepts an invite (the body carries the inviter, not the invitee id). */
export function acceptInvite(inviterId: string, inviteeId: string, input: AccountInput): Promise<UserResponse> {
  return restApi<UserResponse>('POST', `/users/${encodeURIComponent(inviteeId)}`, { inviterId, ...input });
}

/** POST /forgot-password: e-mails a reset link when the address has an account. */
export function forgotPassword(email: string): Promise<unknown> {
  return restApi('POST', '/forgot-password', { email });
}

/** GET /resolve-password-token: whether a reset link is still valid. */
export function resolvePasswordToken(token: string, userId?: string): Promise<unknown> {
  return restApi('GET', '/resolve-password-token', { token, userId });
}

/** POST /change-password: sets a new password with a reset token and signs in. */
export function changePasswordWithToken(
  token: string,
  password: string,
  userId?: string,
  mfaCode?: string,
): Promise<UserResponse> {
  return restApi<UserResponse>('POST', '/change-password', {
    token,
    password,
    userId,
    ...(mfaCode ? { mfaCode } : {}),
  });
}

/** PATCH /me: names and e-mail of the signed-in user. */
export function updateMe(patch: { firstName?: string; lastName?: string; email?: string }): Promise<UserResponse> {
  return restApi<UserResponse>('PATCH', '/me', patch);
}

/** PATCH /me/password: needs the current password. */
export function updateMyPassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return restApi('PATCH', '/me/password', { currentPassword, newPassword });
}

/** POST /me/survey: the personalization answers. */
export function submitSurvey(answers: Record<string, unknown>): Promise<unknown> {
  return restApi('POST', '/me/survey', answers);
}

/** GET /me/api-key: the key masked, or null. */
export function getApiKey(): Promise<{ apiKey: string | null }> {
  return restApi('GET', '/me/api-key');
}

/** POST /me/api-key: a new key, answered in full this once. */
export function createApiKey(): Promise<{ apiKey: string }> {
  return restApi('POST', '/me/api-key');
}

/** DELETE /me/api-key. */
export function deleteApiKey(): Promise<unknown> {
  return restApi('DELETE', '/me/api-key');
}
