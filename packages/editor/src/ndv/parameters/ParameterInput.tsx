/**
 * The input for one parameter in fixed mode, by type (editing-area §3 types and typeOptions, §5):
 * string (rows, password, editors), number, boolean, options, multiOptions, color, dateTime, json,
 * notice, credentialsSelect, curlImport, resourceLocator, collection, fixedCollection, filter and
 * assignmentCollection. Hidden parameters render nothing.
 *
 * Props: `parameter`, `path` (dot path of the value), `value`, `onChange(value)` (undefined
 * deletes), `id` (for the label), `disabled`.
 */
import { useEffect, useState } from 'react';
import * as Switch from '@radix-ui/react-switch';
import type { NodeProperty, NodePropertyOption } from '@weft/workflow';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { sanitizeHtml } from '../../utils/sanitize';
import { t } from '../../i18n';
import { useUiStore } from '../../stores/ui/store';
import { useCredentialsStore } from '../../stores/credentials/store';
import { CodeEditor, DIALOGS, HtmlField, SuspenseDialog } from './lazy-editors';
import { useParams } from './context';
import { credentialTypesFor, scopeLabel } from './credentials';
import { isResourceLocatorValue } from './expression-switch';
import type { RemoteOptionsState } from './remote-options';
import { boundNumber, dateShortcuts, hexToRgba, isMultiline, parseHexColor, parseNumberInput, rgbaToHex, singleLineDisplay, toDateTimeLocal } from './values';
import { CollectionInput, FixedCollectionInput } from './collections';
import { FilterConditionsInput } from './FilterConditions';
import { AssignmentCollectionInput } from './AssignmentCollection';
import { ResourceLocator } from '../resource-locator/ResourceLocator';

/** Props of {@link ParameterInput}. */
export interface ParameterInputProps {
  parameter: NodeProperty;
  path: string;
  value: unknown;
  onChange(value: unknown): void;
  id?: string;
  disabled?: boolean;
  remote?: RemoteOptionsState;
  /** Aria attributes from the wrapper. */
  describedBy?: string;
}

/** The fixed-mode input of a parameter, chosen by its type. */
export function ParameterInput(props: ParameterInputProps) {
  const { parameter } = props;
  if (parameter.typeOptions?.multipleValues && !['collection', 'fixedCollection', 'multiOptions', 'notice', 'hidden'].includes(parameter.type)) {
    return <MultipleValuesInput {...props} />;
  }
  switch (parameter.type) {
    case 'hidden':
      return null;
    case 'notice':
      return <div className="ndvp-notice" role="note" dangerouslySetInnerHTML={{ __html: sanitizeHtml(parameter.displayName) }} />;
    case 'number':
      return <NumberInput {...props} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'options':
      return <OptionsInput {...props} />;
    case 'multiOptions':
      return <MultiOptionsInput {...props} />;
    case 'color':
      return <ColorInput {...props} />;
    case 'dateTime':
      return <DateTimeInput {...props} />;
    case 'json':
      return <JsonInput {...props} />;
    case 'credentialsSelect':
      return <CredentialsSelectInput {...props} />;
    case 'curlImport':
      return <CurlImportButton />;
    case 'resourceLocator':
      return <ResourceLocator parameter={parameter} path={props.path} value={props.value} onChange={props.onChange} disabled={props.disabled} />;
    case 'collection':
      return <CollectionInput parameter={parameter} path={props.path} value={props.value} onChange={props.onChange} disabled={props.disabled} />;
    case 'fixedCollection':
      return <FixedCollectionInput parameter={parameter} path={props.path} value={props.value} onChange={props.onChange} disabled={props.disabled} />;
    case 'filter':
      return <FilterConditionsInput parameter={parameter} path={props.path} value={props.value} onChange={props.onChange} disabled={props.disabled} />;
    case 'assignmentCollection':
      return <AssignmentCollectionInput parameter={parameter} path={props.path} value={props.value} onChange={props.onChange} disabled={props.disabled} />;
    default:
      return <StringInput {...props} />;
  }
}

