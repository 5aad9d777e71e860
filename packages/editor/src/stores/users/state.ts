import type { GlobalRole, UserResponse } from '../../api/types';

/** A user with the fields the editor derives on load. */
export interface User extends UserResponse {
  /** Only present when firstName exists. */
  fullName?: string;
  /** The pre-setup user: pending, with the owner role. */
  isDefaultUser: boolean;
  isPendingUser: boolean;
  isOwner: boolean;
  role: GlobalRole;
  /** The invite link of a pending member, when the owner's user list carries it. */
  inviteAcceptUrl?: string;
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

/** Adds or replaces one user (after PATCH /me, sign-up, an invite). */
export function upsertUser(state: UsersState, u: UserResponse): UsersState {
  return { ...state, users: { ...state.users, [u.id]: toUser(u) } };
}

/** A user's name for lists: the full name, else the e-mail, else a stand-in. */
export function displayName(user: Pick<User, 'fullName' | 'email'>): string {
  return user.fullName ?? user.email ?? 'Unnamed user';
}

/**
 * The users as the users settings list them: the owner first, then members who signed up by name,
 * then pending invitations by e-mail. The pre-setup (default) user is not listed.
 */
export function sortedUsers(state: UsersState): User[] {
  const rank = (u: User) => (u.isOwner ? 0 : u.isPendingUser ? 2 : 1);
  return Object.values(state.users)
    .filter((u) => !u.isDefaultUser)
    .sort(
      (a, b) => rank(a) - rank(b) || displayName(a).localeCompare(displayName(b), undefined, { sensitivity: 'base' }),
    );
}

/** How many invitations are still pending. */
export function pendingCount(state: UsersState): number {
  return Object.values(state.users).filter((u) => u.isPendingUser && !u.isDefaultUser).length;
}

/** Who can receive a deleted user's workflows and credentials: anyone else who has signed up. */
export function transferCandidates(state: UsersState, deletingId: string): User[] {
  return sortedUsers(state).filter((u) => u.id !== deletingId && !u.isPendingUser && !u.disabled);
}

/** One entry of POST /users' answer (a list of {user, error?}). */
export interface InviteOutcome {
  user: { id: string; email: string; inviteAcceptUrl?: string; emailSent?: boolean };
  error?: string;
}

/**
 * Adds the users an invite created as pending members. Entries with an error and no invite link
 * (an address that already has an account) add nothing.
 */
export function addInvitedUsers(state: UsersState, results: InviteOutcome[]): UsersState {
  let next = state;
  for (const r of results) {
    if (r.error && !r.user.inviteAcceptUrl && !r.user.emailSent) continue;
    const existing = next.users[r.user.id];
    const invited: UserResponse & { inviteAcceptUrl?: string } = {
      id: r.user.id,
      email: r.user.email,
      firstName: existing?.firstName ?? null,
      lastName: existing?.lastName ?? null,
      globalRole: { name: 'member' },
      isPending: true,
      ...(r.user.inviteAcceptUrl
        ? { inviteAcceptUrl: r.user.inviteAcceptUrl }
        : existing?.inviteAcceptUrl
          ? { inviteAcceptUrl: existing.inviteAcceptUrl }
          : {}),
    };
    next = upsertUser(next, invited);
  }
  return next;
}

/**
 * Whether the personalization survey should open after a sign-in: the survey is on,
 * and the user has an account but no answers yet.
 */
export function shouldShowSurvey(user: User | null, surveyEnabled: boolean | undefined): boolean {
  if (!surveyEnabled || !user || user.isDefaultUser || user.isPendingUser) return false;
  const answers = user.personalizationAnswers;
  return !answers || Object.keys(answers).length === 0;
}
