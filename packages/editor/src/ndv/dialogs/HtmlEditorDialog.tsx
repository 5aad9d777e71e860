/**
 * HtmlEditorDialog: the HTML editor in an 80%-wide dialog with a Format action.
 *
 * Props: `open: boolean`, `onClose(): void`, `value: string`, `onChange(value: string): void`
 * (called with the document text), `title?: string` (default 'Edit HTML', `htmlEditor.dialogTitle`), `readOnly?: boolean`,
 * `rows?: number`. Format formats style, script and HTML sections separately (html-format.ts); a
 * document that does not parse gets an error toast naming the problem and is not changed.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { HtmlEditor } from './HtmlEditor';
import { closeOpenCompletion } from '../code/use-codemirror';
import { formatHtmlOrToast } from './format-html-action';
import { Button } from '../../components/ui/Button';
import { t } from '../../i18n';

/** Props of {@link HtmlEditorDialog}. */
export interface HtmlEditorDialogProps {
  open: boolean;
  onClose(): void;
  value: string;
  onChange(value: string): void;
  title?: string;
  readOnly?: boolean;
  rows?: number;
}

/** The HTML editor dialog. */
export function HtmlEditorDialog({
  open,
  onClose,
  value,
  onChange,
  title,
  readOnly = false,
  rows = -1,
}: HtmlEditorDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal code-dialog"
          data-testid="html-editor-dialog"
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            if (closeOpenCompletion()) e.preventDefault();
          }}
          onPointerDownOutside={(e) => e.preventDefault()}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title ?? t('htmlEditor.dialogTitle')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" icon="close" aria-label={t('common.close')} />
            </Dialog.Close>
          </div>
          <div className="modal__body">
            <HtmlEditor html={value} onValueChanged={onChange} isReadOnly={readOnly} rows={rows} />
          </div>
          <div className="modal__footer">
            <Button
              disabled={readOnly}
              onClick={() => {
                const formatted = formatHtmlOrToast(value);
                if (formatted !== null) onChange(formatted);
              }}
            >
              {t('htmlEditor.format')}
            </Button>
            <Dialog.Close asChild>
              <Button variant="primary">{t('common.done')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default HtmlEditorDialog;
