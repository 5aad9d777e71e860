import type { GlobalRole, UserResponse } from '../../api/types';

/** A user with the fields the editor derives on load (spec §3 User). */
export interface User extends UserResponse {
  /** Only present when firstName exists. */
  fullName?: string;
  /** The pre-setup user: pending, with the owner role. */
  isDefaultUser: boolean;
  isPendingUser: boolean;
  isOwner: boolean;
  role: GlobalRole;
}

/** Adds the derived fields to a user from the server. */
export function toUser(u: UserResponse): User {
  const role = u.globalRole?.name ?? 'member';
  const user: User = {
    ...u,
    isPendingUser: !!u.isPending,
    isDefaultUser: !!u.isPending && (role === 'owner' || role === 'default'),
    isOwner: role === 'owner' && !u.isPending,
    role,
  };
  if (u.firstName) user.fullName = u.lastName ? `${u.firstName} ${u.lastName}` : u.firstName;
  return user;
}

export interface UsersState {
  currentUserId: string | null;
  users: Record<string, User>;
}

export const initialUsersState: UsersState = { currentUserId: null, users: {} };

/** Sets the signed-in user (login with cookie or credentials, signup, owner setup). */
export function setCurrentUser(state: UsersState, u: UserResponse): UsersState {
  const user = toUser(u);
  return { currentUserId: user.id, users: { ...state.users, [user.id]: user } };
}

/** Logout clears the current user. */
export function clearCurrentUser(state: UsersState): UsersState {
  return { ...state, currentUserId: null };
}

/** Replaces the known users with a fresh list, keeping the current user. */
export function setUsers(state: UsersState, list: UserResponse[]): UsersState {
  const users: Record<string, User> = {};
  const current = state.currentUserId ? state.users[state.currentUserId] : undefined;
  if (current) users[current.id] = current;
  for (const u of list) users[u.id] = toUser(u);
  return { ...state, users };
}

/** Removes a user from the list. */
export function removeUser(state: UsersState, id: string): UsersState {
  const { [id]: _removed, ...users } = state.users;
  return { ...state, users };
}

/** The signed-in user, if any. */
export function currentUser(state: UsersState): User | null {
  return state.currentUserId ? (state.users[state.currentUserId] ?? null) : null;
}
