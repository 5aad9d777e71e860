import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { reinviteUser } from '../../api/users';
import { FAKE_DOORS } from '../../app/fake-doors';
import { errorMessage } from '../../components/auth/FormError';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { EmptyState, LoadError, Loading, PageHeader } from '../../components/ui/States';
import { EnforceMfaSection } from '../../components/mfa/EnforceMfaSection';
import { DeleteUserModal } from '../../components/users/DeleteUserModal';
import { InviteUsersModal } from '../../components/users/InviteUsersModal';
import { SetupWarning } from '../../components/users/SetupWarning';
import { UsersTable } from '../../components/users/UsersTable';
import { useSettingsStore } from '../../stores/settings/store';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { pendingCount, sortedUsers, type User } from '../../stores/users/state';
import { useCurrentUser, useUsersStore } from '../../stores/users/store';
import '../../styles/accounts.css';

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; error: unknown };

/** Users settings (owner only): the list with pending invitations, invite, reinvite, copy link, delete. */
export default function UsersSettingsView() {
  const me = useCurrentUser();
  const users = useUsersStore((s) => s.users);
  const currentUserId = useUsersStore((s) => s.currentUserId);
  const fetchUsers = useUsersStore((s) => s.fetchUsers);
  const smtpSetup = useSettingsStore((s) => !!s.settings?.userManagement?.smtpSetup);
  const openModal = useUiStore((s) => s.openModal);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const isDefault = !!me?.isDefaultUser;

  const refresh = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      await fetchUsers();
      setLoad({ state: 'ready' });
    } catch (error) {
      setLoad({ state: 'failed', error });
    }
  }, [fetchUsers]);

  useEffect(() => {
    if (isDefault) setLoad({ state: 'ready' });
    else void refresh();
  }, [refresh, isDefault]);

  const list = sortedUsers({ currentUserId, users });
  const pending = pendingCount({ currentUserId, users });
  const onlyOwner = list.length <= 1;
  const reinvite = async (user: User) => {
    try {
      await reinviteUser(user.id);
      toast.success('Invitation sent again', user.email ?? undefined);
    } catch (error) {
      toast.error(error, 'Could not resend the invitation', errorMessage(error));
    }
  };
  const ssoDoor = FAKE_DOORS.find((f) => f.uiLocation === 'settings/users');

  return (
    <div className="settings-page" data-testid="users-settings">
      <PageHeader
        title="Users"
        subtitle={
          isDefault
            ? 'Invite people to work on workflows with you.'
            : `${list.length} ${list.length === 1 ? 'user' : 'users'}${pending ? `, ${pending} pending` : ''}`
        }
        actions={
          <Button
            variant="primary"
            icon="plus"
            disabled={isDefault}
            onClick={() => openModal('inviteUser')}
            data-testid="invite-users"
          >
            Invite
          </Button>
        }
      />
      <SetupWarning user={me} />
      {me?.isOwner && <EnforceMfaSection me={me} />}
      {!isDefault && !smtpSetup && (
        <div className="callout" style={{ marginBottom: 'var(--space-5)' }} data-testid="smtp-hint">
          <Icon name="info" size={16} style={{ flexShrink: 0, marginTop: 2 }} />
          <div>
            Email is not set up on this instance, so invitations are not e-mailed. Copy each invite link and send it
            yourself.
          </div>
        </div>
      )}
      {isDefault ? null : load.state === 'loading' && !list.length ? (
        <Loading label="Loading users…" />
      ) : load.state === 'failed' ? (
        <LoadError error={load.error} onRetry={() => void refresh()} />
      ) : (
        <>
          <UsersTable
            users={list}
            currentUserId={currentUserId}
            smtpSetup={smtpSetup}
            onReinvite={(u) => void reinvite(u)}
            onDelete={(u) => openModal('deleteUser', { activeId: u.id })}
          />
          {onlyOwner && (
            <div style={{ marginTop: 'var(--space-5)' }}>
              <EmptyState
                icon="users"
                title="Work on workflows together"
                action={
                  <Button variant="primary" icon="plus" onClick={() => openModal('inviteUser')}>
                    Invite your team
                  </Button>
                }
              >
                Invite people by e-mail. They sign up from their invite link and can then share workflows and
                credentials with you.
              </EmptyState>
            </div>
          )}
        </>
      )}
      {ssoDoor && (
        <div className="card fake-door-card" data-testid="fake-door-sso">
          <div className="fake-door-card__icon">
            <Icon name={ssoDoor.icon} size={18} />
          </div>
          <div style={{ flex: 1, minWidth: 0 }}>
            <div className="fake-door-card__title">{ssoDoor.name}</div>
            <div className="fake-door-card__text">{ssoDoor.infoText}</div>
          </div>
          <Link to={`/settings/coming-soon/${ssoDoor.id}`} className="btn btn--sm">
            Learn more <Icon name="chevronRight" size={14} />
          </Link>
        </div>
      )}
      <InviteUsersModal />
      <DeleteUserModal />
    </div>
  );
}
