/**
 * TextEditDialog: the text edit dialog.
 *
 * Props: `open: boolean`, `onClose(): void`, `value: string`, `onChange(value: string): void`
 * (called on Save), `label: string` (title is 'Edit ' + label) or `title: string` (the whole title),
 * `readOnly?: boolean`.
 * 80% wide with a 15-row textarea; Escape resets the temporary value to the stored one and closes.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { t } from '../../i18n';
import '../../styles/ndv-code.css';

/** Props of {@link TextEditDialog}. */
export interface TextEditDialogProps {
  open: boolean;
  onClose(): void;
  value: string;
  onChange(value: string): void;
  label?: string;
  title?: string;
  readOnly?: boolean;
}

/** The text edit dialog. */
export function TextEditDialog({
  open,
  onClose,
  value,
  onChange,
  label = '',
  title,
  readOnly = false,
}: TextEditDialogProps) {
  const [temp, setTemp] = useState(value);
  useEffect(() => {
    if (open) setTemp(value);
  }, [open, value]);
  const cancel = () => {
    setTemp(value);
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && cancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal code-dialog"
          data-testid="text-edit-dialog"
          aria-describedby={undefined}
          onEscapeKeyDown={() => setTemp(value)}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title ?? t('textEdit.title', { name: label })}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" icon="close" aria-label={t('common.close')} />
            </Dialog.Close>
          </div>
          <div className="modal__body">
            <textarea
              className="input text-dialog__textarea"
              rows={15}
              value={temp}
              readOnly={readOnly}
              aria-label={title ?? label}
              onChange={(e) => setTemp(e.target.value)}
            />
          </div>
          <div className="modal__footer">
            <Button onClick={cancel}>{t('common.cancel')}</Button>
            {!readOnly && (
              <Button
                variant="primary"
                onClick={() => {
                  onChange(temp);
                  onClose();
                }}
              >
                {t('common.save')}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default TextEditDialog;
