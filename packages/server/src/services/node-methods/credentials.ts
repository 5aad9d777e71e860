import type { NodeCredentialRef } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { ApiError, badRequest, forbidden } from '../../http/errors.js';
import type { UserRecord } from '../../repositories/users.js';
import { CredentialAccessError } from '../credentials/index.js';

/**
 * The decrypted data of the credential of `type` that a remote-method request names for the node
 * (`credentials[type]`), for `user`. Only a credential the user may use (its owner, or a
 * sharee) is decrypted; a type the request does not name is a 400, a credential that does not
 * exist (for that type) a 400, and one the user may not use a 403.
 */
export async function credentialForMethod(
  ctx: ServerContext,
  user: UserRecord,
  credentials: Record<string, NodeCredentialRef>,
  type: string,
): Promise<Record<string, unknown>> {
  const ref = credentials[type];
  if (!ref) {
    const named = Object.keys(credentials);
    throw badRequest(
      `The node has no credential of type "${type}"`,
      named.length
        ? `The request names credentials of type ${named.map((t) => `"${t}"`).join(', ')} only`
        : 'Choose a credential for the node first',
    );
  }
  const id = typeof ref === 'string' ? null : ref.id;
  if (id) {
    const store = ctx.credentialStore;
    const record = await store.repo.get(id);
    if (!record || record.type !== type) throw badRequest(`There is no credential with ID "${id}" of type "${type}"`);
    if (!store.visible(user, record) || !store.permissions(user, record).use) {
      throw forbidden(
        `You may not use the credential "${record.name}"`,
        'Only its owner and the users it is shared with can use a credential',
      );
    }
  }
  try {
    return await ctx.credentials.decryptedForNode(ref, type, user.id);
  } catch (e) {
    if (e instanceof CredentialAccessError) throw new ApiError(/not allowed/.test(e.message) ? 403 : 400, e.message);
    throw e;
  }
}
