import type { DataTableColumnType } from '../../api/data-tables';

/** How a cell shows: dates in ISO form, empty cells blank. */
export function cellText(
  value: string | number | boolean | null | undefined,
  type: DataTableColumnType | 'system',
): string {
  if (value === null || value === undefined) return '';
  if (type === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/** What an edited text means for the server: blank is empty (null), the rest goes as typed. */
export function editedValue(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/** A system date (createdAt, updatedAt) in short UTC form: `2026-11-25 10:49:10`. */
export function shortDate(value: string | number | boolean | null | undefined): string {
  return typeof value === 'string' ? value.replace('T', ' ').replace(/\.\d+Z$/, '') : '';
}
