import { credentialPermissions, type CredentialPermissions } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { permissionUser } from '../../auth/guards.js';
import { ApiError, forbidden, notFound } from '../../http/errors.js';
import {
  CredentialRepository,
  type CredentialRecord,
  type CredentialUser,
  type NodeAccess,
} from '../../repositories/credentials.js';
import type { UserRecord } from '../../repositories/users.js';
import { CredentialCipher, CredentialDecryptionError } from './cipher.js';
import { redactData, resolveCredentialType, type ResolvedCredentialType } from './types.js';

/** A credential as the API answers it; `data` only when asked for and allowed. */
export interface CredentialResponse {
  id: string;
  name: string;
  type: string;
  nodesAccess: NodeAccess[];
  ownedBy: CredentialUser | null;
  sharedWith: CredentialUser[];
  createdAt: string;
  updatedAt: string;
  data?: Record<string, unknown>;
}

/** A credential the caller may see, with what the caller may do with it. */
export interface AccessibleCredential {
  record: CredentialRecord;
  can: CredentialPermissions;
}

/**
 * Storage, encryption and access rules of credentials, shared by the routes and the credential
 * service. One per server context (see {@link credentialStore}).
 */
export class CredentialStore {
  readonly repo: CredentialRepository;
  private cipherInstance: CredentialCipher | undefined;

  constructor(readonly ctx: ServerContext) {
    this.repo = new CredentialRepository(ctx.db);
  }

  private get cipher(): CredentialCipher {
    this.cipherInstance ??= new CredentialCipher(this.ctx.config.encryptionKey ?? '');
    return this.cipherInstance;
  }

  /** The credential type (with what it extends), or undefined when unknown. */
  resolveType(name: string): ResolvedCredentialType | undefined {
    return resolveCredentialType(this.ctx.credentialTypes, name);
  }

  /** Encrypts a data object for the `credential.data` column. */
  encrypt(data: Record<string, unknown>): string {
    return this.cipher.encrypt(data);
  }

  /** Decrypted data of a credential; a wrong key answers a clear 500 naming the credential. */
  decrypt(record: Pick<CredentialRecord, 'data' | 'name'>): Record<string, unknown> {
    try {
      return this.cipher.decrypt(record.data, record.name);
    } catch (e) {
      if (e instanceof CredentialDecryptionError)
        throw new ApiError(500, e.message, { hint: 'Check the instance encryption key' });
      throw e;
    }
  }

  /** Encrypts and stores new data for a credential. */
  async saveData(id: string, data: Record<string, unknown>): Promise<CredentialRecord | undefined> {
    return this.repo.update(id, { data: this.encrypt(data) });
  }

  /** The permissions of a user on a credential (from `@weft/workflow`). */
  permissions(user: UserRecord, record: CredentialRecord): CredentialPermissions {
    return credentialPermissions(
      permissionUser(user),
      { id: record.id, ownedBy: record.ownedBy, sharedWith: record.sharedWith },
      { sharingEnabled: this.ctx.config.sharingEnabled },
    );
  }

  /**
   * Whether the credential exists for the user at all: its owner, the instance owner, or (with
   * sharing on) a sharee. Others get a 404 rather than learning it exists.
   */
  visible(user: UserRecord, record: CredentialRecord): boolean {
    if (record.ownedBy?.id === user.id || user.role === 'owner') return true;
    return this.ctx.config.sharingEnabled && record.sharedWith.some((s) => s.id === user.id);
  }

  /** Loads a credential the user may see, or throws 404. */
  async accessible(user: UserRecord, id: string): Promise<AccessibleCredential> {
    const record = await this.repo.get(id);
    if (!record || !this.visible(user, record)) throw notFound(`Credential with ID "${id}" could not be found.`);
    return { record, can: this.permissions(user, record) };
  }

  /** Loads a credential and checks one permission, or throws 404/403. */
  async require(user: UserRecord, id: string, action: keyof CredentialPermissions): Promise<AccessibleCredential> {
    const found = await this.accessible(user, id);
    if (!found.can[action])
      throw forbidden(`You are not allowed to ${ACTION_TEXT[action]} the credential "${found.record.name}"`);
    return found;
  }

  /** Credentials a user sees in lists: all for the instance owner, else owned and (with sharing) shared. */
  async listFor(user: UserRecord): Promise<CredentialRecord[]> {
    if (user.role === 'owner') return this.repo.list();
    return this.repo.list({ userId: user.id, includeShared: this.ctx.config.sharingEnabled });
  }

  /** The API shape, with redacted data when `data` is given. */
  toResponse(record: CredentialRecord, data?: Record<string, unknown>): CredentialResponse {
    const out: CredentialResponse = {
      id: record.id,
      name: record.name,
      type: record.type,
      nodesAccess: record.nodesAccess,
      ownedBy: record.ownedBy,
      sharedWith: record.sharedWith,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    };
    if (data) out.data = redactData(this.resolveType(record.type), data);
    return out;
  }
}

const ACTION_TEXT: Record<keyof CredentialPermissions, string> = {
  read: 'read',
  save: 'change the data of',
  updateName: 'rename',
  delete: 'delete',
  updateConnection: 'connect',
  updateSharing: 'change the sharing of',
  updateNodeAccess: 'change the node access of',
  use: 'use',
};
