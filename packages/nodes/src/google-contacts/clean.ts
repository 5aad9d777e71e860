/** The simplified contact n8n's Google Contacts answers unless "RAW Data" is on. */

type Json = Record<string, unknown>;
type Entry = Json & {
  type?: string;
  value?: unknown;
  metadata?: unknown;
  date?: { year?: number; month?: number; day?: number };
  person?: unknown;
};

/** Every person field Google's People API knows (what `*` asks for). */
export const ALL_PERSON_FIELDS = [
  'addresses',
  'biographies',
  'birthdays',
  'coverPhotos',
  'emailAddresses',
  'events',
  'genders',
  'imClients',
  'interests',
  'locales',
  'memberships',
  'metadata',
  'names',
  'nicknames',
  'occupations',
  'organizations',
  'phoneNumbers',
  'photos',
  'relations',
  'residences',
  'sipAddresses',
  'skills',
  'urls',
  'userDefined',
];

/** Fields grouped by their `type` (e.g. `emailAddresses: { home: ['a@x'] }`). */
const BY_TYPE = ['emailAddresses', 'phoneNumbers', 'relations', 'events', 'addresses'];

const dateText = (d: Entry['date']) => `${d?.month}/${d?.day}/${d?.year}`;

/**
 * One person simplified: `metadata` left out; photos as their URLs; the first name entry; group
 * memberships as group IDs; the first birthday as M/D/YYYY; e-mails, phones, relations, events and
 * addresses grouped by type.
 */
export function cleanPerson(person: Json): Json {
  const out: Json = {};
  for (const [key, raw] of Object.entries(person)) {
    if (key === 'metadata') continue;
    let value: unknown = raw;
    const list = Array.isArray(raw)
      ? ((raw as Entry[]).map((e) => (e && typeof e === 'object' ? { ...e } : e)) as Entry[])
      : undefined;
    if (list) {
      if (key === 'photos') value = list.map((p) => p.url);
      else if (key === 'names') {
        const first = list[0] ? { ...list[0] } : undefined;
        if (first) delete first.metadata;
        value = first;
      } else if (key === 'memberships')
        value = list.map((m) => (m.metadata as { source?: { id?: unknown } } | undefined)?.source?.id);
      else if (key === 'birthdays') value = list[0] ? dateText(list[0].date) : undefined;
      else if (key === 'userDefined' || key === 'organizations' || key === 'biographies')
        value = list.map(({ metadata: _m, ...rest }) => rest);
      if (BY_TYPE.includes(key)) {
        const grouped: Record<string, unknown[]> = {};
        for (const entry of list) {
          const type = String(entry.type);
          const result =
            key === 'relations'
              ? entry.person
              : key === 'events'
                ? dateText(entry.date)
                : key === 'addresses'
                  ? (({ metadata: _m, type: _t, ...rest }) => rest)(entry)
                  : entry.value;
          (grouped[type] ??= []).push(result);
        }
        if (Object.keys(grouped).length) out[key] = grouped;
        continue;
      }
    }
    out[key] = value;
  }
  return out;
}
