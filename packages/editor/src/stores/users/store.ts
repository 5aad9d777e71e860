import { create } from 'zustand';
import { restApi } from '../../api/client';
import type { UserResponse } from '../../api/types';
import * as u from './state';

export interface UsersStore extends u.UsersState {
  /** GET /login: restores the session from the cookie. Returns null when signed out. */
  loginWithCookie(): Promise<u.User | null>;
  loginWithCreds(email: string, password: string): Promise<u.User>;
  logout(): Promise<void>;
  setCurrent(user: UserResponse): void;
  fetchUsers(): Promise<void>;
  removeLocal(id: string): void;
}

/** The signed-in user and the instance's users. */
export const useUsersStore = create<UsersStore>()((set, get) => ({
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
  loginWithCreds: async (email, password) => {
    const user = await restApi<UserResponse>('POST', '/login', { email, password });
    set((s) => u.setCurrentUser(s, user));
    return u.currentUser(get())!;
  },
  logout: async () => {
    await restApi('POST', '/logout');
    set((s) => u.clearCurrentUser(s));
  },
  setCurrent: (user) => set((s) => u.setCurrentUser(s, user)),
  fetchUsers: async () => {
    const list = await restApi<UserResponse[]>('GET', '/users');
    set((s) => u.setUsers(s, list));
  },
  removeLocal: (id) => set((s) => u.removeUser(s, id)),
}));

/** Hook: the signed-in user or null. */
export function useCurrentUser(): u.User | null {
  return useUsersStore((s) => (s.currentUserId ? (s.users[s.currentUserId] ?? null) : null));
}
