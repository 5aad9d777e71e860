import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/Button';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  /** Runs the action and reports its errors; the dialog shows a spinner meanwhile, closes when it resolves and stays open when it rejects. */
  onConfirm(): Promise<void> | void;
  onOpenChange(open: boolean): void;
  danger?: boolean;
}

/** A small "are you sure?" dialog (for deleting workflows and credentials). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  onConfirm,
  onOpenChange,
  danger = true,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      /* onConfirm reports its own errors; the dialog stays open */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay confirm-overlay" />
        <Dialog.Content className="modal modal--sm confirm-dialog" data-testid="confirm-dialog">
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
          </div>
          <Dialog.Description asChild>
            <div className="modal__body muted">{children}</div>
          </Dialog.Description>
          <div className="modal__footer">
            <Dialog.Close asChild>
              <Button disabled={busy}>Cancel</Button>
            </Dialog.Close>
            <Button
              variant={danger ? 'danger' : 'primary'}
              loading={busy}
              data-testid="confirm-button"
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
