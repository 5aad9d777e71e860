import { describe, expect, it } from 'vitest';
import { clearCurrentUser, currentUser, initialUsersState, setCurrentUser, toUser } from './state';

const base = { id: 'u1', email: 'a@b.co', firstName: null, lastName: null, globalRole: { name: 'member' as const }, isPending: false };

describe('users store (spec §3, §4)', () => {
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
