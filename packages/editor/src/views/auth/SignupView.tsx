import { useEffect, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resolveSignupToken } from '../../api/auth';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { errorMessage, FormError } from '../../components/auth/FormError';
import { PasswordHints } from '../../components/auth/PasswordHints';
import { PasswordInput } from '../../components/auth/PasswordInput';
import { Button } from '../../components/ui/Button';
import { Field, TextInput } from '../../components/ui/Field';
import { Icon } from '../../components/ui/Icon';
import { Loading } from '../../components/ui/States';
import { useUsersStore } from '../../stores/users/store';
import { nameError, passwordError } from '../../stores/users/validation';

type Invite = { state: 'loading' } | { state: 'invalid'; error: unknown } | { state: 'ready'; inviterName: string };
type Errors = Partial<Record<'firstName' | 'lastName' | 'password', string | null>>;

/** Accepts an invitation: /signup?inviterId=&inviteeId= (GET /resolve-signup-token, then POST /users/{inviteeId}). */
export default function SignupView() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviterId = params.get('inviterId') ?? '';
  const inviteeId = params.get('inviteeId') ?? '';
  const signup = useUsersStore((s) => s.signup);
  const [invite, setInvite] = useState<Invite>({ state: 'loading' });
  const [form, setForm] = useState({ firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // Typing in a field clears its message; the next submit checks again.
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((errs) => (errs[key] ? { ...errs, [key]: null } : errs));
  };

  useEffect(() => {
    if (!inviterId || !inviteeId) {
      setInvite({
        state: 'invalid',
        error: new Error('This invite link is incomplete. Ask the instance owner for a new one.'),
      });
      return;
    }
    let live = true;
    resolveSignupToken(inviterId, inviteeId)
      .then(
        ({ inviter }) =>
          live &&
          setInvite({
            state: 'ready',
            inviterName: [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || 'The instance owner',
          }),
      )
      .catch((error: unknown) => live && setInvite({ state: 'invalid', error }));
    return () => {
      live = false;
    };
  }, [inviterId, inviteeId]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const next: Errors = {
      firstName: nameError(form.firstName, 'First name', true),
      lastName: nameError(form.lastName, 'Last name', false),
      password: passwordError(form.password),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await signup(inviterId, inviteeId, {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim() || undefined,
        password: form.password,
      });
      void navigate('/home/workflows', { replace: true });
    } catch (error) {
      setServerError(error);
      setBusy(false);
    }
  };

  if (invite.state === 'loading') {
    return (
      <AuthLayout title="Join Weft" testId="signup-view">
        <Loading label="Checking your invitation…" />
      </AuthLayout>
    );
  }
  if (invite.state === 'invalid') {
    return (
      <AuthLayout
        title="This invitation can't be used"
        testId="signup-view"
        footer={<Link to="/signin">Back to sign in</Link>}
      >
        <div className="auth-result" role="alert" data-testid="signup-invalid">
          <div className="auth-result__icon auth-result__icon--danger">
            <Icon name="alert" size={22} />
          </div>
          <p>{errorMessage(invite.error)}</p>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Set up your account"
      subtitle="Finish creating your account to start building workflows."
      testId="signup-view"
      footer={
        <>
          Already have an account? <Link to="/signin">Sign in</Link>
        </>
      }
    >
      <div className="auth-inviter" data-testid="signup-inviter">
        <Icon name="users" size={18} />
        <span>
          <strong>{invite.inviterName}</strong> invited you to join this Weft instance.
        </span>
      </div>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Sign up">
        <FormError error={serverError} />
        <div className="auth-form__row">
          <Field label="First name" error={errors.firstName} required>
            {(p) => (
              <TextInput
                {...p}
                name="firstName"
                autoComplete="given-name"
                value={form.firstName}
                onChange={set('firstName')}
                autoFocus
                data-testid="signup-first-name"
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
                data-testid="signup-last-name"
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
              data-testid="signup-password"
            />
          )}
        </Field>
        <PasswordHints password={form.password} />
        <Button type="submit" variant="primary" size="lg" block loading={busy} data-testid="signup-submit">
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
