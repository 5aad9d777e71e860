/**
 * JSON written in pieces: the same text as `JSON.stringify(value)`, produced and written a piece at
 * a time, so that printing an execution of a million items never holds its whole JSON (hundreds of
 * megabytes) as one string.
 */

/** Depth down to which objects and arrays are walked; below it each value is stringified whole. */
const WALK_DEPTH = 10;
/** Size of the pieces handed to the writer. */
const PIECE = 64 * 1024;

function isBoxed(value: object): boolean {
  return value instanceof Number || value instanceof String || value instanceof Boolean;
}

/** The pieces of `JSON.stringify(value)`, in order (undefined when the value has no JSON, as stringify answers). */
export function* jsonPieces(value: unknown, key = '', depth = 0): Generator<string> {
  let v = value;
  if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function')
    v = (v as { toJSON(k: string): unknown }).toJSON(key);
  if (v === null || typeof v !== 'object' || depth >= WALK_DEPTH || isBoxed(v)) {
    const text = JSON.stringify(v);
    if (text !== undefined) yield text;
    return;
  }
  if (Array.isArray(v)) {
    // Items (objects with `json`) are the bulk of an execution: each is stringified whole and
    // gathered into pieces here, so a million of them cost a few hundred yields, not millions.
    let batch = '[';
    for (let i = 0; i < v.length; i++) {
      if (i > 0) batch += ',';
      const element: unknown = v[i];
      if (
        element !== null &&
        typeof element === 'object' &&
        !Array.isArray(element) &&
        'json' in element &&
        typeof (element as { toJSON?: unknown }).toJSON !== 'function'
      ) {
        batch += JSON.stringify(element);
        if (batch.length >= PIECE) {
          yield batch;
          batch = '';
        }
        continue;
      }
      if (batch) yield batch;
      batch = '';
      let wrote = false;
      for (const piece of jsonPieces(element, String(i), depth + 1)) {
        wrote = true;
        yield piece;
      }
      if (!wrote) yield 'null';
    }
    yield `${batch}]`;
    return;
  }
  yield '{';
  let first = true;
  for (const k of Object.keys(v)) {
    const inner = jsonPieces((v as Record<string, unknown>)[k], k, depth + 1);
    const head = inner.next();
    if (head.done) continue;
    yield `${first ? '' : ','}${JSON.stringify(k)}:`;
    first = false;
    yield head.value;
    yield* inner;
  }
  yield '}';
}

/**
 * Writes `JSON.stringify(value)` followed by a newline in pieces of about 64 KB through `write`,
 * waiting for each write to be taken (the stream's backpressure).
 */
export async function writeJson(value: unknown, write: (chunk: string) => Promise<void>): Promise<void> {
  let buffer = '';
  for (const piece of jsonPieces(value)) {
    buffer += piece;
    if (buffer.length >= PIECE) {
      await write(buffer);
      buffer = '';
    }
  }
  await write(`${buffer}\n`);
}
