import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Field, Select, TextInput } from '../../components/ui/Field';

export interface NameDialogProps {
  open: boolean;
  title: ReactNode;
  label: string;
  initial?: string;
  confirmLabel: string;
  /** Shows a column type choice too (string, number, boolean, date). */
  withType?: boolean;
  /** Saves; a rejection keeps the dialog open with the error shown. */
  onSave(name: string, type: string): Promise<void>;
  onOpenChange(open: boolean): void;
  testId: string;
}

/** A small dialog asking for a name (a table's, or a column's with its type). */
export function NameDialog({
  open,
  title,
  label,
  initial = '',
  confirmLabel,
  withType,
  onSave,
  onOpenChange,
  testId,
}: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [type, setType] = useState('string');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setType('string');
      setError('');
    }
  }, [open, initial]);
  const save = async () => {
    setBusy(true);
    setError('');
    try {
      await onSave(name.trim(), type);
      onOpenChange(false);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal modal--sm" data-testid={testId}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <div className="modal__header">
              <Dialog.Title className="modal__title">{title}</Dialog.Title>
              <Dialog.Description className="visually-hidden">{label}</Dialog.Description>
            </div>
            <div className="modal__body dt-dialog__body">
              <Field label={label} error={error || undefined} required>
                {(control) => (
                  <TextInput
                    {...control}
                    autoFocus
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                    data-testid={`${testId}-name`}
                  />
                )}
              </Field>
              {withType && (
                <Field label="Type">
                  {(control) => (
                    <Select
                      {...control}
                      value={type}
                      onChange={(e) => setType(e.target.value)}
                      data-testid={`${testId}-type`}
                    >
                      <option value="string">String</option>
                      <option value="number">Number</option>
                      <option value="boolean">Boolean</option>
                      <option value="date">Date</option>
                    </Select>
                  )}
                </Field>
              )}
            </div>
            <div className="modal__footer">
              <Dialog.Close asChild>
                <Button disabled={busy}>Cancel</Button>
              </Dialog.Close>
              <Button
                type="submit"
                variant="primary"
                loading={busy}
                disabled={!name.trim()}
                data-testid={`${testId}-save`}
              >
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
