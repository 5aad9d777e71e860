import { useState, type SubmitEvent } from 'react';
import { useSettingsStore } from '../../stores/settings/store';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import type { InviteOutcome } from '../../stores/users/state';
import { useUsersStore } from '../../stores/users/store';
import { parseEmailList } from '../../stores/users/validation';
import { FormError } from '../auth/FormError';
import { Button } from '../ui/Button';
import { Field, TextArea } from '../ui/Field';
import { Icon } from '../ui/Icon';
import { Modal } from '../ui/Modal';
import { CopyButton } from './CopyButton';

export interface InviteUsersModalProps {
  /** Sends the invitations (POST /users); defaults to the users store. */
  onInvite?(emails: string[]): Promise<InviteOutcome[]>;
}

/**
 * The inviteUser modal: several e-mail addresses at once. When e-mail is not set up (or an e-mail
 * could not be sent) the invite links are listed with copy buttons to share by hand.
 */
export function InviteUsersModal({ onInvite }: InviteUsersModalProps) {
  const storeInvite = useUsersStore((s) => s.inviteUsers);
  const smtpSetup = useSettingsStore((s) => !!s.settings?.userManagement?.smtpSetup);
  const closeModal = useUiStore((s) => s.closeModal);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<InviteOutcome[] | null>(null);
  const parsed = parseEmailList(text);

  const reset = () => {
    setText('');
    setError(null);
    setServerError(null);
    setResults(null);
    setBusy(false);
  };

  const submit = async (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setServerError(null);
    if (parsed.invalid.length) {
      setError(`Not an email address: ${parsed.invalid.join(', ')}`);
      return;
    }
    if (!parsed.emails.length) {
      setError('Enter at least one email address');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const outcome = await (onInvite ?? storeInvite)(parsed.emails);
      const allSent = outcome.every((r) => r.user.emailSent && !r.error);
      if (allSent) {
        toast.success(
          outcome.length === 1 ? 'Invitation sent' : `${outcome.length} invitations sent`,
          outcome.map((r) => r.user.email).join(', '),
        );
        closeModal('inviteUser');
        reset();
      } else setResults(outcome);
    } catch (e) {
      setServerError(e);
    } finally {
      setBusy(false);
    }
  };

  const count = parsed.emails.length;
  return (
    <Modal
      name="inviteUser"
      title={results ? 'Share the invite links' : 'Invite users'}
      description={
        results
          ? smtpSetup
            ? 'Some e-mails could not be sent. Share these links with the people you invited.'
            : 'Email is not set up on this instance, so send each person their invite link yourself.'
          : 'They join as members and can create workflows and credentials of their own.'
      }
      onClose={reset}
      footer={
        results ? (
          <Button
            variant="primary"
            onClick={() => {
              closeModal('inviteUser');
              reset();
            }}
            data-testid="invite-done"
          >
            Done
          </Button>
        ) : (
          <>
            <Button
              onClick={() => {
                closeModal('inviteUser');
                reset();
              }}
            >
              Cancel
            </Button>
            <Button
              variant="primary"
              icon="plus"
              loading={busy}
              onClick={() => void submit()}
              data-testid="invite-submit"
            >
              {count > 1 ? `Invite ${count} users` : 'Invite user'}
            </Button>
          </>
        )
      }
    >
      {results ? (
        <div className="invite-results" data-testid="invite-results">
          {results.map((r) => (
            <div key={r.user.email} className="invite-result" data-testid="invite-result">
              <span
                className={`avatar ${r.error && !r.user.inviteAcceptUrl ? 'avatar--error' : 'avatar--pending'}`}
                aria-hidden
              >
                <Icon name={r.error && !r.user.inviteAcceptUrl ? 'alert' : 'user'} size={14} />
              </span>
              <div className="invite-result__main">
                <div className="invite-result__email">{r.user.email}</div>
                {r.user.inviteAcceptUrl && (
                  <div className="invite-result__link" title={r.user.inviteAcceptUrl} data-testid="invite-link">
                    {r.user.inviteAcceptUrl}
                  </div>
                )}
                {r.user.emailSent && (
                  <div className="muted" style={{ fontSize: 'var(--text-sm)' }}>
                    Invitation e-mailed
                  </div>
                )}
                {r.error && (
                  <div className="invite-result__error" role="alert">
                    {r.error}
                  </div>
                )}
              </div>
              {r.user.inviteAcceptUrl && (
                <CopyButton
                  text={r.user.inviteAcceptUrl}
                  label="Copy link"
                  aria-label={`Copy invite link for ${r.user.email}`}
                  data-testid="invite-copy"
                />
              )}
            </div>
          ))}
        </div>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label="Invite users">
          <FormError error={serverError} />
          {!smtpSetup && (
            <div className="callout" data-testid="invite-smtp-hint">
              <Icon name="info" size={16} />
              <div>
                Email is not set up, so no e-mails are sent. You will get an invite link for each person to share
                yourself.
              </div>
            </div>
          )}
          <Field
            label="Email addresses"
            hint="Separate several addresses with commas, spaces or new lines."
            error={error}
            required
          >
            {(p) => (
              <TextArea
                {...p}
                name="emails"
                rows={3}
                placeholder="ada@company.com, grace@company.com"
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
                }}
                autoFocus
                data-testid="invite-emails"
              />
            )}
          </Field>
          {(count > 0 || parsed.invalid.length > 0) && (
            <div className="chips" aria-label="Addresses to invite">
              {parsed.emails.map((email) => (
                <span key={email} className="badge badge--primary">
                  {email}
                </span>
              ))}
              {parsed.invalid.map((bad) => (
                <span key={bad} className="badge badge--danger">
                  {bad}
                </span>
              ))}
            </div>
          )}
        </form>
      )}
    </Modal>
  );
}
