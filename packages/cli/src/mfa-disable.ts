/**
 * `weft mfa:disable --email <email>`: turns a user's MFA off (secret and recovery codes are
 * forgotten) for someone locked out of their authenticator app, as n8n's command of that name.
 * The user signs in with their password again and may enrol anew.
 */
import { parseFlags } from './flags.js';
import { withInstance } from './instance.js';
import { UsageError } from './transfer-files.js';

/** Runs `mfa:disable`; exits 1 when no user has that e-mail. */
export async function mfaDisableCommand(
  args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  const flags = parseFlags(args, { email: 'string' });
  const email = typeof flags.email === 'string' ? flags.email.trim().toLowerCase() : '';
  if (!email) throw new UsageError('mfa:disable needs --email <email> of the user to unlock');
  return withInstance(async ({ ctx }) => {
    const user = await ctx.users.byEmail(email);
    if (!user) {
      err(`No user has the e-mail ${email}.`);
      return 1;
    }
    await ctx.db.kysely
      .updateTable('user')
      .set({ mfaEnabled: 0, mfaSecret: null, mfaRecoveryCodes: null, updatedAt: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    out(`Two-factor authentication was disabled for ${email}${user.mfaEnabled ? '' : ' (it was not enabled)'}.`);
    return 0;
  });
}
