/**
 * Value rules of the parameter inputs: number bounding and rounding,
 * colour conversion, single-line display, date shortcuts and the issues shown beneath inputs.
 */
import { isExpression, type NodeProperty, type NodePropertyOption } from '@weft/workflow';
import { CUSTOM_API_CALL_KEY } from './display';
import { t } from '../../i18n';

/** Bounds a number by typeOptions minValue/maxValue and rounds it to numberPrecision. */
export function boundNumber(value: number, typeOptions: Record<string, unknown> | undefined = {}): number {
  let n = value;
  const min = typeOptions.minValue;
  const max = typeOptions.maxValue;
  if (typeof min === 'number' && n < min) n = min;
  if (typeof max === 'number' && n > max) n = max;
  const precision = typeOptions.numberPrecision;
  if (typeof precision === 'number' && precision >= 0) {
    const f = 10 ** precision;
    n = Math.round(n * f) / f;
  }
  return n;
}

/** Parses what was typed into a number input: '' → null (empty), otherwise bounded and rounded; NaN → undefined (rejected). */
export function parseNumberInput(text: string, typeOptions?: Record<string, unknown>): number | null | undefined {
  if (text.trim() === '') return null;
  const n = Number(text.replace(',', '.'));
  if (!Number.isFinite(n)) return undefined;
  return boundNumber(n, typeOptions);
}

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** `rgba(255, 0, 0, 0.5)` (or `rgb(...)`) → `#ff000080` (hex with an alpha byte). Other values are returned as they are. */
export function rgbaToHex(value: string): string {
  const m = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value.trim());
  if (!m) return value;
  const alpha = m[4] === undefined ? 1 : Math.max(0, Math.min(1, Number(m[4])));
  return `#${hex2(Number(m[1]))}${hex2(Number(m[2]))}${hex2(Number(m[3]))}${hex2(alpha * 255)}`;
}

/** `#ff000080` / `#ff0000` / `#f00` → `{ hex: '#ff0000', alpha: 0.5 }`; undefined for anything else. */
export function parseHexColor(value: string): { hex: string; alpha: number } | undefined {
  let v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3,4}$/.test(v)) v = v.replace(/[0-9a-f]/g, '$&$&');
  if (!/^#[0-9a-f]{6}([0-9a-f]{2})?$/.test(v)) return undefined;
  const alpha = v.length === 9 ? Math.round((parseInt(v.slice(7), 16) / 255) * 100) / 100 : 1;
  return { hex: v.slice(0, 7), alpha };
}

/** `#ff000080` → `rgba(255, 0, 0, 0.5)`. Values that are not hex are returned as they are. */
export function hexToRgba(value: string): string {
  const parsed = parseHexColor(value);
  if (!parsed) return value;
  const r = parseInt(parsed.hex.slice(1, 3), 16);
  const g = parseInt(parsed.hex.slice(3, 5), 16);
  const b = parseInt(parsed.hex.slice(5, 7), 16);
  return `rgba(${r}, ${g}, ${b}, ${parsed.alpha})`;
}

/** Single-line display of a string: the first newline becomes a pipe. */
export function singleLineDisplay(value: string): string {
  return value.replace('\n', ' | ');
}

/** Whether a string parameter renders as a textarea: rows > 1 or editor 'code'. */
export function isMultiline(parameter: Pick<NodeProperty, 'typeOptions'>): boolean {
  const rows = parameter.typeOptions?.rows;
  return (typeof rows === 'number' && rows > 1) || parameter.typeOptions?.editor === 'code';
}

/** The date picker shortcuts, as ISO strings relative to `now`. */
export function dateShortcuts(now: Date = new Date()): Array<{ label: string; value: string }> {
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
  return [
    { label: t('parameterInput.date.today'), value: days(0) },
    { label: t('parameterInput.date.yesterday'), value: days(1) },
    { label: t('parameterInput.date.weekAgo'), value: days(7) },
  ];
}

/** An ISO date string as a `datetime-local` input value (local time, minutes precision and seconds). */
export function toDateTimeLocal(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** What the issue check needs beyond the parameter and value. */
export interface IssueContext {
  /** Options loaded from the server (for loadOptions parameters). */
  remoteOptions?: NodePropertyOption[];
  /** The remote load failure's message. */
  remoteError?: string;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The issues shown beneath an input, in the active locale: required values, 'value is not supported' for options
 * and multiOptions values that are not among the available option values (values containing the
 * custom-API-call key excepted), the remote load failure, and the empty credentialsSelect.
 */
export function parameterIssues(parameter: NodeProperty, value: unknown, ctx: IssueContext = {}): string[] {
  const issues: string[] = [];
  if (ctx.remoteError) issues.push(t('parameterInput.loadOptionsError', { error: ctx.remoteError }));
  if (isExpression(value)) return issues;
  if (parameter.type === 'credentialsSelect' && isEmpty(value)) {
    issues.push(t('parameterInput.selectACredentialTypeFromTheDropdown'));
    return issues;
  }
  if (parameter.required && isEmpty(value) && parameter.type !== 'boolean')
    issues.push(t('parameterInput.required', { name: parameter.displayName }));
  if ((parameter.type === 'options' || parameter.type === 'multiOptions') && !ctx.remoteError) {
    const remote = !!(parameter.typeOptions?.loadOptionsMethod || parameter.typeOptions?.loadOptions);
    if (remote && !ctx.remoteOptions) return issues;
    const options = (remote ? ctx.remoteOptions : (parameter.options as NodePropertyOption[] | undefined)) ?? [];
    const valid = new Set(options.map((o) => o.value));
    const values =
      parameter.type === 'multiOptions' ? (Array.isArray(value) ? value : []) : isEmpty(value) ? [] : [value];
    for (const v of values) {
      if (typeof v === 'string' && v.includes(CUSTOM_API_CALL_KEY)) continue;
      if (!valid.has(v as string)) issues.push(t('parameterInput.theValueIsNotSupported', { value: String(v) }));
    }
  }
  return issues;
}
