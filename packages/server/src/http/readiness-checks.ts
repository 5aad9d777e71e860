/** A readiness check: resolves when the dependency answers, rejects with why it does not. */
export type ReadinessCheck = () => Promise<unknown>;

/**
 * The checks a process's `/healthz/readiness` makes besides its database (Redis in queue mode),
 * each under the name its failure message shows.
 */
export class ReadinessChecks {
  private readonly checks = new Map<string, ReadinessCheck>();

  /** Adds a check; a later check of the same name replaces the earlier one. */
  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** The checks, in the order they were first added. */
  entries(): IterableIterator<[string, ReadinessCheck]> {
    return this.checks.entries();
  }
}
