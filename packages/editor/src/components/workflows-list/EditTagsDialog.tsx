import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import type { WorkflowSummary } from '../../api/workflows';
import { TagsInput } from '../tags/TagsInput';
import { Button } from '../ui/Button';

export interface EditTagsDialogProps {
  /** The workflow whose tags are edited; null keeps the dialog closed. */
  workflow: WorkflowSummary | null;
  onClose(): void;
  /** Saves the new tag ids (PATCH /workflows/{id}); a rejection keeps the dialog open. */
  onSave(workflow: WorkflowSummary, tagIds: string[]): Promise<void>;
}

/** A small dialog to change a workflow's tags from the list, creating new tags on Enter. */
export function EditTagsDialog({ workflow, onClose, onSave }: EditTagsDialogProps) {
  const [ids, setIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setIds(workflow?.tags.map((t) => t.id) ?? []), [workflow]);
  const save = async () => {
    if (!workflow) return;
    setBusy(true);
    try {
      await onSave(workflow, ids);
      onClose();
    } catch {
      /* the caller showed the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={!!workflow} onOpenChange={(o) => !o && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal modal--sm" data-testid="edit-tags-dialog">
          <div className="modal__header">
            <div style={{ flex: 1, minWidth: 0 }}>
              <Dialog.Title className="modal__title">Edit tags</Dialog.Title>
              <Dialog.Description className="modal__description">{workflow?.name}</Dialog.Description>
            </div>
          </div>
          <div className="modal__body">
            <TagsInput
              value={ids}
              onChange={setIds}
              allowCreate
              autoFocus
              label="Workflow tags"
              placeholder="Type a tag and press Enter…"
              testId="edit-tags-input"
            />
          </div>
          <div className="modal__footer">
            <Dialog.Close asChild>
              <Button disabled={busy}>Cancel</Button>
            </Dialog.Close>
            <Button variant="primary" loading={busy} data-testid="edit-tags-save" onClick={() => void save()}>
              Save tags
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
