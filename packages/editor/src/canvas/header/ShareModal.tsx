import { useEffect, useState } from 'react';
import { restApi } from '../../api/client';
import type { ResourceUser } from '../../api/workflows';
import { SharingPanel } from '../../components/credentials/SharingPanel';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { useCurrentUser, useUsersStore } from '../../stores/users/store';
import { useWorkflowStore } from '../../stores/workflow/store';

/**
 * The workflow sharing modal ('workflowShare', shown when sharing is on): sharees are
 * added and removed locally, then saved with PUT /workflows/{id}/share.
 */
export function ShareModal({ canShare }: { canShare: boolean }) {
  const open = useUiStore((s) => s.modalStack.some((m) => m.key === 'workflowShare'));
  const workflow = useWorkflowStore((s) => s.workflow);
  const users = useUsersStore((s) => s.users);
  const me = useCurrentUser();
  const [sharees, setSharees] = useState<ResourceUser[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setSharees((workflow.sharedWith ?? []) as ResourceUser[]);
    useUsersStore
      .getState()
      .fetchUsers()
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const close = () => useUiStore.getState().closeModal('workflowShare');
  const save = async () => {
    setBusy(true);
    try {
      const updated = await restApi<{ sharedWith?: ResourceUser[]; ownedBy?: ResourceUser | null }>(
        'PUT',
        `/workflows/${encodeURIComponent(workflow.id)}/share`,
        { shareWithIds: sharees.map((s) => s.id) },
      );
      const wf = useWorkflowStore.getState().workflow;
      useWorkflowStore.setState({
        workflow: { ...wf, sharedWith: updated.sharedWith ?? sharees, ownedBy: updated.ownedBy ?? wf.ownedBy ?? null },
      });
      toast.success('Sharing saved');
      close();
    } catch (error) {
      toast.error(error, 'Problem sharing workflow');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      name="workflowShare"
      title={`Share “${workflow.name}”`}
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button
            variant="primary"
            loading={busy}
            disabled={!canShare}
            onClick={() => void save()}
            data-testid="share-save"
          >
            Save
          </Button>
        </>
      }
    >
      <SharingPanel
        owner={(workflow.ownedBy as ResourceUser | null | undefined) ?? null}
        sharees={sharees}
        users={Object.values(users)}
        canShare={canShare}
        {...(me ? { currentUserId: me.id } : {})}
        onChange={setSharees}
        resource="workflow"
      />
    </Modal>
  );
}
