/**
 * Parameter inputs that choose among values: options and multiOptions
 * (fixed or loaded from the server, 'value is not supported' for unknown ones) and the credential
 * type select with its 'has:'/'extends:' filtering and scopes notice.
 */
import { useEffect } from 'react';
import type { NodeProperty, NodePropertyOption } from '@weft/workflow';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { useCredentialsStore } from '../../stores/credentials/store';
import { credentialTypesFor, scopeLabel } from './credentials';
import type { ParameterInputProps } from './input-props';
import type { RemoteOptionsState } from './remote-options';

function optionList(parameter: NodeProperty, remote?: RemoteOptionsState): NodePropertyOption[] {
  if (remote && remote.status !== 'idle') return remote.options;
  return (parameter.options as NodePropertyOption[] | undefined) ?? [];
}

/** An options parameter: a select, disabled while remote options load. */
export function OptionsInput({ parameter, value, onChange, id, disabled, remote, describedBy }: ParameterInputProps) {
  const options = optionList(parameter, remote);
  const loading = remote?.status === 'loading';
  const index = options.findIndex((o) => o.value === value);
  const selected = options[index];
  return (
    <div className="ndvp-options">
      <select
        id={id}
        className="select"
        value={index >= 0 ? String(index) : ''}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const o = options[Number(e.target.value)];
          if (o) onChange(o.value);
        }}
      >
        {index < 0 && (
          <option value="" disabled>
            {loading
              ? t('parameterInput.loadingOptions')
              : value === '' || value === undefined
                ? t('parameterInput.choose')
                : String(value)}
          </option>
        )}
        {options.map((o, i) => (
          <option key={`${String(o.value)}-${i}`} value={String(i)} title={o.description}>
            {o.name}
          </option>
        ))}
      </select>
      {selected?.description && <div className="ndvp-option-description">{selected.description}</div>}
    </div>
  );
}

/** A multiOptions parameter: the chosen values as chips with a select to add more. */
export function MultiOptionsInput({ parameter, value, onChange, id, disabled, remote }: ParameterInputProps) {
  const options = optionList(parameter, remote);
  const loading = remote?.status === 'loading';
  const values = Array.isArray(value) ? value : [];
  const available = options.filter((o) => !values.includes(o.value));
  return (
    <div className="ndvp-multi" aria-busy={loading || undefined}>
      {values.length > 0 && (
        <ul
          className="ndvp-chips"
          aria-label={t('parameterInput.multiOptions.selected', { name: parameter.displayName })}
        >
          {values.map((v, i) => {
            const o = options.find((x) => x.value === v);
            return (
              <li key={`${String(v)}-${i}`} className={`ndvp-chip${o ? '' : ' ndvp-chip--invalid'}`}>
                <span>{o?.name ?? String(v)}</span>
                {!disabled && (
                  <button
                    type="button"
                    aria-label={t('parameterInput.multiOptions.remove', { name: o?.name ?? String(v) })}
                    onClick={() => onChange(values.filter((_, j) => j !== i))}
                  >
                    <Icon name="close" size={12} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <select
        id={id}
        className="select"
        value=""
        disabled={disabled || loading || available.length === 0}
        onChange={(e) => {
          const o = available[Number(e.target.value)];
          if (o) onChange([...values, o.value]);
        }}
      >
        <option value="" disabled>
          {loading
            ? t('parameterInput.loadingOptions')
            : available.length === 0
              ? t('parameterInput.multiOptions.allSelected')
              : t('parameterInput.multiOptions.add')}
        </option>
        {available.map((o, i) => (
          <option key={`${String(o.value)}-${i}`} value={String(i)}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A credentialsSelect parameter: the credential types its requirements allow, with the scopes notice. */
export function CredentialsSelectInput({ parameter, value, onChange, id, disabled }: ParameterInputProps) {
  const types = useCredentialsStore((s) => s.types);
  const fetchTypes = useCredentialsStore((s) => s.fetchCredentialTypes);
  useEffect(() => {
    void fetchTypes().catch(() => undefined);
  }, [fetchTypes]);
  const offered = credentialTypesFor(parameter, Object.values(types ?? {})).sort((a, b) =>
    a.displayName.localeCompare(b.displayName),
  );
  const selected = typeof value === 'string' ? types?.[value] : undefined;
  const scopeDefault = selected?.properties.find((p) => p.name === 'scope')?.default;
  const scopes =
    typeof scopeDefault === 'string' && scopeDefault && !scopeDefault.startsWith('=')
      ? scopeDefault.split(/[\s,]+/).filter(Boolean)
      : [];
  return (
    <>
      <select
        id={id}
        className="select"
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="" disabled>
          {t('parameterInput.credentialType.placeholder')}
        </option>
        {offered.map((type) => (
          <option key={type.name} value={type.name}>
            {type.displayName}
          </option>
        ))}
      </select>
      {!value && (
        <div className="ndvp-hint ndvp-credtype-empty">{t('parameterInput.selectACredentialTypeFromTheDropdown')}</div>
      )}
      {scopes.length > 0 && (
        <div className="ndvp-notice ndvp-scopes" role="note">
          {t('parameterInput.credentialType.scopes', {
            name: selected?.displayName ?? '',
            scopes: scopes.map(scopeLabel).join(', '),
          })}
        </div>
      )}
    </>
  );
}
