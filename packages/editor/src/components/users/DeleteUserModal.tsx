import { useEffect, useMemo, useState } from 'react';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { displayName, transferCandidates } from '../../stores/users/state';
import { useUsersStore } from '../../stores/users/store';
import { FormError } from '../auth/FormError';
import { Button } from '../ui/Button';
import { Select } from '../ui/Field';
import { Modal } from '../ui/Modal';

type Choice = 'transfer' | 'delete';

/**
 * The deleteUser modal, for the user whose id the modal carries (activeId). A signed-up user's
 * workflows and credentials are either transferred to another user or deleted with them; a
 * pending invitation is simply withdrawn.
 */
export function DeleteUserModal() {
  const activeId = useUiStore(
    (s) => s.modalStack.find((m) => m.key === 'deleteUser')?.data?.activeId as string | undefined,
  );
  const closeModal = useUiStore((s) => s.closeModal);
  const users = useUsersStore((s) => s.users);
  const currentUserId = useUsersStore((s) => s.currentUserId);
  const user = activeId ? users[activeId] : undefined;
  // Derived outside the selector: a selector answering a new list each time would re-render forever.
  const candidates = useMemo(
    () => (activeId ? transferCandidates({ users, currentUserId }, activeId) : []),
    [users, currentUserId, activeId],
  );
  const deleteUser = useUsersStore((s) => s.deleteUser);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [transferId, setTransferId] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setChoice(null);
    setTransferId('');
    setError(null);
    setBusy(false);
  }, [activeId]);

  if (!user)
    return (
      <Modal name="deleteUser" title="Delete user">
        {activeId ? <p className="muted">This user no longer exists.</p> : null}
      </Modal>
    );
  const pending = user.isPendingUser;
  const name = displayName(user);
  const ready = pending || choice === 'delete' || (choice === 'transfer' && !!transferId);

  const submit = async () => {
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await deleteUser(user.id, !pending && choice === 'transfer' ? transferId : undefined);
      closeModal('deleteUser');
      toast.success(
        pending ? 'Invitation withdrawn' : 'User deleted',
        pending
          ? `${name} can no longer use their invite link.`
          : choice === 'transfer'
            ? `Their workflows and credentials now belong to ${displayName(candidates.find((c) => c.id === transferId) ?? { email: 'the chosen user' })}.`
            : 'Their workflows and credentials were deleted.',
      );
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Modal
      name="deleteUser"
      size="sm"
      title={pending ? `Withdraw the invitation of ${name}?` : `Delete ${name}?`}
      footer={
        <>
          <Button onClick={() => closeModal('deleteUser')}>Cancel</Button>
          <Button
            variant="danger"
            icon="trash"
            disabled={!ready}
            loading={busy}
            onClick={() => void submit()}
            data-testid="delete-user-confirm"
          >
            {pending ? 'Withdraw invitation' : 'Delete user'}
          </Button>
        </>
      }
    >
      <div className="stack">
        <FormError error={error} />
        {pending ? (
          <p className="muted">Their invite link stops working. You can invite the address again later.</p>
        ) : (
          <>
            <p className="muted">What should happen to the workflows and credentials {name} owns?</p>
            <div className="choice-list" role="radiogroup" aria-label="Their workflows and credentials">
              <label className="choice">
                <input
                  type="radio"
                  name="delete-choice"
                  checked={choice === 'transfer'}
                  onChange={() => setChoice('transfer')}
                  disabled={!candidates.length}
                  data-testid="delete-user-transfer"
                />
                <span className="choice__body">
                  <span>Transfer their workflows and credentials to</span>
                  {choice === 'transfer' && (
                    <Select
                      value={transferId}
                      onChange={(e) => setTransferId(e.target.value)}
                      aria-label="User to transfer to"
                      data-testid="delete-user-transfer-to"
                    >
                      <option value="">Choose a user…</option>
                      {candidates.map((c) => (
                        <option key={c.id} value={c.id}>
                          {displayName(c)}
                          {c.fullName && c.email ? ` (${c.email})` : ''}
                        </option>
                      ))}
                    </Select>
                  )}
                </span>
              </label>
              <label className="choice">
                <input
                  type="radio"
                  name="delete-choice"
                  checked={choice === 'delete'}
                  onChange={() => setChoice('delete')}
                  data-testid="delete-user-delete-data"
                />
                <span className="choice__body">
                  <span>Delete their data</span>
                  {choice === 'delete' && (
                    <span className="field__hint">
                      Their workflows are deactivated and deleted with their credentials. This cannot be undone.
                    </span>
                  )}
                </span>
              </label>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
