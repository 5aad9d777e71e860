import { WeftError } from '@weft/workflow';

/** Name of the script the user's code is compiled as; n8n's stack parsing looks for it. */
export const CODE_FILENAME = 'evalmachine.<anonymous>';

/** What the sandbox runtime reports about a value thrown by user code. */
export interface ThrownDescription {
  /** True when the value was an object with a `message` (an Error or error-like). */
  errorLike: boolean;
  name?: string;
  message?: string;
  stack?: string;
  /** Description set by the sandbox itself (e.g. for refused modules). */
  description?: string;
  /** True for errors raised by the host while answering a data request (message kept as is). */
  host?: boolean;
  /** JSON of a thrown non-error value. */
  value?: string;
}

/** User code threw: the message names the line (and item) like n8n's, the description the error type. */
export class CodeExecutionError extends WeftError {
  lineNumber: number | undefined;
  itemIndex: number | undefined;
  constructor(message: string, options: { description?: string | null; itemIndex?: number; lineNumber?: number } = {}) {
    super(message, {
      description: options.description,
      context: options.itemIndex === undefined ? {} : { itemIndex: options.itemIndex },
    });
    this.name = 'CodeExecutionError';
    this.lineNumber = options.lineNumber;
    this.itemIndex = options.itemIndex;
  }
}

export { CodeValidationError } from '@weft/workflow';

/** The run took longer than its time limit; the isolate was destroyed. */
export class CodeTimeoutError extends WeftError {
  constructor(timeoutMs: number) {
    const seconds = Math.round(timeoutMs / 100) / 10;
    super(`Task execution timed out after ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`, {
      description:
        'The Code node was taking too long, so it was stopped. You can try the following:<br/><br/>' +
        '1. Optimize your script to prevent long-running tasks, e.g. by processing data in smaller batches.<br/>' +
        '2. Ensure that all paths in your script are able to terminate, i.e. no infinite loops.',
    });
    this.name = 'CodeTimeoutError';
  }
}

/** The code used more memory than the isolate's limit; the isolate was destroyed. */
export class CodeMemoryError extends WeftError {
  constructor(memoryMb: number) {
    super(`The Code node ran out of memory (limit ${memoryMb} MB)`, {
      description:
        'The code allocated more memory than allowed, so it was stopped. Process the data in smaller batches.',
    });
    this.name = 'CodeMemoryError';
  }
}

/** The run was cancelled through its AbortSignal. */
export class CodeCancelledError extends WeftError {
  constructor() {
    super('The Code node was cancelled');
    this.name = 'CodeCancelledError';
  }
}

const STACK_HEADER = /^(?<errorType>[\w$]+(?: \[[^\]]+\])?): (?<errorDetails>.+)$/;
const STACK_FRAME = /^\s+at\s/;
const FRAME_IN_CODE = /\(evalmachine\.<anonymous>:(\d+):\d+\)/;
const ANY_IN_CODE = /evalmachine\.<anonymous>:(\d+):/;

/** The user-code line a stack points at: a nested user function first, else the wrapper's frame. */
export function lineNumberFromStack(stack: string): number | undefined {
  const rows = stack.split('\n');
  const nested = rows.find((row) => FRAME_IN_CODE.test(row) && !row.includes('VmCodeWrapper'));
  const nestedMatch = nested?.match(ANY_IN_CODE);
  if (nestedMatch) return Number(nestedMatch[1]);
  const top = rows.find((row) => row.includes('VmCodeWrapper') && row.includes(CODE_FILENAME));
  const topMatch = top?.match(ANY_IN_CODE);
  return topMatch ? Number(topMatch[1]) : undefined;
}

/**
 * Turns what user code threw into the error n8n shows: `<message> [line N]` (all items) or
 * `<message> [line N, for item I]` (each item); the error type (unless plain `Error`) as description.
 */
export function toCodeExecutionError(thrown: ThrownDescription, itemIndex?: number): CodeExecutionError {
  if (thrown.host) {
    return new CodeExecutionError(thrown.message ?? 'Unknown error', {
      description: thrown.description ?? null,
      itemIndex,
    });
  }
  if (!thrown.errorLike || typeof thrown.stack !== 'string' || thrown.stack === '') {
    const description = thrown.description ?? (thrown.value !== undefined ? `The code threw ${thrown.value}` : null);
    return new CodeExecutionError('Unknown error', { description, itemIndex });
  }
  const rows = thrown.stack.split('\n');
  const firstFrame = rows.findIndex((row) => STACK_FRAME.test(row));
  const header = (firstFrame === -1 ? rows : rows.slice(0, firstFrame)).filter((row) => STACK_HEADER.test(row)).at(-1);
  const lineNumber = lineNumberFromStack(thrown.stack);
  let lineDisplay = '';
  if (lineNumber !== undefined) {
    lineDisplay = itemIndex === undefined ? `[line ${lineNumber}]` : `[line ${lineNumber}, for item ${itemIndex}]`;
  }
  const groups = header?.match(STACK_HEADER)?.groups;
  const details = groups?.errorDetails?.trim();
  const type = groups?.errorType;
  const description = thrown.description ?? (type && type.toLowerCase() !== 'error' ? type : null);
  const message = `${details ? details : 'Unknown error'} ${lineDisplay}`.trim();
  return new CodeExecutionError(message, { description, itemIndex, lineNumber });
}
