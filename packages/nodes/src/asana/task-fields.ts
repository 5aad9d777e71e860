/** The task fields Asana's node offers for `opt_fields` (as n8n 1.123 lists them), and their API names. */

/** Field names as the editor shows them; `*` stands for all. */
export const ASANA_TASK_FIELDS: readonly string[] = [
  '*',
  'GID',
  'Resource Type',
  'name',
  'Approval Status',
  'Assignee Status',
  'Completed',
  'Completed At',
  'Completed By',
  'Created At',
  'Dependencies',
  'Dependents',
  'Due At',
  'Due On',
  'External',
  'HTML Notes',
  'Liked',
  'Likes',
  'Memberships',
  'Modified At',
  'Notes',
  'Num Likes',
  'Resource Subtype',
  'Start On',
  'Assignee',
  'Custom Fields',
  'Followers',
  'Parent',
  'Permalink URL',
  'Projects',
  'Tags',
  'Workspace',
];

/** A field's API name: words lower-cased and joined by `_` (`Due On` → `due_on`, `*` → ``). */
export function snakeCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .join('_');
}