function StringInput({ parameter, value, onChange, id, disabled, describedBy }: ParameterInputProps) {
  // A resource locator value where a version expects a plain id (an n8n export of Execute Workflow 1.1 from a newer n8n) shows its id.
  const text = typeof value === 'string' ? value : isResourceLocatorValue(value) ? String(value.value ?? '') : value === undefined || value === null ? '' : String(value);
  const editor = parameter.typeOptions?.editor as string | undefined;
  const [dialog, setDialog] = useState(false);
  const { values } = useParams();
  const label = parameter.displayName;
  // Typing `{{` into a fixed text switches to expression mode (§4).
  const emit = (next: string) => onChange(!text.includes('{{') && next.includes('{{') ? `=${next}` : next);
  if (editor === 'codeNodeEditor') {
    const mode = values.mode === 'runOnceForEachItem' ? 'runOnceForEachItem' : 'runOnceForAllItems';
    return <div className="ndvp-code"><CodeEditor value={text} onChange={onChange} mode={mode} language={parameter.typeOptions?.editorLanguage === 'json' ? 'json' : 'javaScript'} readOnly={disabled} /></div>;
  }
  const rows = typeof parameter.typeOptions?.rows === 'number' ? (parameter.typeOptions.rows as number) : 1;
  if (editor === 'htmlEditor') {
    return (
      <div className="ndvp-textarea-wrap ndvp-code">
        <HtmlField html={text} onValueChanged={onChange} isReadOnly={disabled} rows={rows} />
        <Button variant="ghost" size="sm" icon="external" className="ndvp-open-editor" aria-label={t('parameterInput.openHtmlEditor', { name: label })} title={t('parameterInput.openEditor')} onClick={() => setDialog(true)} />
        {dialog && (
          <SuspenseDialog>
            <DIALOGS.HtmlEditorDialog open value={text} title={t('textEdit.title', { name: label })} readOnly={disabled} onChange={onChange} onClose={() => setDialog(false)} />
          </SuspenseDialog>
        )}
      </div>
    );
  }
  if (isMultiline(parameter) || editor === 'json' || editor === 'sqlEditor') {
    return (
      <div className="ndvp-textarea-wrap">
        <textarea
          id={id}
          className={`textarea${editor ? ' ndvp-mono' : ''}`}
          rows={Math.max(rows, editor ? 6 : 2)}
          value={text}
          placeholder={parameter.placeholder}
          disabled={disabled}
          aria-describedby={describedBy}
          spellCheck={!editor}
          onChange={(e) => emit(e.target.value)}
        />
        <Button variant="ghost" size="sm" icon="external" className="ndvp-open-editor" aria-label={t('parameterInput.openTextEditor', { name: label })} title={t('parameterInput.openEditor')} onClick={() => setDialog(true)} />
        {dialog && (
          <SuspenseDialog>
            {editor ? (
              <DIALOGS.CodeEditDialog open value={text} parameterName={label} language={editor === 'json' ? 'json' : 'javaScript'} readOnly={disabled} onChange={onChange} onClose={() => setDialog(false)} />
            ) : (
              <DIALOGS.TextEditDialog open value={text} label={label} readOnly={disabled} onChange={onChange} onClose={() => setDialog(false)} />
            )}
          </SuspenseDialog>
        )}
      </div>
    );
  }
  const password = !!parameter.typeOptions?.password;
  const hasNewline = text.includes('\n');
  return (
    <>
      <input
        id={id}
        className="input"
        type={password ? 'password' : 'text'}
        autoComplete={password ? 'new-password' : 'off'}
        value={hasNewline ? singleLineDisplay(text) : text}
        readOnly={hasNewline}
        placeholder={parameter.placeholder}
        disabled={disabled}
        aria-describedby={describedBy}
        onFocus={() => hasNewline && setDialog(true)}
        onChange={(e) => emit(e.target.value)}
      />
      {dialog && (
        <SuspenseDialog>
          <DIALOGS.TextEditDialog open value={text} label={label} readOnly={disabled} onChange={onChange} onClose={() => setDialog(false)} />
        </SuspenseDialog>
      )}
    </>
  );
}

function NumberInput({ parameter, value, onChange, id, disabled, describedBy }: ParameterInputProps) {
  const shown = typeof value === 'number' ? String(value) : value === null || value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const opts = parameter.typeOptions ?? {};
  const precision = typeof opts.numberPrecision === 'number' ? (opts.numberPrecision as number) : undefined;
  const commit = (text: string) => {
    const n = parseNumberInput(text, opts);
    if (n === undefined) return setDraft(shown);
    onChange(n);
    setDraft(n === null ? '' : String(n));
  };
  const step = precision !== undefined ? 10 ** -precision : 1;
  return (
    <div className="ndvp-number">
      <input
        id={id}
        className="input"
        type="number"
        inputMode="decimal"
        value={draft}
        min={opts.minValue as number | undefined}
        max={opts.maxValue as number | undefined}
        step={step}
        placeholder={parameter.placeholder}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = parseNumberInput(e.target.value, opts);
          // Emit while typing only when the number is already within bounds and precision.
          if (n !== undefined && n !== null && String(n) === e.target.value) onChange(n);
        }}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
        }}
      />
      {!disabled && (
        <div className="ndvp-number__steps">
          <button type="button" aria-label={t('parameterInput.increment')} tabIndex={-1} onClick={() => onChange(boundNumber((Number(shown) || 0) + step, opts))}>+</button>
          <button type="button" aria-label={t('parameterInput.decrement')} tabIndex={-1} onClick={() => onChange(boundNumber((Number(shown) || 0) - step, opts))}>−</button>
        </div>
      )}
    </div>
  );
}

