/** TOTP MFA: the service, the routes, the sign-in check and the enforcement hook. */
export { MfaService, MFA_ENFORCED_SETTING, recoveryCodeDigest } from './service.js';
export { registerMfaRoutes } from './routes.js';
export { checkLoginMfa, checkResetMfa, enforceMfa, MFA_REQUIRED_CODE } from './login.js';
export { totp, verifyTotp, newTotpSecret, totpUri, hotp, base32Encode, base32Decode } from './totp.js';
