/**
 * A compact text input for values inside conditions and assignments: accepts mapping drops
 * ('application/x-weft-mapping' → an expression via ndv-shell's mapping rules), switches to
 * expression mode when `{{` is typed, and shows an "fx" badge in expression mode (pressing it
 * returns to a fixed value, the text after '='). In expression mode it is the same inline
 * expression editor as other parameters: live result, autocomplete, `{{` closing, full editor.
 *
 * Props: `value`, `onChange(value)`, `placeholder`, `ariaLabel`, `disabled`, `nodeId`, `multiline`,
 * `numeric` (a number is typed: the keyboard offers digits), `onDropValue(value, payload)` (a drop
 * is handed over instead of `onChange`, so the caller can also set the type the field suggests).
 */
import { useState } from 'react';
import { MAPPING_MIME, readMappingData, valueAfterDrop, type MappingPayload } from '../mapping';
import { InlineExpression } from './lazy-editors';
import { t } from '../../i18n';
import { expressionFromTyped } from './expression-switch';
import { requestExpressionFocus } from '../expressions/focus-request';

/** Props of {@link MappableText}. */
export interface MappableTextProps {
  value: unknown;
  onChange(value: string): void;
  placeholder?: string;
  ariaLabel: string;
  disabled?: boolean;
  nodeId: string;
  multiline?: boolean;
  /** The value is a number: the input asks for digits. */
  numeric?: boolean;
  /** Called with the value a mapping drop makes (instead of `onChange`). */
  onDropValue?(value: string, payload: MappingPayload): void;
}

/**
 * The text a typed string becomes: typing `{{` into a fixed value makes it an expression with the
 * braces closed (see `expressionFromTyped`), and the expression editor then takes the focus.
 */
export function typedValue(previous: string, typed: string): string {
  if (previous.startsWith('=')) return `=${typed}`;
  const switched = expressionFromTyped(previous, typed);
  if (!switched) return typed;
  requestExpressionFocus(switched.cursor);
  return switched.value;
}

/** A small droppable text input with expression support. */
export function MappableText({
  value,
  onChange,
  placeholder,
  ariaLabel,
  disabled,
  nodeId,
  multiline,
  numeric,
  onDropValue,
}: MappableTextProps) {
  const raw = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const expression = raw.startsWith('=');
  const shown = expression ? raw.slice(1) : raw;
  const [over, setOver] = useState(false);
  const common = {
    className: `${multiline ? 'textarea' : 'input'} ndvp-mappable__input${expression ? ' ndvp-mono' : ''}`,
    value: shown,
    placeholder,
    'aria-label': ariaLabel,
    disabled,
    spellCheck: false,
    ...(numeric && !expression ? { inputMode: 'decimal' as const } : {}),
    onChange: (e: { target: { value: string } }) => onChange(typedValue(raw, e.target.value)),
  };
  return (
    <div
      className={`ndvp-mappable${expression ? ' is-expression' : ''}${over ? ' is-drop' : ''}`}
      onDragOver={(e) => {
        if (disabled || !e.dataTransfer.types.includes(MAPPING_MIME)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        if (disabled) return;
        const data = readMappingData(e.dataTransfer);
        if (!data) return;
        e.preventDefault();
        e.stopPropagation();
        const next = valueAfterDrop(raw, data);
        if (onDropValue) onDropValue(next, data);
        else onChange(next);
      }}
    >
      {expression && (
        <button
          type="button"
          className="ndvp-fx"
          title={t('parameterInput.fx.tooltip')}
          aria-label={t('parameterInput.fx.label', { name: ariaLabel })}
          disabled={disabled}
          onClick={() => onChange(shown)}
        >
          fx
        </button>
      )}
      {expression ? (
        <div className="ndvp-mappable__expression" data-testid="mappable-expression">
          <InlineExpression value={raw} onChange={onChange} nodeId={nodeId} readOnly={disabled} label={ariaLabel} />
        </div>
      ) : multiline ? (
        <textarea rows={2} {...common} />
      ) : (
        <input {...common} />
      )}
    </div>
  );
}