function BooleanInput({ value, onChange, id, disabled, parameter }: ParameterInputProps) {
  const on = value === true || value === 'true';
  return (
    <Switch.Root id={id} className="ndvp-switch" checked={on} disabled={disabled} onCheckedChange={(c) => onChange(c)} aria-label={parameter.displayName}>
      <Switch.Thumb className="ndvp-switch__thumb" />
    </Switch.Root>
  );
}

function optionList(parameter: NodeProperty, remote?: RemoteOptionsState): NodePropertyOption[] {
  if (remote && remote.status !== 'idle') return remote.options;
  return (parameter.options as NodePropertyOption[] | undefined) ?? [];
}

function OptionsInput({ parameter, value, onChange, id, disabled, remote, describedBy }: ParameterInputProps) {
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
        {index < 0 && <option value="" disabled>{loading ? t('parameterInput.loadingOptions') : value === '' || value === undefined ? t('parameterInput.choose') : String(value)}</option>}
        {options.map((o, i) => (
          <option key={`${String(o.value)}-${i}`} value={String(i)} title={o.description}>{o.name}</option>
        ))}
      </select>
      {selected?.description && <div className="ndvp-option-description">{selected.description}</div>}
    </div>
  );
}

function MultiOptionsInput({ parameter, value, onChange, id, disabled, remote }: ParameterInputProps) {
  const options = optionList(parameter, remote);
  const loading = remote?.status === 'loading';
  const values = Array.isArray(value) ? value : [];
  const available = options.filter((o) => !values.includes(o.value));
  return (
    <div className="ndvp-multi" aria-busy={loading || undefined}>
      {values.length > 0 && (
        <ul className="ndvp-chips" aria-label={t('parameterInput.multiOptions.selected', { name: parameter.displayName })}>
          {values.map((v, i) => {
            const o = options.find((x) => x.value === v);
            return (
              <li key={`${String(v)}-${i}`} className={`ndvp-chip${o ? '' : ' ndvp-chip--invalid'}`}>
                <span>{o?.name ?? String(v)}</span>
                {!disabled && (
                  <button type="button" aria-label={t('parameterInput.multiOptions.remove', { name: o?.name ?? String(v) })} onClick={() => onChange(values.filter((_, j) => j !== i))}>
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
        <option value="" disabled>{loading ? t('parameterInput.loadingOptions') : available.length === 0 ? t('parameterInput.multiOptions.allSelected') : t('parameterInput.multiOptions.add')}</option>
        {available.map((o, i) => <option key={`${String(o.value)}-${i}`} value={String(i)}>{o.name}</option>)}
      </select>
    </div>
  );
}

function ColorInput({ parameter, value, onChange, id, disabled }: ParameterInputProps) {
  const text = typeof value === 'string' ? value : '';
  const showAlpha = !!parameter.typeOptions?.showAlpha;
  const parsed = parseHexColor(text.startsWith('rgb') ? rgbaToHex(text) : text) ?? { hex: '#000000', alpha: 1 };
  const emit = (hex: string, alpha: number) => onChange(showAlpha ? rgbaToHex(hexToRgba(`${hex}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`)) : hex);
  return (
    <div className="ndvp-color">
      <input type="color" className="ndvp-color__swatch" value={parsed.hex} disabled={disabled} aria-label={t('parameterInput.color.swatch', { name: parameter.displayName })} onChange={(e) => emit(e.target.value, parsed.alpha)} />
      <input id={id} className="input" value={text} placeholder="#rrggbb" disabled={disabled} onChange={(e) => onChange(e.target.value.startsWith('rgb') ? rgbaToHex(e.target.value) : e.target.value)} />
      {showAlpha && (
        <label className="ndvp-color__alpha">
          <span>{t('parameterInput.color.alpha')}</span>
          <input type="range" min={0} max={1} step={0.01} value={parsed.alpha} disabled={disabled} onChange={(e) => emit(parsed.hex, Number(e.target.value))} />
          <span className="ndvp-mono">{hexToRgba(`${parsed.hex}${Math.round(parsed.alpha * 255).toString(16).padStart(2, '0')}`)}</span>
        </label>
      )}
    </div>
  );
}

function DateTimeInput({ parameter, value, onChange, id, disabled, describedBy }: ParameterInputProps) {
  return (
    <div className="ndvp-date">
      <input
        id={id}
        className="input"
        type="datetime-local"
        step={1}
        value={toDateTimeLocal(value)}
        placeholder={parameter.placeholder}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : '')}
      />
      {!disabled && (
        <div className="ndvp-date__shortcuts" role="group" aria-label={t('parameterInput.date.shortcuts')}>
          {dateShortcuts().map((s) => (
            <button key={s.label} type="button" className="ndvp-link" onClick={() => onChange(s.value)}>{s.label}</button>
          ))}
        </div>
      )}
    </div>
  );
}

function JsonInput({ parameter, value, onChange, id, disabled, describedBy }: ParameterInputProps) {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
  const [dialog, setDialog] = useState(false);
  const rows = typeof parameter.typeOptions?.rows === 'number' ? (parameter.typeOptions.rows as number) : 5;
  return (
    <div className="ndvp-textarea-wrap">
      <textarea
        id={id}
        className="textarea ndvp-mono"
        rows={Math.max(2, rows)}
        value={text}
        disabled={disabled}
        spellCheck={false}
        aria-describedby={describedBy}
        onFocus={() => parameter.typeOptions?.alwaysOpenEditWindow && setDialog(true)}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button variant="ghost" size="sm" icon="external" className="ndvp-open-editor" aria-label={t('parameterInput.openJsonEditor', { name: parameter.displayName })} title={t('parameterInput.openEditor')} onClick={() => setDialog(true)} />
      {dialog && (
        <SuspenseDialog>
          <DIALOGS.CodeEditDialog open value={text} parameterName={parameter.displayName} language="json" readOnly={disabled} onChange={onChange} onClose={() => setDialog(false)} />
        </SuspenseDialog>
      )}
    </div>
  );
}

function CredentialsSelectInput({ parameter, value, onChange, id, disabled }: ParameterInputProps) {
  const types = useCredentialsStore((s) => s.types);
  const fetchTypes = useCredentialsStore((s) => s.fetchCredentialTypes);
  useEffect(() => {
    void fetchTypes().catch(() => undefined);
  }, [fetchTypes]);
  const offered = credentialTypesFor(parameter, Object.values(types ?? {}) as never).sort((a, b) => a.displayName.localeCompare(b.displayName));
  const selected = typeof value === 'string' ? types?.[value] : undefined;
  const scopeDefault = selected?.properties.find((p) => p.name === 'scope')?.default;
  const scopes = typeof scopeDefault === 'string' && scopeDefault && !scopeDefault.startsWith('=') ? scopeDefault.split(/[\s,]+/).filter(Boolean) : [];
  return (
    <>
      <select id={id} className="select" value={typeof value === 'string' ? value : ''} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="" disabled>{t('parameterInput.credentialType.placeholder')}</option>
        {offered.map((type) => <option key={type.name} value={type.name}>{type.displayName}</option>)}
      </select>
      {!value && <div className="ndvp-hint ndvp-credtype-empty">{t('parameterInput.selectACredentialTypeFromTheDropdown')}</div>}
      {scopes.length > 0 && (
        <div className="ndvp-notice ndvp-scopes" role="note">
          {t('parameterInput.credentialType.scopes', { name: selected?.displayName ?? '', scopes: scopes.map(scopeLabel).join(', ') })}
        </div>
      )}
    </>
  );
}

function CurlImportButton() {
  const { node, nodeId, readOnly } = useParams();
  const open = useUiStore((s) => s.openModal);
  if (readOnly || !(node.type.endsWith('httpRequest') && node.typeVersion >= 3)) return null;
  return (
    <div className="ndvp-curl">
      <Button size="sm" icon="download" onClick={() => open('importCurl', { nodeId })}>{t('curlImport.open')}</Button>
    </div>
  );
}

/** A parameter with typeOptions.multipleValues: a list of single inputs with add and remove. */
function MultipleValuesInput({ parameter, value, onChange, disabled, path }: ParameterInputProps) {
  const items = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const single: NodeProperty = { ...parameter, typeOptions: { ...parameter.typeOptions, multipleValues: false } };
  const label = (parameter.typeOptions?.multipleValueButtonText as string | undefined) ?? t('multipleParameter.add', { name: parameter.displayName });
  const fallback = Array.isArray(parameter.default) ? parameter.default[0] : parameter.default;
  return (
    <div className="ndvp-multi-values" data-testid="multiple-values">
      {items.length === 0 && disabled && <div className="ndvp-empty">{t('multipleParameter.noValues')}</div>}
      {items.map((item, i) => (
        <div key={i} className="ndvp-multi-values__row">
          <div className="ndvp-multi-values__input">
            <ParameterInput parameter={single} path={`${path}[${i}]`} value={item} disabled={disabled} onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))} />
          </div>
          {!disabled && <Button variant="ghost" size="sm" icon="close" aria-label={t('multipleParameter.remove', { name: parameter.displayName, number: i + 1 })} onClick={() => onChange(items.filter((_, j) => j !== i))} />}
        </div>
      ))}
      {!disabled && <Button size="sm" icon="plus" className="ndvp-add" onClick={() => onChange([...items, structuredClone(fallback ?? '')])}>{label}</Button>}
    </div>
  );
}
