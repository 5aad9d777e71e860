/**
 * What a run reads to know whether it was cancelled: a flag, and an `AbortSignal` for the I/O that
 * needs one (HTTP requests, sleeps, Code nodes).
 */
export interface CancellationSource {
  readonly aborted: boolean;
  readonly signal: AbortSignal;
}

/**
 * An execution's cancellation, whose `AbortSignal` is made only when something asks for it. Most
 * runs (a webhook answered by a Set node) never need one, and on Node 20 each signal costs several
 * microseconds and is kept by the garbage collector until a full collection, together with every
 * listener on it and what those hold.
 *
 * @example
 * const cancellation = new Cancellation();
 * const result = runWorkflow({ workflow, nodeTypes, cancellation });
 * cancellation.abort(new Error('Stopped'));
 */
export class Cancellation implements CancellationSource {
  private controller: AbortController | undefined;
  private cancelled = false;
  private why: unknown;

  /** Whether {@link abort} was called. */
  get aborted(): boolean {
    return this.cancelled;
  }

  /** The signal, made now if nothing asked for it before; already aborted after {@link abort}. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.cancelled) this.controller.abort(this.why);
    }
    return this.controller.signal;
  }

  /** Cancels the run (once; later calls do nothing), aborting the signal if it was made. */
  abort(reason?: unknown): void {
    if (this.cancelled) return;
    this.cancelled = true;
    this.why = reason;
    this.controller?.abort(reason);
  }
}

/** A caller's `AbortSignal` as a {@link CancellationSource}. */
export function signalCancellation(signal: AbortSignal): CancellationSource {
  return {
    get aborted() {
      return signal.aborted;
    },
    signal,
  };
}
