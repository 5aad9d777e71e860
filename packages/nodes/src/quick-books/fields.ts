/**
 * How n8n's QuickBooks node shapes what it sends and reads: the lines of bills, estimates and
 * invoices, collection fields per resource, the transaction report's date ranges and its rows.
 * Plain functions of their inputs.
 */

type Json = Record<string, any>;

/** Why the lines of a create are refused (n8n's wording), or undefined when they are fine. */
export function checkLines(lines: Json[], resource: string): string | undefined {
  if (!lines.length) return `Please enter at least one line for the ${resource}.`;
  if (
    lines.some((line) => line.DetailType === undefined || line.Amount === undefined || line.Description === undefined)
  )
    return 'Please enter detail type, amount and description for every line.';
  for (const line of lines) {
    if (resource === 'bill' && line.DetailType === 'AccountBasedExpenseLineDetail' && line.accountId === undefined)
      return 'Please enter an account ID for the associated line.';
    if (resource === 'bill' && line.DetailType === 'ItemBasedExpenseLineDetail' && line.itemId === undefined)
      return 'Please enter an item ID for the associated line.';
    if (resource !== 'bill' && line.DetailType === 'SalesItemLineDetail' && line.itemId === undefined)
      return 'Please enter an item ID for the associated line.';
  }
  return undefined;
}

/** Lines with their detail objects built from the editor's `accountId`, `itemId`, `TaxCodeRef` and `Qty`. */
export function processLines(lines: Json[], resource: string): Json[] {
  for (const line of lines) {
    if (resource === 'bill') {
      if (line.DetailType === 'AccountBasedExpenseLineDetail') {
        line.AccountBasedExpenseLineDetail = { AccountRef: { value: line.accountId } };
        delete line.accountId;
      } else if (line.DetailType === 'ItemBasedExpenseLineDetail') {
        line.ItemBasedExpenseLineDetail = { ItemRef: { value: line.itemId } };
        delete line.itemId;
      }
    } else if ((resource === 'estimate' || resource === 'invoice') && line.DetailType === 'SalesItemLineDetail') {
      const detail: Json = { ItemRef: { value: line.itemId }, TaxCodeRef: { value: line.TaxCodeRef } };
      if (resource === 'invoice' && line.Qty !== undefined) detail.Qty = line.Qty;
      line.SalesItemLineDetail = detail;
      delete line.itemId;
      delete line.TaxCodeRef;
      if (resource === 'invoice') delete line.Qty;
    }
  }
  return lines;
}

/** An address without its empty parts. */
const address = (value: Json | undefined) =>
  Object.fromEntries(Object.entries(value?.details ?? {}).filter(([, v]) => v !== ''));
/** A reference `{ name, value }` from the editor's `details` (as n8n reads it, failing without them). */
function reference(value: Json | undefined): Json {
  const details = value?.details;
  if (details === undefined || details === null)
    throw new TypeError("Cannot read properties of undefined (reading 'name')");
  return { name: details.name, value: details.value };
}

/** The collection's fields put into the body by the resource's rules. */
export function populateFields(body: Json, fields: Json, resource: string): Json {
  for (const [key, value] of Object.entries(fields)) {
    if (resource === 'bill') {
      body[key] = key.endsWith('Ref') ? reference(value) : value;
    } else if (resource === 'customer' || resource === 'employee' || resource === 'vendor') {
      if (key === 'BillAddr') body.BillAddr = address(value);
      else if (key === 'PrimaryEmailAddr') body.PrimaryEmailAddr = { Address: value };
      else if (key === 'PrimaryPhone') body.PrimaryPhone = { FreeFormNumber: value };
      else body[key] = value;
    } else if (resource === 'estimate' || resource === 'invoice') {
      if (key === 'BillAddr' || key === 'ShipAddr') body[key] = address(value);
      else if (key === 'BillEmail') body.BillEmail = { Address: value };
      else if (key === 'CustomFields')
        body.CustomField = ((value?.Field ?? []) as Json[]).map((field) => ({ ...field, Type: 'StringType' }));
      else if (key === 'CustomerMemo') body.CustomerMemo = { value };
      else if (key.endsWith('Ref')) body[key] = reference(value);
      else if (key === 'TotalTax') body.TxnTaxDetail = { TotalTax: value };
      else body[key] = value;
    } else if (resource === 'payment') {
      body[key] = value;
    }
  }
  return body;
}

const DATE_RANGES = ['dateRangeCustom', 'dateRangeDueCustom', 'dateRangeModificationCustom', 'dateRangeCreationCustom'];

/** Custom date ranges of the report's filters as their start and end dates (the date part only). */
export function adjustTransactionDates(filters: Json): Json {
  if (DATE_RANGES.every((key) => !filters[key])) return filters;
  let adjusted: Json = Object.fromEntries(Object.entries(filters).filter(([key]) => !DATE_RANGES.includes(key)));
  for (const key of DATE_RANGES) {
    const range = filters[key];
    if (!range) continue;
    const properties = (range[`${key}Properties`] ?? {}) as Json;
    adjusted = {
      ...adjusted,
      ...Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, String(v).split('T')[0]])),
    };
  }
  return adjusted;
}

/** The report as one object per row, keyed by the columns' types. */
export function simplifyTransactionReport(report: Json): Json[] {
  const columns = ((report.Columns?.Column ?? []) as Json[]).map((column) => column.ColType);
  return ((report.Rows?.Row ?? []) as Json[]).map((row) => {
    const values = ((row.ColData ?? []) as Json[]).map((cell) => cell.value);
    return Object.fromEntries(values.map((value, i) => [columns[i], value]));
  });
}

/** A parameter definition as the description holds it (only what is read here). */
interface Definition {
  name: string;
  type: string;
  displayOptions?: { show?: Record<string, unknown[]> };
  options?: Array<{ name?: string }>;
}

/**
 * A collection's value without the keys the collection does not define for this resource and
 * operation: n8n drops such keys when it reads the node's parameters, so they are never sent.
 */
export function knownFields(
  properties: readonly Definition[],
  name: string,
  resource: string,
  operation: string,
  value: Json,
): Json {
  const definition = properties.find(
    (p) =>
      p.name === name &&
      p.type === 'collection' &&
      (p.displayOptions?.show?.resource ?? [resource]).includes(resource) &&
      (p.displayOptions?.show?.operation ?? [operation]).includes(operation),
  );
  if (!definition) return value;
  const names = new Set((definition.options ?? []).map((o) => o.name));
  return Object.fromEntries(Object.entries(value).filter(([key]) => names.has(key)));
}
