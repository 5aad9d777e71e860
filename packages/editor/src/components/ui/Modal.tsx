import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useUiStore } from '../../stores/ui/store';
import type { ModalKey } from '../../stores/ui/state';
import { Button } from './Button';

export interface ModalProps {
  /** The modal's key in the stack. */
  name: ModalKey;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  footer?: ReactNode;
  children?: ReactNode;
  /** Called after the modal closed (escape, overlay click, close button). */
  onClose?(): void;
}

/**
 * A modal bound to the modal stack: it is open while its key is in the stack, and closing it
 * removes only its own entry. Focus is trapped inside and returns where it came from.
 */
export function Modal({ name, title, description, size = 'md', footer, children, onClose }: ModalProps) {
  const open = useUiStore((s) => s.modalStack.some((m) => m.key === name));
  const close = useUiStore((s) => s.closeModal);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          close(name);
          onClose?.();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal${size !== 'md' ? ` modal--${size}` : ''}`}
          data-modal={name}
          aria-describedby={description ? undefined : undefined}
        >
          <div className="modal__header">
            <div style={{ flex: 1, minWidth: 0 }}>
              <Dialog.Title className="modal__title">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="modal__description">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="visually-hidden">
                  {typeof title === 'string' ? title : 'Dialog'}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" icon="close" aria-label="Close" />
            </Dialog.Close>
          </div>
          <div className="modal__body">{children}</div>
          {footer && <div className="modal__footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
