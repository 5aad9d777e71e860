import { describe, expect, it } from 'vitest';
import {
  addInvitedUsers,
  clearCurrentUser,
  currentUser,
  displayName,
  initialUsersState,
  pendingCount,
  removeUser,
  setCurrentUser,
  setUsers,
  shouldShowSurvey,
  sortedUsers,
  toUser,
  transferCandidates,
  upsertUser,
} from './state';

const base = {
  id: 'u1',
  email: 'a@b.co',
  firstName: null,
  lastName: null,
  globalRole: { name: 'member' as const },
  isPending: false,
};

describe('users store', () => {
  it('derives fullName only when a first name exists', () => {
    expect(toUser(base).fullName).toBeUndefined();
    expect(toUser({ ...base, firstName: 'Ada', lastName: 'Lovelace' }).fullName).toBe('Ada Lovelace');
  });

  it('marks the pending owner as the default (pre-setup) user', () => {
    const u = toUser({ ...base, globalRole: { name: 'owner' }, isPending: true });
    expect(u.isDefaultUser).toBe(true);
    expect(u.isOwner).toBe(false);
    expect(toUser({ ...base, globalRole: { name: 'owner' } }).isOwner).toBe(true);
  });

  it('sets the current user on sign-in and clears it on logout', () => {
    const s = setCurrentUser(initialUsersState, base);
    expect(currentUser(s)?.email).toBe('a@b.co');
    expect(currentUser(clearCurrentUser(s))).toBeNull();
  });
});

const owner = {
  ...base,
  id: 'o',
  email: 'owner@x.co',
  firstName: 'Olivia',
  lastName: 'Owner',
  globalRole: { name: 'owner' as const },
};
const zed = { ...base, id: 'z', email: 'zed@x.co', firstName: 'Zed', lastName: null };
const amy = { ...base, id: 'a', email: 'amy@x.co', firstName: 'Amy', lastName: 'Adams' };
const pending = {
  ...base,
  id: 'p',
  email: 'new@x.co',
  isPending: true,
  inviteAcceptUrl: 'http://h/signup?inviterId=o&inviteeId=p',
};

describe('users settings list', () => {
  const state = setUsers(setCurrentUser(initialUsersState, owner), [owner, zed, pending, amy]);

  it('lists the owner first, then members by name, then pending invitations', () => {
    expect(sortedUsers(state).map((u) => u.id)).toEqual(['o', 'a', 'z', 'p']);
    expect(pendingCount(state)).toBe(1);
    expect(sortedUsers(state).find((u) => u.id === 'p')?.inviteAcceptUrl).toContain('inviteeId=p');
  });

  it('never lists the pre-setup (default) user', () => {
    const s = setUsers(initialUsersState, [
      { ...base, id: 'd', globalRole: { name: 'default' }, isPending: true },
      amy,
    ]);
    expect(sortedUsers(s).map((u) => u.id)).toEqual(['a']);
    expect(pendingCount(s)).toBe(0);
  });

  it('offers only other signed-up users as transfer targets', () => {
    expect(transferCandidates(state, 'a').map((u) => u.id)).toEqual(['o', 'z']);
    expect(transferCandidates(removeUser(state, 'z'), 'a').map((u) => u.id)).toEqual(['o']);
  });

  it('names a user by full name, else e-mail', () => {
    expect(displayName(toUser(amy))).toBe('Amy Adams');
    expect(displayName(toUser(pending))).toBe('new@x.co');
  });

  it('adds invited addresses as pending members, skipping addresses that already have an account', () => {
    const s = addInvitedUsers(state, [
      { user: { id: 'n1', email: 'n1@x.co', inviteAcceptUrl: 'http://h/signup?inviteeId=n1', emailSent: false } },
      {
        user: { id: 'a', email: 'amy@x.co', emailSent: false },
        error: 'A user with this email address already exists',
      },
    ]);
    const n1 = s.users.n1!;
    expect(n1.isPendingUser).toBe(true);
    expect(n1.role).toBe('member');
    expect(n1.inviteAcceptUrl).toContain('n1');
    expect(s.users.a!.isPendingUser).toBe(false);
    expect(pendingCount(s)).toBe(2);
  });

  it('replaces a user after an update and keeps the current user', () => {
    const s = upsertUser(state, { ...owner, firstName: 'Liv' });
    expect(currentUser(s)?.fullName).toBe('Liv Owner');
  });
});

describe('shouldShowSurvey', () => {
  it('shows the survey once to a signed-up user without answers when it is enabled', () => {
    expect(shouldShowSurvey(toUser(amy), true)).toBe(true);
    expect(shouldShowSurvey(toUser({ ...amy, personalizationAnswers: { companySize: '<20' } }), true)).toBe(false);
    expect(shouldShowSurvey(toUser(amy), false)).toBe(false);
    expect(shouldShowSurvey(toUser({ ...base, globalRole: { name: 'default' }, isPending: true }), true)).toBe(false);
    expect(shouldShowSurvey(null, true)).toBe(false);
  });
});
