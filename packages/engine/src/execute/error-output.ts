import type { Item, PairedItemData } from '@weft/workflow';

/** Whether an output item is an error record a node produced while continuing on failure. */
function errorOf(item: Item): unknown {
  if (item.error !== undefined) return item.error;
  const keys = Object.keys(item.json ?? {});
  if ('error' in (item.json ?? {}) && (keys.length === 1 || (keys.length === 2 && 'message' in item.json)))
    return item.json.error;
  return undefined;
}

/**
 * For nodes set to `continueErrorOutput`: moves error items from the regular outputs to the
 * extra error output (the last one), merged over the input item they came from.
 */
export function routeErrorOutput(
  output: Array<Item[] | null>,
  mainOutputs: number,
  input: Item[],
): Array<Item[] | null> {
  const result: Array<Item[] | null> = [];
  const errors: Item[] = [];
  for (let o = 0; o < mainOutputs; o++) {
    const items = output[o] ?? [];
    const ok: Item[] = [];
    for (const item of items) {
      if (errorOf(item) === undefined) {
        ok.push(item);
        continue;
      }
      const link = firstLink(item.pairedItem);
      const origin = link ? input[link.item] : undefined;
      // The item keeps its `error`: `errorItemsAsJson` then words it as n8n's engine does.
      errors.push({ ...item, json: { ...(origin?.json ?? {}), ...item.json } });
    }
    result.push(ok);
  }
  result.push(errors);
  return result;
}

/**
 * As n8n's engine does with every node's output: an item carrying an `error` (or n8n's legacy
 * `{ $error, $json }` form) leaves the node as `{ error: <its message> }`, keeping the error itself.
 * Items are copied, never changed in place (they may be another node's output too).
 */
export function errorItemsAsJson(output: Array<Item[] | null>): Array<Item[] | null> {
  if (!output.some((items) => items?.some(carriesError))) return output;
  return output.map(
    (items) =>
      items &&
      items.map((item) => {
        const json = item.json as Record<string, unknown> | undefined;
        if (json && json.$error !== undefined && json.$json !== undefined)
          return { ...item, error: json.$error, json: messageJson(json.$error) };
        if (item.error !== undefined) return { ...item, json: messageJson(item.error) };
        return item;
      }),
  );
}

function carriesError(item: Item): boolean {
  const json = item.json as Record<string, unknown> | undefined;
  return item.error !== undefined || (json !== undefined && json.$error !== undefined && json.$json !== undefined);
}

/** `{ error: message }`, or `{}` when the error has no message (n8n's `{ error: undefined }` as saved). */
function messageJson(error: unknown): Item['json'] {
  const message = error !== null && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  return message === undefined ? {} : { error: message };
}

function firstLink(p: Item['pairedItem']): PairedItemData | undefined {
  if (p === undefined || p === null) return undefined;
  if (typeof p === 'number') return { item: p };
  return Array.isArray(p) ? p[0] : p;
}

/** The outputs of a node that failed as a whole while set to continue through its error output. */
export function failedNodeErrorOutput(mainOutputs: number, input: Item[], message: string): Array<Item[] | null> {
  const out: Array<Item[] | null> = Array.from({ length: mainOutputs }, () => []);
  out.push(input.map((item, i) => ({ json: { ...item.json, error: message }, pairedItem: { item: i } })));
  return out;
}
