/** Groups scopes such as `workflow:read` by resource, in the order the server lists them. */
export function groupScopes(scopes: string[]): Array<{ resource: string; scopes: string[] }> {
  const groups = new Map<string, string[]>();
  for (const scope of scopes) {
    const resource = scope.split(':')[0] ?? scope;
    groups.set(resource, [...(groups.get(resource) ?? []), scope]);
  }
  return [...groups].map(([resource, list]) => ({ resource, scopes: list }));
}

/** Expiry choices of a new key, in days (null: never). */
export const EXPIRY_CHOICES: Array<{ label: string; days: number | null }> = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'No expiry', days: null },
];

/** A key's expiry as the list shows it. */
export function describeExpiry(expiresAt: number | null, nowMs: number = Date.now()): string {
  if (expiresAt === null) return 'Never';
  const ms = expiresAt * 1000;
  const date = new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return ms <= nowMs ? `Expired ${date}` : date;
}
