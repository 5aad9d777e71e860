import type { ServerContext } from '../../context.js';
import type { CredentialService } from '../contracts.js';

/** The credential service (placeholder until it is built). */
export function createCredentialService(ctx: ServerContext): CredentialService {
  void ctx;
  return { decryptedForNode: () => Promise.reject(new Error('Credentials are not available yet')) };
}
