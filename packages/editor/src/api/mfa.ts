/** Two-factor authentication (TOTP) calls: n8n's /rest/mfa routes. */
import { restApi } from './client';
import type { UserResponse } from './types';

/** What GET /mfa/qr answers: the secret, its otpauth URI, a QR image of it and the recovery codes. */
export interface MfaEnrolment {
  secret: string;
  qrCode: string;
  qrCodeImage: string;
  recoveryCodes: string[];
}

/** The n8n error code of a sign-in that needs a second factor. */
export const MFA_REQUIRED_ERROR_CODE = 998;

/** GET /mfa/qr: the pending enrolment (the same one until MFA is enabled). */
export function getMfaEnrolment(): Promise<MfaEnrolment> {
  return restApi<MfaEnrolment>('GET', '/mfa/qr');
}

/** POST /mfa/enable with a code from the authenticator app. */
export function enableMfa(mfaCode: string): Promise<UserResponse> {
  return restApi<UserResponse>('POST', '/mfa/enable', { mfaCode });
}

/** POST /mfa/disable with a code or a recovery code. */
export function disableMfa(second: { mfaCode?: string; mfaRecoveryCode?: string }): Promise<UserResponse> {
  return restApi<UserResponse>('POST', '/mfa/disable', second);
}

/** POST /mfa/enforce-mfa (owner): require MFA of everyone, or not. */
export function enforceMfa(enforce: boolean): Promise<{ enforced: boolean }> {
  return restApi<{ enforced: boolean }>('POST', '/mfa/enforce-mfa', { enforce });
}
