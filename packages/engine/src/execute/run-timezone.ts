/**
 * The timezone of a run, per run: Luxon's `Settings.defaultZone` answers the zone of the run whose
 * code is asking (held in an AsyncLocalStorage), not a process-wide value. So two executions in
 * different timezones can run at the same time, and each one's expressions, `$now`, `$today` and
 * nodes create their dates in its own zone. Outside a run the zone is Luxon's usual default.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Info, Settings, type Zone } from 'luxon';

const runZone = new AsyncLocalStorage<Zone>();
let installed = false;

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
  return runZone.run(Info.normalizeZone(timezone), fn);
}
