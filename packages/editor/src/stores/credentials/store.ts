import { create } from 'zustand';
import * as api from '../../api/credentials';
import * as s from './state';

export interface CredentialsStore extends s.CredentialsState {
  fetchCredentials(): Promise<void>;
  /** Loads /types/credentials.json once (or again with force). */
  fetchCredentialTypes(force?: boolean): Promise<void>;
  /** The proposed name for a new credential of a type ('Unnamed credential' when the server call fails). */
  proposeName(typeName: string | undefined): Promise<string>;
  createCredential(body: api.CredentialBody): Promise<api.CredentialResponse>;
  updateCredential(id: string, body: Partial<api.CredentialBody>): Promise<api.CredentialResponse>;
  deleteCredential(id: string): Promise<void>;
  shareCredential(id: string, shareWithIds: string[]): Promise<api.CredentialResponse>;
  /** Reads one credential with its redacted data (for those allowed). */
  fetchCredential(id: string): Promise<api.CredentialResponse>;
}

let typesPromise: Promise<void> | null = null;

/** Credentials and credential types, shared by the credentials list, the modal and the canvas. */
export const useCredentialsStore = create<CredentialsStore>()((set, get) => ({
  ...s.initialCredentialsState,
  fetchCredentials: async () => {
    set({ loading: true, error: null });
    try {
      const list = await api.fetchCredentials();
      set((st) => s.setCredentials(st, list));
    } catch (error) {
      set({ loading: false, error: error as Error });
    }
  },
  fetchCredentialTypes: async (force = false) => {
    if (get().typesLoaded && !force) return;
    if (!typesPromise || force) {
      typesPromise = api.fetchCredentialTypes().then(
        (list) => set((st) => s.setCredentialTypes(st, list)),
        (error: unknown) => {
          typesPromise = null;
          throw error;
        },
      );
    }
    await typesPromise;
  },
  proposeName: (typeName) =>
    s.proposeCredentialName(get().types, typeName, (base) => api.newCredentialName(undefined, base)),
  createCredential: async (body) => {
    const created = await api.createCredential(body);
    set((st) => s.upsertCredential(st, created));
    return created;
  },
  updateCredential: async (id, body) => {
    const updated = await api.updateCredential(id, body);
    set((st) => s.upsertCredential(st, updated));
    return updated;
  },
  deleteCredential: async (id) => {
    await api.deleteCredential(id);
    set((st) => s.removeCredential(st, id));
  },
  shareCredential: async (id, shareWithIds) => {
    const updated = await api.shareCredential(id, shareWithIds);
    set((st) => s.upsertCredential(st, updated));
    return updated;
  },
  fetchCredential: async (id) => {
    const c = await api.fetchCredential(id, true);
    set((st) => s.upsertCredential(st, c));
    return c;
  },
}));
