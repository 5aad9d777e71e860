import type { ServerContext } from '../../context.js';
import { RateLimiter } from '../../auth/rate-limit.js';
import { PasswordResetTokens } from '../../auth/reset-tokens.js';
import { createMailService, type MailService } from '../../services/mail/index.js';

/** What the account and user routes share: e-mail, reset tokens and rate limiters. */
export interface AuthDeps {
  ctx: ServerContext;
  mail: MailService;
  resetTokens: PasswordResetTokens;
  /** Sign-in tries per IP and per e-mail (ctx.config.loginRateLimit). */
  loginLimiter: RateLimiter;
  /** Password-reset requests per IP and per e-mail, with the same limits. */
  forgotLimiter: RateLimiter;
}

/** Builds the shared parts for one server. */
export function createAuthDeps(ctx: ServerContext): AuthDeps {
  return {
    ctx,
    mail: createMailService(ctx.config),
    resetTokens: new PasswordResetTokens(ctx.db),
    loginLimiter: new RateLimiter(ctx.config.loginRateLimit),
    forgotLimiter: new RateLimiter(ctx.config.loginRateLimit),
  };
}
