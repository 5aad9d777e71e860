/**
 * Reads FTP `LIST` answers line by line as n8n's FTP client (`@icetee/ftp`, behind promise-ftp)
 * does: Unix `ls -l` lines and MS-DOS lines become entries; `total` lines are dropped.
 */

/** One entry of a Unix-style listing (MS-DOS lines carry only name, type, size and date). */
export interface FtpListEntry {
  type: string;
  name: string;
  target?: string;
  sticky?: boolean;
  rights?: { user: string; group: string; other: string };
  acl?: boolean;
  owner?: string;
  group?: string;
  size: number;
  date?: Date;
}

const UNIX =
  /^(?<type>[-ld])(?<permission>([-r][-w][-xstT]){3})(?<acl>(\+))?\s+(?<inodes>\d+)\s+(?<owner>\S+)\s+(?<group>\S+)\s+(?<size>\d+)\s+(?<timestamp>((?<month1>\w{3})\s+(?<date1>\d{1,2})\s+(?<hour>\d{1,2}):(?<minute>\d{2}))|((?<month2>\w{3})\s+(?<date2>\d{1,2})\s+(?<year>\d{4})))\s+(?<name>.+)$/;
const MSDOS =
  /^(?<month>\d{2})(?:-|\/)(?<date>\d{2})(?:-|\/)(?<year>\d{2,4})\s+(?<hour>\d{2}):(?<minute>\d{2})\s{0,1}(?<ampm>[AaMmPp]{1,2})\s+(?:(?<size>\d+)|(?<isdir><DIR>))\s+(?<name>.+)$/;
const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date of a `Mon DD HH:MM` line (no year): this year, in the local time zone, moved a year
 * back when that is more than 28 hours ahead, or a year on when it is more than 6 months old.
 */
function recentDate(month: number, day: number, hour: number, minute: number, now = Date.now()): Date {
  const at = (year: number) => new Date(`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`);
  const year = new Date(now).getFullYear();
  let date = at(year);
  if (date.getTime() - now > 100800000) date = at(year - 1);
  if (now - date.getTime() > 16070400000) date = at(year + 1);
  return date;
}

/** One listing line as an entry; undefined for `total` lines and lines of no known form. */
export function parseListLine(line: string): FtpListEntry | undefined {
  const unix = UNIX.exec(line)?.groups;
  if (unix) {
    const permission = unix.permission!;
    const rights = {
      user: permission.slice(0, 3).replace(/-/g, ''),
      group: permission.slice(3, 6).replace(/-/g, ''),
      other: permission.slice(6, 9).replace(/-/g, ''),
    };
    let sticky = false;
    const last = rights.other.slice(-1);
    if (last === 't') {
      rights.other = `${rights.other.slice(0, -1)}x`;
      sticky = true;
    } else if (last === 'T') {
      rights.other = rights.other.slice(0, -1);
      sticky = true;
    }
    let date: Date | undefined;
    if (unix.month1 !== undefined) {
      date = recentDate(
        MONTHS[unix.month1.toLowerCase()] ?? NaN,
        Number(unix.date1),
        Number(unix.hour),
        Number(unix.minute),
      );
    } else if (unix.month2 !== undefined) {
      date = new Date(`${unix.year}-${pad(MONTHS[unix.month2.toLowerCase()] ?? NaN)}-${pad(Number(unix.date2))}`);
    }
    const entry: FtpListEntry = {
      type: unix.type!,
      name: unix.name!,
      sticky,
      rights,
      acl: unix.acl === '+',
      owner: unix.owner!,
      group: unix.group!,
      size: parseInt(unix.size!, 10),
    };
    if (date) entry.date = date;
    if (unix.type === 'l') {
      const arrow = unix.name!.indexOf(' -> ');
      entry.name = unix.name!.substring(0, arrow);
      entry.target = unix.name!.substring(arrow + 4);
    }
    return entry;
  }
  const dos = MSDOS.exec(line)?.groups;
  if (dos) {
    let year = Number(dos.year);
    // Two-digit years as n8n reads them (n8n also shifts four-digit years by 1900: Weft does not).
    if (year < 100) year += year < 70 ? 2000 : 1900;
    let hour = Number(dos.hour);
    const ampm = dos.ampm!.charAt(0).toLowerCase();
    if (ampm === 'p' && hour < 12) hour += 12;
    else if (ampm === 'a' && hour === 12) hour = 0;
    return {
      name: dos.name!,
      type: dos.isdir ? 'd' : '-',
      size: dos.isdir ? 0 : parseInt(dos.size!, 10),
      date: new Date(year, Number(dos.month) - 1, Number(dos.date), hour, Number(dos.minute)),
    };
  }
  return undefined;
}

/** A whole `LIST` answer as entries, in the server's order. */
export function parseListing(text: string): FtpListEntry[] {
  const lines = text.split(/\r?\n/);
  lines.pop();
  return lines.map(parseListLine).filter((e): e is FtpListEntry => e !== undefined);
}
