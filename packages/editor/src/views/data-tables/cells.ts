import type { DataTableColumnType } from '../../api/data-tables';

/** How a cell shows: dates in ISO form, empty cells blank. */
export function cellText(value: string | number | boolean | null | undefined, type: DataTableColumnType | 'system'): string {
  if (value === null || value === undefined) return '';
  if (type === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/** What an edited text means for the server: blank is empty (null), the rest goes as typed. */
export function editedValue(text: string): string | null {
  return text.trim() === '' ? null : text;
}
