/**
 * Parameter inputs of single values: numbers (bounded and rounded),
 * booleans, colours (hex with an alpha byte ⇄ rgba) and dates with the three shortcuts.
 */
import { useEffect, useState } from 'react';
import * as Switch from '@radix-ui/react-switch';
import { t } from '../../i18n';
import type { ParameterInputProps } from './input-props';
import {
  boundNumber,
  dateShortcuts,
  hexToRgba,
  parseHexColor,
  parseNumberInput,
  rgbaToHex,
  toDateTimeLocal,
} from './values';

/** A number parameter, bounded by minValue/maxValue and rounded to numberPrecision. */
export function NumberInput({ parameter, value, onChange, id, disabled, describedBy }: ParameterInputProps) {
  const shown = typeof value === 'number' ? String(value) : value === null || value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const opts = parameter.typeOptions ?? {};
  const precision = typeof opts.numberPrecision === 'number' ? opts.numberPrecision : undefined;
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
          <button
            type="button"
            aria-label={t('parameterInput.increment')}
            tabIndex={-1}
            onClick={() => onChange(boundNumber((Number(shown) || 0) + step, opts))}
          >
            +
          </button>
          <button
            type="button"
            aria-label={t('parameterInput.decrement')}
            tabIndex={-1}
            onClick={() => onChange(boundNumber((Number(shown) || 0) - step, opts))}
          >
            −
          </button>
        </div>
      )}
    </div>
  );
}

/** A boolean parameter: a switch. */
export function BooleanInput({ value, onChange, id, disabled, parameter }: ParameterInputProps) {
  const on = value === true || value === 'true';
  return (
    <Switch.Root
      id={id}
      className="ndvp-switch"
      checked={on}
      disabled={disabled}
      onCheckedChange={(c) => onChange(c)}
      aria-label={parameter.displayName}
    >
      <Switch.Thumb className="ndvp-switch__thumb" />
    </Switch.Root>
  );
}

/** A color parameter: a picker and the text value (with alpha when showAlpha). */
export function ColorInput({ parameter, value, onChange, id, disabled }: ParameterInputProps) {
  const text = typeof value === 'string' ? value : '';
  const showAlpha = !!parameter.typeOptions?.showAlpha;
  const parsed = parseHexColor(text.startsWith('rgb') ? rgbaToHex(text) : text) ?? { hex: '#000000', alpha: 1 };
  const emit = (hex: string, alpha: number) =>
    onChange(
      showAlpha
        ? rgbaToHex(
            hexToRgba(
              `${hex}${Math.round(alpha * 255)
                .toString(16)
                .padStart(2, '0')}`,
            ),
          )
        : hex,
    );
  return (
    <div className="ndvp-color">
      <input
        type="color"
        className="ndvp-color__swatch"
        value={parsed.hex}
        disabled={disabled}
        aria-label={t('parameterInput.color.swatch', { name: parameter.displayName })}
        onChange={(e) => emit(e.target.value, parsed.alpha)}
      />
      <input
        id={id}
        className="input"
        value={text}
        placeholder="#rrggbb"
        disabled={disabled}
        onChange={(e) => onChange(e.target.value.startsWith('rgb') ? rgbaToHex(e.target.value) : e.target.value)}
      />
      {showAlpha && (
        <label className="ndvp-color__alpha">
          <span>{t('parameterInput.color.alpha')}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.01}
            value={parsed.alpha}
            disabled={disabled}
            onChange={(e) => emit(parsed.hex, Number(e.target.value))}
          />
          <span className="ndvp-mono">
            {hexToRgba(
              `${parsed.hex}${Math.round(parsed.alpha * 255)
                .toString(16)
                .padStart(2, '0')}`,
            )}
          </span>
        </label>
      )}
    </div>
  );
}

/** A dateTime parameter with the Today, Yesterday and A week ago shortcuts. */
export function DateTimeInput({ parameter, value, onChange, id, disabled, describedBy }: ParameterInputProps) {
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
            <button key={s.label} type="button" className="ndvp-link" onClick={() => onChange(s.value)}>
              {s.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
