/**
 * Whether the triggers (schedules, polling, other trigger nodes, the wait tracker, LDAP sync) of a
 * process's active workflows may fire now: always, unless a gate is set — in queue mode, main
 * sets one that answers whether this process leads, so that a cluster fires each trigger once.
 */
export class TriggerGate {
  private gate: (() => boolean) | undefined;

  /** Makes the triggers fire only while `mayFire` answers true (`undefined`: always again). */
  set(mayFire: (() => boolean) | undefined): void {
    this.gate = mayFire;
  }

  /** Whether the triggers may fire now. */
  mayFire(): boolean {
    return this.gate?.() ?? true;
  }
}
