import { useEffect, useRef, useState } from 'react';
import { Icon } from '../ui/Icon';

/** The credential's name in the modal header, renamed in place (click, type, Enter). */
export function CredentialName({
  name,
  onChange,
  disabled,
}: {
  name: string;
  onChange(name: string): void;
  disabled?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(name), [name]);
  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);
  if (editing) {
    const commit = () => {
      setEditing(false);
      if (draft.trim()) onChange(draft.trim().slice(0, 128));
      else setDraft(name);
    };
    return (
      <input
        ref={input}
        className="input cred-name__input"
        aria-label="Credential name"
        value={draft}
        maxLength={128}
        data-testid="credential-name-input"
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            setDraft(name);
            setEditing(false);
          }
        }}
      />
    );
  }
  return (
    <button
      type="button"
      className="cred-name"
      disabled={disabled}
      onClick={() => setEditing(true)}
      aria-label={disabled ? `Credential name: ${name}` : `Rename credential ${name}`}
      data-testid="credential-modal-name"
    >
      <span className="cred-name__text">{name || '…'}</span>
      {!disabled && <Icon name="edit" size={14} className="cred-name__pencil" />}
    </button>
  );
}
