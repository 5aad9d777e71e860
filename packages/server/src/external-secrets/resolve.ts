import { createBasicScope, evaluateExpression } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import type { CredentialRecord } from '../repositories/credentials.js';

/** Whether a value (of credential data) holds an expression that reads `$secrets`. */
export function usesSecrets(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('=') && value.includes('$secrets');
  if (Array.isArray(value)) return value.some(usesSecrets);
  if (value && typeof value === 'object') return Object.values(value).some(usesSecrets);
  return false;
}

/** Raised when a credential's `$secrets` expression cannot be resolved; names the credential and field. */
export class ExternalSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExternalSecretError';
  }
}

function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * Resolves the `$secrets.<provider>.<name>` expressions of a credential's decrypted data for a
 * run (other values are left as they are). Only a credential owned by the instance owner may
 * read secrets, so a member cannot write a credential that sends one where they can see it.
 * A secret that does not exist is an error naming the credential and field, never an empty value.
 */
export async function resolveCredentialSecrets(
  ctx: ServerContext,
  record: Pick<CredentialRecord, 'name' | 'ownedBy'>,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!usesSecrets(data)) return data;
  const ownerId = record.ownedBy?.id;
  const owner = ownerId ? await ctx.users.get(ownerId) : undefined;
  if (!owner || owner.role !== 'owner') {
    throw new ExternalSecretError(
      `The credential "${record.name}" uses external secrets ($secrets), but only credentials owned by the instance owner may use them`,
    );
  }
  const manager = ctx.externalSecrets;
  await manager.refresh();
  const all = frozen(structuredClone(manager.secretsObject()));
  const providers = new Proxy(all, {
    get(target, prop) {
      if (typeof prop !== 'string') return undefined;
      if (!(prop in target))
        throw new Error(
          `there is no secrets provider "${prop}" (configured: ${Object.keys(target).join(', ') || 'none'})`,
        );
      return target[prop];
    },
  });
  const scope = createBasicScope({ $secrets: providers });
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') {
      if (!usesSecrets(value)) return value;
      let result: unknown;
      try {
        result = evaluateExpression(value, scope, true);
      } catch (e) {
        throw new ExternalSecretError(
          `The field "${path}" of the credential "${record.name}" could not be resolved: ${(e as Error).message}`,
        );
      }
      if (result === undefined || result === null || result === '') {
        throw new ExternalSecretError(
          `The field "${path}" of the credential "${record.name}" names a secret that does not exist or is empty: ${value.slice(1)}`,
        );
      }
      return typeof result === 'object' ? JSON.stringify(result) : String(result);
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}[${i}]`));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]));
    return value;
  };
  return walk(data, '') as Record<string, unknown>;
}
