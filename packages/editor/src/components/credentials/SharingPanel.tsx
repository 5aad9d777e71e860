import { useMemo, useState } from 'react';
import type { ResourceUser } from '../../api/workflows';
import type { User } from '../../stores/users/state';
import { userName } from '../../stores/workflows-list/state';
import { initials } from '../layout/UserMenu';
import { Button } from '../ui/Button';
import { Select } from '../ui/Field';
import { Icon } from '../ui/Icon';

export interface SharingPanelProps {
  owner: ResourceUser | null;
  sharees: ResourceUser[];
  /** Everyone it could be shared with. */
  users: User[];
  canShare: boolean;
  currentUserId?: string;
  onChange(sharees: ResourceUser[]): void;
  /** What is shared (the wording follows it); default 'credential'. */
  resource?: 'credential' | 'workflow';
}

/** The panel's explanation for what is shared and whether the user may share it. */
export function sharingNote(resource: 'credential' | 'workflow', canShare: boolean): string {
  if (resource === 'workflow') {
    return canShare
      ? 'People you share this workflow with can open, edit and run it, but only the owner can delete it. They can use its credentials only in this workflow.'
      : 'Only the owner of this workflow can change who it is shared with.';
  }
  return canShare
    ? 'People you share this credential with can use it in their workflows. They cannot see or change its secret details.'
    : 'Only the owner of this credential can change who it is shared with.';
}

function Person({ user, you, children }: { user: ResourceUser; you: boolean; children?: React.ReactNode }) {
  return (
    <li className="share-person" data-testid="sharee">
      <span className="avatar" aria-hidden>
        {initials(userName(user))}
      </span>
      <span className="share-person__text">
        <span className="share-person__name">
          {userName(user)}
          {you && <span className="subtle"> (you)</span>}
        </span>
        {user.email && <span className="share-person__email">{user.email}</span>}
      </span>
      {children}
    </li>
  );
}

/**
 * Who may use the credential (or workflow, `resource`): its owner and the sharees. Sharees are added and removed here,
 * locally; the modal's Save sends the list (PUT /credentials/{id}/share).
 */
export function SharingPanel({
  owner,
  sharees,
  users,
  canShare,
  currentUserId,
  onChange,
  resource = 'credential',
}: SharingPanelProps) {
  const [pick, setPick] = useState('');
  const candidates = useMemo(
    () =>
      users
        .filter((u) => !u.isPendingUser && !u.disabled && u.id !== owner?.id && !sharees.some((s) => s.id === u.id))
        .sort((a, b) => userName(a).localeCompare(userName(b))),
    [users, owner, sharees],
  );
  return (
    <div className="share-panel" data-testid="credential-sharing">
      <p className="muted">{sharingNote(resource, canShare)}</p>
      {canShare && (
        <div className="row share-panel__add">
          <Select
            aria-label="Add a person to share with"
            value={pick}
            onChange={(e) => setPick(e.target.value)}
            data-testid="sharing-user-select"
            disabled={candidates.length === 0}
          >
            <option value="">
              {candidates.length ? 'Choose someone to share with…' : 'Nobody else to share with yet'}
            </option>
            {candidates.map((u) => (
              <option key={u.id} value={u.id}>
                {userName(u)}
                {u.email ? ` (${u.email})` : ''}
              </option>
            ))}
          </Select>
          <Button
            icon="plus"
            disabled={!pick}
            data-testid="sharing-add"
            onClick={() => {
              const u = candidates.find((c) => c.id === pick);
              if (u) onChange([...sharees, { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName }]);
              setPick('');
            }}
          >
            Add
          </Button>
        </div>
      )}
      <ul className="share-list" aria-label="People with access">
        {owner && (
          <Person user={owner} you={owner.id === currentUserId}>
            <span className="badge badge--primary">Owner</span>
          </Person>
        )}
        {sharees.map((s) => (
          <Person key={s.id} user={s} you={s.id === currentUserId}>
            <span className="badge">User</span>
            {canShare && (
              <Button
                variant="ghost"
                size="sm"
                icon="trash"
                aria-label={`Stop sharing with ${userName(s)}`}
                onClick={() => onChange(sharees.filter((x) => x.id !== s.id))}
                data-testid="sharee-remove"
              />
            )}
          </Person>
        ))}
      </ul>
      {sharees.length === 0 && (
        <p className="subtle share-panel__none">
          <Icon name="users" size={14} /> Not shared with anyone yet.
        </p>
      )}
    </div>
  );
}
