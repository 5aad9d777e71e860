import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { FormError } from '../../components/auth/FormError';
import { PasswordHints } from '../../components/auth/PasswordHints';
import { PasswordInput } from '../../components/auth/PasswordInput';
import { Button } from '../../components/ui/Button';
import { Field, TextInput } from '../../components/ui/Field';
import { useUsersStore } from '../../stores/users/store';
import { emailError, nameError, passwordError } from '../../stores/users/validation';

type Errors = Partial<Record<'email' | 'firstName' | 'lastName' | 'password', string | null>>;

/** Sets up the instance owner (POST /owner/setup), or skips setup for now (POST /owner/skip-setup). */
export default function SetupView() {
  const navigate = useNavigate();
  const setupOwner = useUsersStore((s) => s.setupOwner);
  const skipOwnerSetup = useUsersStore((s) => s.skipOwnerSetup);
  const [form, setForm] = useState({ email: '', firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'setup' | 'skip' | null>(null);
  // Typing in a field clears its message; the next submit checks again.
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((errs) => (errs[key] ? { ...errs, [key]: null } : errs));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const next: Errors = {
      email: emailError(form.email),
      firstName: nameError(form.firstName, 'First name', true),
      lastName: nameError(form.lastName, 'Last name', false),
      password: passwordError(form.password),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy('setup');
    try {
      await setupOwner({
        email: form.email.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim() || undefined,
        password: form.password,
      });
      void navigate('/home/workflows', { replace: true });
    } catch (error) {
      setServerError(error);
      setBusy(null);
    }
  };

  const skip = async () => {
    setBusy('skip');
    await skipOwnerSetup(); // never rejects: the store swallows a failed skip
    void navigate('/home/workflows', { replace: true });
  };

  return (
    <AuthLayout
      title="Set up the owner account"
      subtitle="The owner manages users and settings of this Weft instance. You can invite others once you are set up."
      testId="setup-view"
      footer={
        <button
          type="button"
          className="btn btn--link"
          onClick={() => void skip()}
          disabled={!!busy}
          data-testid="setup-skip"
        >
          Skip setup for now
        </button>
      }
    >
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Set up owner account">
        <FormError error={serverError} />
        <Field label="Email" error={errors.email} required>
          {(p) => (
            <TextInput
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="name@company.com"
              value={form.email}
              onChange={set('email')}
              autoFocus
              data-testid="setup-email"
            />
          )}
        </Field>
        <div className="auth-form__row">
          <Field label="First name" error={errors.firstName} required>
            {(p) => (
              <TextInput
                {...p}
                name="firstName"
                autoComplete="given-name"
                value={form.firstName}
                onChange={set('firstName')}
                data-testid="setup-first-name"
              />
            )}
          </Field>
          <Field label="Last name" error={errors.lastName}>
            {(p) => (
              <TextInput
                {...p}
                name="lastName"
                autoComplete="family-name"
                value={form.lastName}
                onChange={set('lastName')}
                data-testid="setup-last-name"
              />
            )}
          </Field>
        </div>
        <Field label="Password" error={errors.password} required>
          {(p) => (
            <PasswordInput
              {...p}
              name="password"
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
              data-testid="setup-password"
            />
          )}
        </Field>
        <PasswordHints password={form.password} />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          loading={busy === 'setup'}
          disabled={!!busy}
          data-testid="setup-submit"
        >
          Set up owner account
        </Button>
      </form>
    </AuthLayout>
  );
}
