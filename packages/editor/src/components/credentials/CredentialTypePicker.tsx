import { useMemo, useState } from 'react';
import type { CredentialTypeDescription } from '../../api/credentials';
import { searchTypes } from '../../stores/credentials/state';
import { TextInput } from '../ui/Field';
import { Icon } from '../ui/Icon';
import { CredentialTypeIcon } from './CredentialTypeIcon';

/** The first step of "Add credential": a searchable list of credential types. */
export function CredentialTypePicker({
  types,
  loading,
  onPick,
}: {
  types: Record<string, CredentialTypeDescription>;
  loading?: boolean;
  onPick(name: string): void;
}) {
  const [text, setText] = useState('');
  const found = useMemo(() => searchTypes(types, text), [types, text]);
  return (
    <div className="cred-picker" data-testid="credential-type-picker">
      <div className="input-group">
        <span className="input-group__icon">
          <Icon name="search" />
        </span>
        <TextInput
          autoFocus
          type="search"
          placeholder="Search for an app or an authentication method…"
          aria-label="Search credential types"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && found[0]) {
              e.preventDefault();
              onPick(found[0].name);
            }
          }}
          data-testid="credential-type-search"
        />
      </div>
      <div className="cred-picker__list" role="list" aria-label="Credential types">
        {loading && found.length === 0 ? (
          <div className="muted cred-picker__empty">Loading credential types…</div>
        ) : found.length === 0 ? (
          <div className="muted cred-picker__empty">No credential type matches “{text}”.</div>
        ) : (
          found.map((t) => (
            <button
              key={t.name}
              type="button"
              role="listitem"
              className="cred-picker__item"
              onClick={() => onPick(t.name)}
              data-testid="credential-type-option"
              data-type={t.name}
            >
              <span className="cred-row__icon" aria-hidden>
                <CredentialTypeIcon type={t} />
              </span>
              <span className="cred-picker__text">
                <span className="cred-picker__name">{t.displayName}</span>
                <span className="cred-picker__id mono">{t.name}</span>
              </span>
              {t.test?.request && (
                <span className="badge badge--success" title="Weft can test this credential when you save it">
                  Testable
                </span>
              )}
              <Icon name="chevronRight" className="cred-picker__chevron" />
            </button>
          ))
        )}
      </div>
    </div>
  );
}
