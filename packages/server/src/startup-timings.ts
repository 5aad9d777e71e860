/**
 * How long each phase of a start took, from the process's start (`performance.now()` counts from
 * it), so a slow start can be pinned to a phase. `weft start` prints the summary when
 * WEFT_LOG_LEVEL is `debug`.
 */
export class StartupTimings {
  private readonly phases: Array<{ name: string; ms: number }> = [];
  private last = performance.now();

  constructor() {
    // Everything before the first mark: Node's own start and reading Weft's modules.
    this.phases.push({ name: 'modules', ms: this.last });
  }

  /** Ends the phase called `name` now. */
  mark(name: string): void {
    const at = performance.now();
    this.phases.push({ name, ms: at - this.last });
    this.last = at;
  }

  /** One line: each phase in milliseconds, and the total since the process started. */
  summary(): string {
    return `start-up ${Math.round(this.last)} ms: ${this.phases.map((p) => `${p.name} ${Math.round(p.ms)}`).join(', ')}`;
  }
}
