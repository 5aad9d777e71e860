/**
 * The timezone of a run, per run: Luxon's `Settings.defaultZone` answers the zone of the run whose
 * code is asking, so two executions in different timezones can run at the same time, and each
 * one's expressions, `$now`, `$today` and nodes create their dates in its own zone.
 *
 * Runs in one zone, the usual case, share Luxon's process-wide default: the first run sets it to
 * its zone and the last one to finish puts back what was there, so while they run, code outside
 * runs sees that zone too (n8n sets it process-wide for every workflow). A run in another zone
 * meanwhile gets its own through an AsyncLocalStorage. The storage is only used then, because once
 * used, Node tracks a context for every promise of the process, which cost 5–8% of the CPU time
 * of a webhook call in the benchmark.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Info, Settings, type Zone } from 'luxon';

const runZone = new AsyncLocalStorage<Zone>();
let installed = false;
let setShared: (zone: unknown) => void = () => undefined;
let readShared: () => Zone = () => Settings.defaultZone;
/** The zone the runs sharing the process-wide default run in, how many are running, and what it was before them. */
let shared: { zone: Zone; runs: number; before: Zone } | undefined;

/** Makes `Settings.defaultZone` read the current run's zone (once per process; setting it still works outside runs). */
function install(): void {
  if (installed) return;
  const own = Object.getOwnPropertyDescriptor(Settings, 'defaultZone');
  if (!own?.get || !own.set || !own.configurable) {
    throw new Error(
      'Luxon Settings.defaultZone is not the accessor the engine expects; per-run timezones cannot be set up',
    );
  }
  const { get, set } = own;
  setShared = (zone) => set.call(Settings, zone);
  readShared = () => get.call(Settings) as Zone;
  Object.defineProperty(Settings, 'defaultZone', {
    configurable: true,
    enumerable: own.enumerable ?? false,
    get(): Zone {
      return runZone.getStore() ?? (get.call(Settings) as Zone);
    },
    set(zone: unknown): void {
      set.call(Settings, zone);
    },
  });
  installed = true;
}

/**
 * Runs `fn` (and everything it awaits or schedules) with `timezone` as Luxon's default zone. An
 * unknown zone name gives invalid dates, as Luxon does for a bad `defaultZone`.
 */
export function runInTimezone<T>(timezone: string, fn: () => T): T {
  install();
  const zone = Info.normalizeZone(timezone);
  if (shared && !shared.zone.equals(zone)) return runZone.run(zone, fn);
  // Sharing the process-wide default: outside any other run's storage (a sub-workflow may start in one).
  if (!shared) {
    shared = { zone, runs: 0, before: readShared() };
    setShared(zone);
  }
  shared.runs++;
  const done = () => {
    if (!shared || --shared.runs > 0) return;
    setShared(shared.before);
    shared = undefined;
  };
  let result: T;
  try {
    result = runZone.getStore() === undefined ? fn() : runZone.exit(fn);
  } catch (error) {
    done();
    throw error;
  }
  if (result instanceof Promise) return result.finally(done) as T;
  done();
  return result;
}
