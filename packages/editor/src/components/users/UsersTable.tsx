import * as Menu from '@radix-ui/react-dropdown-menu';
import { getInviteLink } from '../../api/users';
import { initials } from '../layout/UserMenu';
import { displayName, type User } from '../../stores/users/state';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { CopyButton } from './CopyButton';

export interface UsersTableProps {
  users: User[];
  currentUserId: string | null;
  smtpSetup: boolean;
  onReinvite(user: User): void;
  onDelete(user: User): void;
}

/** The instance's users: name and e-mail, role, pending badge, and the owner's actions per row. */
export function UsersTable({ users, currentUserId, smtpSetup, onReinvite, onDelete }: UsersTableProps) {
  return (
    <table className="table users-table" data-testid="users-table">
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col">Role</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = displayName(user);
          const self = user.id === currentUserId;
          return (
            <tr key={user.id} data-testid="user-row" data-user-email={user.email ?? ''}>
              <td>
                <div className="user-cell">
                  <span className={`avatar${user.isPendingUser ? ' avatar--pending' : ''}`} aria-hidden>
                    {user.isPendingUser ? <Icon name="user" size={14} /> : initials(name)}
                  </span>
                  <div className="user-cell__text">
                    <div className="user-cell__name">
                      <span>{user.isPendingUser ? user.email : name}</span>
                      {self && <span className="badge">You</span>}
                      {user.isPendingUser && (
                        <span className="badge badge--warning" data-testid="pending-badge">
                          Pending
                        </span>
                      )}
                      {user.disabled && <span className="badge badge--danger">Disabled</span>}
                    </div>
                    {!user.isPendingUser && user.email && <div className="user-cell__email">{user.email}</div>}
                    {user.isPendingUser && <div className="user-cell__email">Invited, has not signed up yet</div>}
                  </div>
                </div>
              </td>
              <td>
                <span className={`badge${user.isOwner ? ' badge--primary' : ''}`}>
                  {user.isOwner ? 'Owner' : 'Member'}
                </span>
              </td>
              <td>
                <div className="users-actions">
                  {user.isPendingUser && (
                    <CopyButton
                      label="Copy invite link"
                      getText={async () => user.inviteAcceptUrl ?? (await getInviteLink(user.id)).link}
                      successTitle="Invite link copied"
                      aria-label={`Copy invite link for ${user.email}`}
                      data-testid="copy-invite-link"
                    />
                  )}
                  {!user.isOwner && !self && (
                    <Menu.Root>
                      <Menu.Trigger asChild>
                        <Button
                          variant="ghost"
                          size="sm"
                          icon="more"
                          aria-label={`Actions for ${name}`}
                          data-testid="user-actions"
                        />
                      </Menu.Trigger>
                      <Menu.Portal>
                        <Menu.Content className="menu" align="end" sideOffset={4}>
                          {user.isPendingUser && (
                            <Menu.Item
                              className="menu__item"
                              disabled={!smtpSetup}
                              onSelect={() => onReinvite(user)}
                              data-testid="user-reinvite"
                            >
                              <Icon name="refresh" /> Resend invite{!smtpSetup ? ' (email not set up)' : ''}
                            </Menu.Item>
                          )}
                          <Menu.Item
                            className="menu__item menu__item--danger"
                            onSelect={() => onDelete(user)}
                            data-testid="user-delete"
                          >
                            <Icon name="trash" /> {user.isPendingUser ? 'Withdraw invitation' : 'Delete user'}
                          </Menu.Item>
                        </Menu.Content>
                      </Menu.Portal>
                    </Menu.Root>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
