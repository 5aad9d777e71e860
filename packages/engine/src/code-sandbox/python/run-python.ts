import type { Item } from '@weft/workflow';
import {
  CodeCancelledError,
  CodeExecutionError,
  CodeMemoryError,
  CodeTimeoutError,
  CodeValidationError,
} from '../errors.js';
import { positive, sandboxLimitsFromEnv } from '../limits.js';
import type { CodeSandboxOptions, CodeSandboxResult } from '../types.js';
import { validateAllItemsResult, validateEachItemResult } from '@weft/workflow';
import { buildPythonJob } from './job.js';
import { acquirePythonChild, killChild, PYODIDE_BASE_MB, residentMb } from './python-process.js';
import type { ChildMessage } from './python-process.js';

const ERR_MARK = '\u0000err';

/** A Python error as the prelude reports it. */
interface PythonError {
  type: string;
  message: string;
  line: number | null;
}

type Answer = { ok: true; results: unknown[] } | { ok: false; index: number; error: PythonError };

/** n8n's Python Code node says "dictionary" where the JavaScript one says "object". */
function pythonWording(error: unknown): unknown {
  if (!(error instanceof CodeValidationError)) return error;
  const word = (text: string) =>
    text
      .replace(/\bisn't an object\b/g, "isn't a dictionary")
      .replace("doesn't return an object", "doesn't return a dictionary")
      .replace('return an object representing', 'return a dictionary representing')
      .replace(/\bsingle object\b/g, 'single dictionary')
      .replace('an array of objects, one for each', 'an array of dictionaries, one for each')
      .replace('must point to an object', 'must point to a dictionary');
  error.message = word(error.message);
  if (typeof error.description === 'string') error.description = word(error.description);
  return error;
}

function executionError(error: PythonError, itemIndex?: number): CodeExecutionError {
  const where = error.line === null ? '' : ` (line ${error.line})`;
  return new CodeExecutionError(error.message, {
    description: `${error.type} raised by the Python code${where}`,
    ...(itemIndex === undefined ? {} : { itemIndex }),
    ...(error.line === null ? {} : { lineNumber: error.line }),
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Waits for the child's answer, forwarding its printed lines, under the time and memory limits. */
function awaitAnswer(
  options: CodeSandboxOptions,
  jobText: string,
  limits: { timeoutMs: number; memoryMb: number },
): Promise<string> {
  const child = acquirePythonChild(limits.memoryMb);
  const proc = child.process;
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const rssLimitMb = limits.memoryMb + PYODIDE_BASE_MB + 256;
    const finish = (outcome: { answer: string } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(watch);
      options.signal?.removeEventListener('abort', onAbort);
      proc.off('message', onMessage);
      killChild(child);
      if ('answer' in outcome) resolve(outcome.answer);
      else reject(outcome.error);
    };
    const onMessage = (message: ChildMessage) => {
      if (message?.type === 'stdout') {
        try {
          options.onConsole?.(message.text);
        } catch {
          /* a failing listener must not fail the run */
        }
      } else if (message?.type === 'done') {
        finish({ answer: message.answer });
      }
    };
    const onAbort = () => finish({ error: new CodeCancelledError() });
    const deadline = setTimeout(() => finish({ error: new CodeTimeoutError(limits.timeoutMs) }), limits.timeoutMs);
    const watch = setInterval(() => {
      const rss = residentMb(proc.pid);
      if (rss !== undefined && rss > rssLimitMb) finish({ error: new CodeMemoryError(limits.memoryMb) });
    }, 100);
    watch.unref();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    proc.on('message', onMessage);
    proc.once('exit', (code, signal) => {
      const why =
        signal === 'SIGKILL' || code === 134 || code === 137
          ? new CodeMemoryError(limits.memoryMb)
          : new CodeExecutionError('The Python sandbox stopped unexpectedly', {
              description: `exit code ${String(code ?? signal)}`,
            });
      finish({ error: why });
    });
    void child.ready.then((ok) => {
      if (!ok || settled) return;
      proc.send({ type: 'run', job: jobText }, (error) => {
        if (error) finish({ error });
      });
    });
  });
}

function decode(text: string): Answer {
  return JSON.parse(text) as Answer;
}

/**
 * Runs Code-node Python (n8n's `pythonCode`) with Pyodide in a locked-down child process and
 * answers the output items, validated as n8n's Python Code node does ("dictionary" wording).
 *
 * The child runs under Node's permission model (reads limited to the Pyodide package; no writes,
 * child processes, workers or addons), without code generation from strings, with an empty
 * environment, network and DNS functions replaced before Pyodide loads, no JavaScript globals
 * reachable from Python, a wasm memory cap and a resident-memory watchdog, and is killed at the
 * time limit. Only JSON copies of the items and of the plain parts of the scope are sent to it.
 */
export async function runPythonInSandbox(options: CodeSandboxOptions): Promise<CodeSandboxResult> {
  const { mode, items, continueOnFail = false, signal } = options;
  const env = sandboxLimitsFromEnv();
  const limits = {
    timeoutMs: positive(options.timeoutMs, env.timeoutMs),
    memoryMb: Math.max(16, Math.round(positive(options.memoryMb, env.memoryMb))),
  };
  if (mode === 'runOnceForEachItem' && items.length === 0) return { items: [] };
  if (signal?.aborted) throw new CodeCancelledError();
  const jobText = JSON.stringify(buildPythonJob(options));
  const answerText = await awaitAnswer(options, jobText, limits);
  let answer: Answer;
  try {
    answer = decode(answerText);
  } catch {
    throw new CodeExecutionError('The Python sandbox answered something unreadable');
  }

  if (mode === 'runOnceForAllItems') {
    try {
      if (!answer.ok) throw executionError(answer.error);
      return { items: validateAllItemsResult(answer.results[0] === null ? undefined : answer.results[0]) };
    } catch (error) {
      const shown = pythonWording(error);
      if (continueOnFail) return { items: [{ json: { error: messageOf(shown) } }] };
      throw shown;
    }
  }

  if (!answer.ok) throw executionError(answer.error, answer.index);
  const out: Item[] = [];
  answer.results.forEach((result, index) => {
    try {
      const failed = (result as Record<string, unknown> | null)?.[ERR_MARK] as PythonError | undefined;
      if (failed) throw executionError(failed, index);
      const item = validateEachItemResult(result === null ? undefined : result, index);
      out.push({ json: item.json, pairedItem: { item: index }, ...(item.binary ? { binary: item.binary } : {}) });
    } catch (error) {
      const shown = pythonWording(error);
      if (!continueOnFail) throw shown;
      out.push({ json: { error: messageOf(shown) }, pairedItem: { item: index } });
    }
  });
  return { items: out };
}
