import { create } from 'zustand';
import * as authApi from '../../api/auth';
import { restApi } from '../../api/client';
import type { UserResponse } from '../../api/types';
import * as usersApi from '../../api/users';
import { useSettingsStore } from '../settings/store';
import { useUiStore } from '../ui/store';
import * as u from './state';

export interface UsersStore extends u.UsersState {
  /** GET /login: restores the session from the cookie. Returns null when signed out. */
  loginWithCookie(): Promise<u.User | null>;
  /** POST /login; `mfa` carries the second factor when the server asked for it (code 998). */
  loginWithCreds(
    email: string,
    password: string,
    mfa?: { mfaCode?: string; mfaRecoveryCode?: string },
  ): Promise<u.User>;
  logout(): Promise<void>;
  setCurrent(user: UserResponse): void;
  fetchUsers(): Promise<void>;
  removeLocal(id: string): void;
  /** POST /owner/setup; the setup page stops showing. */
  setupOwner(input: authApi.AccountInput & { email: string }): Promise<u.User>;
  /** POST /owner/skip-setup; a failure is swallowed. The setup page stops showing either way. */
  skipOwnerSetup(): Promise<void>;
  /** POST /users/{inviteeId}: accepts an invite and signs in. */
  signup(inviterId: string, inviteeId: string, input: authApi.AccountInput): Promise<u.User>;
  /** POST /change-password with a reset token; signs in. */
  changePasswordWithToken(token: string, password: string, userId?: string, mfaCode?: string): Promise<u.User>;
  /** PATCH /me. */
  updateCurrentUser(patch: { firstName?: string; lastName?: string; email?: string }): Promise<u.User>;
  /** POST /users; adds the pending users and answers the per-address outcome. */
  inviteUsers(emails: string[]): Promise<u.InviteOutcome[]>;
  /** DELETE /users/{id}, transferring to another user or deleting their data. */
  deleteUser(id: string, transferId?: string): Promise<void>;
  /** Marks the current user's survey as answered (or skipped for this session). */
  setPersonalizationAnswers(answers: Record<string, unknown>): void;
}

/** Opens the personalization survey after a sign-in when the user has not answered it. */
function promptSurvey(user: u.User | null): void {
  const enabled = useSettingsStore.getState().settings?.personalizationSurveyEnabled;
  if (u.shouldShowSurvey(user, enabled)) useUiStore.getState().openModal('personalizationSurvey');
}

/** The signed-in user and the instance's users. */
export const useUsersStore = create<UsersStore>()((set, get) => {
  const signedIn = (user: UserResponse): u.User => {
    set((s) => u.setCurrentUser(s, user));
    const current = u.currentUser(get())!;
    promptSurvey(current);
    return current;
  };
  return {
    ...u.initialUsersState,
    loginWithCookie: async () => {
      try {
        const user = await restApi<UserResponse>('GET', '/login');
        if (!user) return null;
        set((s) => u.setCurrentUser(s, user));
        return u.currentUser(get());
      } catch (error) {
        if ((error as { httpStatusCode?: number }).httpStatusCode === 401) return null;
        throw error;
      }
    },
    loginWithCreds: async (email, password, mfa) => signedIn(await authApi.login(email, password, mfa)),
    logout: async () => {
      await restApi('POST', '/logout');
      useUiStore.getState().closeAllModals();
      set((s) => u.clearCurrentUser(s));
    },
    setCurrent: (user) => set((s) => u.setCurrentUser(s, user)),
    fetchUsers: async () => {
      const list = await usersApi.getUsers();
      set((s) => u.setUsers(s, list));
    },
    removeLocal: (id) => set((s) => u.removeUser(s, id)),
    setupOwner: async (input) => {
      const user = await authApi.setupOwner(input);
      useSettingsStore.getState().stopShowingSetup();
      return signedIn(user);
    },
    skipOwnerSetup: async () => {
      try {
        await authApi.skipOwnerSetup();
      } catch {
        // Skipping the owner setup fails silently.
      }
      useSettingsStore.getState().stopShowingSetup();
    },
    signup: async (inviterId, inviteeId, input) => signedIn(await authApi.acceptInvite(inviterId, inviteeId, input)),
    changePasswordWithToken: async (token, password, userId, mfaCode) =>
      signedIn(await authApi.changePasswordWithToken(token, password, userId, mfaCode)),
    updateCurrentUser: async (patch) => {
      const user = await authApi.updateMe(patch);
      set((s) => u.upsertUser(s, user));
      return u.currentUser(get())!;
    },
    inviteUsers: async (emails) => {
      const results = await usersApi.inviteUsers(emails);
      set((s) => u.addInvitedUsers(s, results));
      return results;
    },
    deleteUser: async (id, transferId) => {
      await usersApi.deleteUser(id, transferId);
      set((s) => u.removeUser(s, id));
    },
    setPersonalizationAnswers: (answers) => {
      const current = u.currentUser(get());
      if (current)
        set((s) => ({ ...s, users: { ...s.users, [current.id]: { ...current, personalizationAnswers: answers } } }));
    },
  };
});

/** Hook: the signed-in user or null. */
export function useCurrentUser(): u.User | null {
  return useUsersStore((s) => (s.currentUserId ? (s.users[s.currentUserId] ?? null) : null));
}
