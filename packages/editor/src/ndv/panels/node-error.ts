/**
 * What the output panel says about a node's error (pure): the headline, the item it happened
 * in, and the detail rows behind 'Error details', from the run data's serialised error.
 */
import type { SerializedNodeError } from '@weft/workflow';

/** One row of the error details: a label key for t() and its value as text. */
export interface ErrorDetailRow {
  key: 'code' | 'fullMessage' | 'node' | 'time' | 'cause';
  value: string;
}

/** The parts of an error the view shows. */
export interface NodeErrorSummary {
  message: string;
  description?: string;
  /** 1-based number of the item the node failed on, when it says. */
  itemNumber?: number;
  rows: ErrorDetailRow[];
  stack?: string;
}

function text(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/**
 * Summarises a node error: message, description and the failing item as headline, then the HTTP
 * code, the service's full answer, the node (type and version), the time and the cause.
 * `formatTime` turns the timestamp into text (the editor's date display).
 */
export function summarizeNodeError(error: SerializedNodeError, formatTime: (ms: number) => string): NodeErrorSummary {
  const context = error.context ?? {};
  const itemIndex = typeof context.itemIndex === 'number' ? context.itemIndex : undefined;
  const rows: ErrorDetailRow[] = [];
  const push = (key: ErrorDetailRow['key'], value: string | undefined) => {
    if (value !== undefined) rows.push({ key, value });
  };
  push('code', text(error.httpCode));
  push('fullMessage', text(context.data));
  push(
    'node',
    error.node
      ? `${error.node.name} (${error.node.type}${error.node.typeVersion !== undefined ? ` v${error.node.typeVersion}` : ''})`
      : undefined,
  );
  push('time', typeof error.timestamp === 'number' ? formatTime(error.timestamp) : undefined);
  push('cause', text((error as { cause?: unknown }).cause));
  return {
    message: error.message,
    ...(error.description ? { description: String(error.description) } : {}),
    ...(itemIndex !== undefined ? { itemNumber: itemIndex + 1 } : {}),
    rows,
    ...(typeof error.stack === 'string' && error.stack ? { stack: error.stack } : {}),
  };
}

/** The text 'Copy error details' puts on the clipboard: the error as the run data holds it. */
export function errorClipboardText(error: SerializedNodeError): string {
  return JSON.stringify(error, null, 2);
}
