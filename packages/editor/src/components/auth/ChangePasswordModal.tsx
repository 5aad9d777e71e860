import { useState, type SubmitEvent } from 'react';
import { updateMyPassword } from '../../api/auth';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { passwordError } from '../../stores/users/validation';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { FormError } from './FormError';
import { PasswordHints } from './PasswordHints';
import { PasswordInput } from './PasswordInput';

type Errors = Partial<Record<'current' | 'next' | 'confirm', string | null>>;

/** The changePassword modal: current password, new password with strength hints, and its confirmation (PATCH /me/password). */
export function ChangePasswordModal() {
  const closeModal = useUiStore((s) => s.closeModal);
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // Typing in a field clears its message; the next submit checks again.
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((errs) => (errs[key] ? { ...errs, [key]: null } : errs));
  };
  const reset = () => {
    setForm({ current: '', next: '', confirm: '' });
    setErrors({});
    setServerError(null);
    setBusy(false);
  };

  const submit = async (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setServerError(null);
    const next: Errors = {
      current: form.current ? null : 'Enter your current password',
      next:
        passwordError(form.next) ??
        (form.next === form.current ? 'Choose a password different from the current one' : null),
      confirm: form.confirm === form.next ? null : 'The two passwords do not match',
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await updateMyPassword(form.current, form.next);
      toast.success('Password changed', 'Your other sessions were signed out.');
      closeModal('changePassword');
      reset();
    } catch (error) {
      setServerError(error);
      setBusy(false);
    }
  };

  return (
    <Modal
      name="changePassword"
      size="sm"
      title="Change password"
      onClose={reset}
      footer={
        <>
          <Button
            onClick={() => {
              closeModal('changePassword');
              reset();
            }}
          >
            Cancel
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()} data-testid="change-password-save">
            Change password
          </Button>
        </>
      }
    >
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
        <FormError error={serverError} />
        <Field label="Current password" error={errors.current} required>
          {(p) => (
            <PasswordInput
              {...p}
              name="currentPassword"
              autoComplete="current-password"
              value={form.current}
              onChange={set('current')}
              autoFocus
              data-testid="current-password"
            />
          )}
        </Field>
        <Field label="New password" error={errors.next} required>
          {(p) => (
            <PasswordInput
              {...p}
              name="newPassword"
              autoComplete="new-password"
              value={form.next}
              onChange={set('next')}
              data-testid="new-password"
            />
          )}
        </Field>
        <PasswordHints password={form.next} />
        <Field label="Repeat the new password" error={errors.confirm} required>
          {(p) => (
            <PasswordInput
              {...p}
              name="confirmPassword"
              autoComplete="new-password"
              value={form.confirm}
              onChange={set('confirm')}
              data-testid="confirm-password"
            />
          )}
        </Field>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
