/**
 * How the editor shows durations and dates: a timer under a minute in seconds,
 * otherwise m:ss; a date as 'd mmm' (with the year when it is not this year) and time HH:MM:ss.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A duration in milliseconds as a timer: `12s` under 60000 ms (`12.345s` with `decimal`, the
 * seconds not rounded), otherwise `m:ss` (`3:07`).
 */
export function displayTimer(ms: number, decimal = false): string {
  const safe = Math.max(0, ms);
  if (safe < 60_000) return decimal ? `${safe / 1000}s` : `${Math.floor(safe / 1000)}s`;
  const seconds = Math.floor(safe / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds - minutes * 60).padStart(2, '0')}`;
}

/** A date's parts for display: `date` is 'd mmm' plus the year when it is not the current one; `time` is HH:MM:ss. */
export function displayDate(value: string | number | Date, now: Date = new Date()): { date: string; time: string } {
  const d = value instanceof Date ? value : new Date(value);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${d.getDate()} ${MONTHS[d.getMonth()]}${d.getFullYear() !== now.getFullYear() ? ` ${d.getFullYear()}` : ''}`;
  return { date, time: `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}` };
}

/** {@link displayDate} as one string: `4 Mar 10:02:33`, `4 Mar 2025 10:02:33`. */
export function displayDateTime(value: string | number | Date, now?: Date): string {
  const { date, time } = displayDate(value, now);
  return `${date} ${time}`;
}
