import type { ServerContext } from '../../context.js';
import { resolveCredentialSecrets } from '../../external-secrets/resolve.js';
import type { CredentialRecord } from '../../repositories/credentials.js';
import type { CredentialService } from '../contracts.js';
import { freshOAuth2Data } from './oauth2.js';
import { type CredentialStore } from './store.js';
import { INTERNAL_DATA_KEYS, oauthKind, withDefaults } from './types.js';

/** Raised when a run cannot have a node's credential (unknown, ambiguous or not allowed). */
export class CredentialAccessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialAccessError';
  }
}

async function findForNode(
  store: CredentialStore,
  ref: { id: string | null; name: string } | string,
  type: string,
  userId: string | undefined,
): Promise<CredentialRecord> {
  const id = typeof ref === 'string' ? null : ref.id;
  const name = typeof ref === 'string' ? ref : ref.name;
  const user = userId ? await store.ctx.users.get(userId) : undefined;
  if (userId && !user) throw new CredentialAccessError(`The user running the workflow (ID ${userId}) does not exist`);
  const usable = (record: CredentialRecord) =>
    !user || (store.visible(user, record) && store.permissions(user, record).use);
  if (id) {
    const record = await store.repo.get(id);
    if (!record || record.type !== type)
      throw new CredentialAccessError(`Credential with ID "${id}" does not exist for type "${type}".`);
    if (!usable(record))
      throw new CredentialAccessError(
        `The user running the workflow is not allowed to use the credential "${record.name}" (ID ${record.id})`,
      );
    return record;
  }
  const candidates = await store.repo.list({ name, type });
  const allowed = candidates.filter(usable);
  if (allowed.length === 1) return allowed[0]!;
  if (allowed.length > 1) {
    throw new CredentialAccessError(
      `There are ${allowed.length} credentials named "${name}" of type "${type}": select the credential again so it is stored with its id`,
    );
  }
  if (candidates.length)
    throw new CredentialAccessError(`The user running the workflow is not allowed to use the credential "${name}"`);
  throw new CredentialAccessError(`Credentials with name "${name}" do not exist for type "${type}".`);
}

/**
 * The credential service runs use: resolves a node's credential by id (or by name, the old
 * plain-name form), checks that the user running the workflow may 'use' it, decrypts it,
 * fills in property defaults and refreshes OAuth2 tokens when they have expired.
 */
export function createCredentialService(ctx: ServerContext): CredentialService {
  return {
    async decryptedForNode(ref, type, userId, options) {
      const store = ctx.credentialStore;
      const record = await findForNode(store, ref, type, userId);
      const stored = store.decrypt(record);
      // $secrets expressions are resolved for this run only: what is stored keeps the expressions.
      let data = await resolveCredentialSecrets(ctx, record, stored);
      const resolved = store.resolveType(record.type);
      if (!resolved) return stripInternal(data);
      if (oauthKind(resolved) === 'oAuth2') {
        const refreshed = await freshOAuth2Data(
          store,
          record,
          stored,
          withDefaults(resolved, data),
          options?.refresh === true,
        );
        data = refreshed === stored ? data : { ...data, oauthTokenData: refreshed.oauthTokenData };
      }
      return stripInternal(withDefaults(resolved, data));
    },
  };
}

function stripInternal(data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const key of INTERNAL_DATA_KEYS) delete out[key];
  return out;
}
