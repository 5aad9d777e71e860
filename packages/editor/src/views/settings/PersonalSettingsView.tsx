import { useEffect, useState, type SubmitEvent } from 'react';
import { ChangePasswordModal } from '../../components/auth/ChangePasswordModal';
import { FormError } from '../../components/auth/FormError';
import { Button } from '../../components/ui/Button';
import { Field, TextInput } from '../../components/ui/Field';
import { Icon } from '../../components/ui/Icon';
import { PageHeader } from '../../components/ui/States';
import { SetupWarning } from '../../components/users/SetupWarning';
import { MfaSettingsSection } from '../../components/mfa/MfaSettingsSection';
import { initials } from '../../components/layout/UserMenu';
import { toast } from '../../stores/toasts/store';
import type { Theme } from '../../stores/ui/state';
import { useUiStore } from '../../stores/ui/store';
import { displayName } from '../../stores/users/state';
import { useCurrentUser, useUsersStore } from '../../stores/users/store';
import { emailError, fullNameError, nameError } from '../../stores/users/validation';
import '../../styles/accounts.css';

type Errors = Partial<Record<'firstName' | 'lastName' | 'email', string | null>>;

const THEMES: Array<{ value: Theme; label: string; icon: 'sun' | 'moon' | 'settings' }> = [
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
  { value: 'system', label: 'Same as the system', icon: 'settings' },
];

/** Personal settings: name and e-mail (PATCH /me), password (changePassword modal) and theme. */
export default function PersonalSettingsView() {
  const user = useCurrentUser();
  const updateCurrentUser = useUsersStore((s) => s.updateCurrentUser);
  const openModal = useUiStore((s) => s.openModal);
  const theme = useUiStore((s) => s.theme);
  const setTheme = useUiStore((s) => s.setTheme);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const isDefault = !!user?.isDefaultUser;

  useEffect(() => {
    setForm({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' });
  }, [user?.firstName, user?.lastName, user?.email]);

  // Typing in a field clears its message; the next submit checks again.
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((errs) => (errs[key] ? { ...errs, [key]: null } : errs));
  };
  const dirty =
    !!user &&
    (form.firstName.trim() !== (user.firstName ?? '') ||
      form.lastName.trim() !== (user.lastName ?? '') ||
      form.email.trim().toLowerCase() !== (user.email ?? ''));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const next: Errors = {
      firstName: nameError(form.firstName, 'First name', false),
      lastName: nameError(form.lastName, 'Last name', false) ?? fullNameError(form.firstName, form.lastName),
      email: emailError(form.email),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await updateCurrentUser({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
      });
      toast.success('Personal details saved');
    } catch (error) {
      setServerError(error);
    } finally {
      setBusy(false);
    }
  };

  const name = user ? displayName(user) : '';
  return (
    <div className="settings-page" data-testid="personal-settings">
      <PageHeader title="Personal settings" subtitle="Your name, sign-in and how Weft looks for you." />
      <SetupWarning user={user} what="set your name, e-mail and password" />
      {!isDefault && user && (
        <>
          <section className="card settings-section" aria-labelledby="personal-details">
            <div className="settings-section__head">
              <span className="avatar" style={{ width: 44, height: 44, fontSize: 'var(--text-base)' }} aria-hidden>
                {initials(name)}
              </span>
              <div style={{ flex: 1, minWidth: 0 }}>
                <h2 className="settings-section__title" id="personal-details">
                  {name}
                </h2>
                <p className="settings-section__text">{user.isOwner ? 'Owner' : 'Member'} of this Weft instance</p>
              </div>
            </div>
            <form onSubmit={(e) => void submit(e)} noValidate aria-label="Personal details">
              <div className="form-grid">
                <div className="field--wide">
                  <FormError error={serverError} />
                </div>
                <Field label="First name" error={errors.firstName}>
                  {(p) => (
                    <TextInput
                      {...p}
                      name="firstName"
                      autoComplete="given-name"
                      value={form.firstName}
                      onChange={set('firstName')}
                      data-testid="personal-first-name"
                    />
                  )}
                </Field>
                <Field
                  label="Last name"
                  error={errors.lastName}
                  hint={!form.firstName.trim() ? 'Needs a first name' : undefined}
                >
                  {(p) => (
                    <TextInput
                      {...p}
                      name="lastName"
                      autoComplete="family-name"
                      value={form.lastName}
                      onChange={set('lastName')}
                      data-testid="personal-last-name"
                    />
                  )}
                </Field>
                <div className="field--wide">
                  <Field label="Email" error={errors.email} required>
                    {(p) => (
                      <TextInput
                        {...p}
                        name="email"
                        type="email"
                        autoComplete="email"
                        value={form.email}
                        onChange={set('email')}
                        data-testid="personal-email"
                      />
                    )}
                  </Field>
                </div>
              </div>
              <div className="settings-section__footer">
                <Button type="submit" variant="primary" loading={busy} disabled={!dirty} data-testid="personal-save">
                  Save
                </Button>
              </div>
            </form>
          </section>
          <section className="card settings-section" aria-labelledby="personal-security">
            <div className="settings-section__head" style={{ marginBottom: 0, alignItems: 'center' }}>
              <div style={{ flex: 1 }}>
                <h2 className="settings-section__title" id="personal-security">
                  Password
                </h2>
                <p className="settings-section__text">Changing it signs you out everywhere else.</p>
              </div>
              <Button icon="lock" onClick={() => openModal('changePassword')} data-testid="open-change-password">
                Change password
              </Button>
            </div>
          </section>
          <MfaSettingsSection user={user} />
        </>
      )}
      <section className="card settings-section" aria-labelledby="personal-theme">
        <div className="settings-section__head">
          <div>
            <h2 className="settings-section__title" id="personal-theme">
              Theme
            </h2>
            <p className="settings-section__text">Saved in this browser.</p>
          </div>
        </div>
        <div className="theme-choices" role="radiogroup" aria-labelledby="personal-theme">
          {THEMES.map((t) => (
            <button
              key={t.value}
              type="button"
              role="radio"
              aria-checked={theme === t.value}
              className="theme-choice"
              onClick={() => setTheme(t.value)}
              data-testid={`personal-theme-${t.value}`}
            >
              <span className={`theme-choice__preview theme-choice__preview--${t.value}`} aria-hidden>
                <span />
                <span />
              </span>
              <span className="theme-choice__label">
                <Icon name={t.icon} size={14} /> {t.label}
              </span>
            </button>
          ))}
        </div>
      </section>
      <ChangePasswordModal />
    </div>
  );
}
