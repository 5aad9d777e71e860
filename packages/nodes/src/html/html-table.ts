/** HTML's Convert to HTML Table: every input item becomes one row of a single table. */
import type { ExecuteContext, Item } from '@weft/workflow';

interface TableOptions {
  capitalize?: boolean;
  customStyling?: boolean;
  caption?: string;
  tableAttributes?: string;
  headerAttributes?: string;
}

const TABLE_STYLE = "style='border-spacing:0; font-family:helvetica,arial,sans-serif'";
const HEADER_STYLE =
  "style='margin:0; padding:7px 20px 7px 0px; border-bottom:1px solid #eee; text-align:left; color:#888; font-weight:normal'";
const CELL_STYLE = "style='margin:0; padding:7px 20px 7px 0px; border-bottom:1px solid #eee'";

/** `first_name` → `First Name` when capitalising, else the key unchanged. */
export function headerText(key: string, capitalize: boolean | undefined): string {
  if (!capitalize) return key;
  return key
    .split('_')
    .filter((word) => word)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** A cell's content: a checkbox for a boolean, else the value written as JavaScript writes it. */
function cellContent(value: unknown): string {
  if (typeof value === 'boolean') return `<input type="checkbox" ${value ? 'checked="checked"' : ''}/>`;
  return String(value);
}

/** One item `{ table }` paired with every input item; columns are the keys of all items in order of appearance. */
export function convertToHtmlTable(ctx: ExecuteContext, items: Item[]): Item[] {
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as TableOptions;
  const styled = !options.customStyling;
  const headers = [...new Set(items.flatMap((item) => Object.keys(item.json)))];
  let table = `<table ${styled ? TABLE_STYLE : ''} ${options.tableAttributes || ''}>`;
  if (options.caption) table += `<caption>${options.caption}</caption>`;
  table += `<thead ${styled ? HEADER_STYLE : ''} ${options.headerAttributes || ''}>`;
  table += `<tr>${headers.map((h) => `<th>${headerText(h, options.capitalize)}</th>`).join('')}</tr></thead><tbody>`;
  items.forEach((item, index) => {
    const row = item.json;
    const rowAttributes = String(ctx.getNodeParameter('options.rowAttributes', index, '') ?? '');
    const cellAttributes = String(ctx.getNodeParameter('options.cellAttributes', index, '') ?? '');
    table += `<tr  ${rowAttributes}>`;
    table += headers
      .map((h) => `<td ${styled ? CELL_STYLE : ''} ${cellAttributes}>${cellContent(row[h])}</td>`)
      .join('');
    table += '</tr>';
  });
  table += '</tbody></table>';
  return [{ json: { table }, pairedItem: items.map((_, index) => ({ item: index })) }];
}
