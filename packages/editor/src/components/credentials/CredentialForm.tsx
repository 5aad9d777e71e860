import * as Switch from '@radix-ui/react-switch';
import type { NodeProperty, NodePropertyOption } from '@weft/workflow';
import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../../utils/sanitize';
import { Field, Select, TextArea, TextInput } from '../ui/Field';
import { Icon } from '../ui/Icon';
import { isEmptyValue, parseJsonText, toJsonText, visibleProperties, type CredentialValues } from './credential-form';

export interface CredentialFormProps {
  properties: readonly NodeProperty[];
  values: CredentialValues;
  onChange(name: string, value: unknown): void;
  readOnly?: boolean;
  /** Show "required" errors on empty required fields (after a save attempt). */
  showErrors?: boolean;
}

function Html({ html, className }: { html: string; className?: string }) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

function JsonEditor({
  id,
  value,
  onChange,
  disabled,
  ...aria
}: {
  id: string;
  value: unknown;
  onChange(v: unknown): void;
  disabled?: boolean;
  'aria-describedby'?: string;
}) {
  const [text, setText] = useState(() => toJsonText(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(toJsonText(value)), [value]);
  return (
    <>
      <TextArea
        id={id}
        className="mono cred-json"
        value={text}
        disabled={disabled}
        spellCheck={false}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={aria['aria-describedby']}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          const parsed = parseJsonText(text);
          setError(parsed.error ?? null);
          if (!parsed.error) onChange(parsed.value);
        }}
      />
      {error && (
        <div className="field__error" role="alert">
          {error}
        </div>
      )}
    </>
  );
}

function PropertyInput({
  property: p,
  value,
  onChange,
  readOnly,
  control,
}: {
  property: NodeProperty;
  value: unknown;
  onChange(v: unknown): void;
  readOnly?: boolean;
  control: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; required?: boolean };
}) {
  const common = {
    id: control.id,
    'aria-invalid': control['aria-invalid'],
    'aria-describedby': control['aria-describedby'],
    disabled: readOnly,
    'data-testid': `cred-param-${p.name}`,
  };
  switch (p.type) {
    case 'boolean':
      return (
        <Switch.Root
          className="switch"
          checked={!!value}
          onCheckedChange={(v) => onChange(v)}
          {...common}
          aria-label={p.displayName}
        >
          <Switch.Thumb className="switch__thumb" />
        </Switch.Root>
      );
    case 'number':
      return (
        <TextInput
          type="number"
          value={value === undefined || value === null ? '' : String(value)}
          placeholder={p.placeholder}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          {...common}
        />
      );
    case 'options':
      return (
        <Select
          value={value === undefined ? '' : String(value)}
          onChange={(e) =>
            onChange(
              (p.options as NodePropertyOption[] | undefined)?.find((o) => String(o.value) === e.target.value)?.value ??
                e.target.value,
            )
          }
          {...common}
        >
          {((p.options ?? []) as NodePropertyOption[]).map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.name}
            </option>
          ))}
        </Select>
      );
    case 'multiOptions': {
      const chosen = Array.isArray(value) ? (value as unknown[]) : [];
      return (
        <div className="cred-multi" id={control.id} role="group" aria-describedby={control['aria-describedby']}>
          {((p.options ?? []) as NodePropertyOption[]).map((o) => (
            <label key={String(o.value)} className="checkbox">
              <input
                type="checkbox"
                disabled={readOnly}
                checked={chosen.includes(o.value)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))
                }
              />
              {o.name}
            </label>
          ))}
        </div>
      );
    }
    case 'collection':
    case 'fixedCollection':
    case 'json':
      return (
        <JsonEditor
          id={control.id}
          value={value}
          onChange={onChange}
          disabled={readOnly}
          aria-describedby={control['aria-describedby']}
        />
      );
    default: {
      const password = p.typeOptions?.password === true;
      const rows = Number(p.typeOptions?.rows ?? 1);
      const text =
        value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
      if (rows > 1 && !password)
        return (
          <TextArea
            rows={rows}
            value={text}
            placeholder={p.placeholder}
            onChange={(e) => onChange(e.target.value)}
            {...common}
          />
        );
      return (
        <TextInput
          type={password ? 'password' : 'text'}
          autoComplete={password ? 'new-password' : 'off'}
          value={text}
          placeholder={p.placeholder}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        />
      );
    }
  }
}

/**
 * The form of a credential, generated from its type's properties: each displayed property (per
 * its displayOptions) as an input of its type, notices as callouts, required markers, and
 * descriptions (sanitised HTML) as hints.
 */
export function CredentialForm({ properties, values, onChange, readOnly, showErrors }: CredentialFormProps) {
  const shown = visibleProperties(properties, values);
  if (shown.length === 0) return <p className="muted">This credential type has no settings.</p>;
  return (
    <div className="cred-form" data-testid="credential-form">
      {shown.map((p) => {
        if (p.type === 'notice') {
          return (
            <div key={p.name} className="callout cred-notice" data-testid={`cred-notice-${p.name}`}>
              <Icon name="info" size={16} />
              <Html html={p.displayName} />
            </div>
          );
        }
        const missing = showErrors && p.required && p.type !== 'boolean' && isEmptyValue(values[p.name]);
        return (
          <Field
            key={p.name}
            label={p.displayName}
            required={p.required}
            error={missing ? `${p.displayName} is required` : null}
            hint={p.description ? <Html html={p.description} /> : undefined}
          >
            {(control) => (
              <PropertyInput
                property={p}
                value={values[p.name]}
                onChange={(v) => onChange(p.name, v)}
                readOnly={readOnly}
                control={control}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}
