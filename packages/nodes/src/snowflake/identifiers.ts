/** Quoting of Snowflake identifiers in the statements the node builds, as n8n quotes them. */

/**
 * One identifier in double quotes: a quoted name keeps its case (its doubled quotes kept), an
 * unquoted one is upper-cased, as Snowflake stores unquoted names.
 */
export function quoteIdentifier(identifier: string): string {
  if (identifier.startsWith('"') && identifier.endsWith('"') && identifier.length > 2) {
    const bare = identifier.slice(1, -1).replace(/""/g, '"');
    return `"${bare.replace(/"/g, '""')}"`;
  }
  return `"${identifier.toUpperCase().replace(/"/g, '""')}"`;
}

/** A dotted object name (`db.schema.table`), each part quoted; dots inside quotes belong to the part. */
export function quoteObjectName(name: string): string {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < name.length; i++) {
    const char = name[i]!;
    if (char === '"') {
      if (quoted && name[i + 1] === '"') {
        current += '""';
        i++;
      } else {
        quoted = !quoted;
        current += char;
      }
    } else if (char === '.' && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map(quoteIdentifier).join('.');
}
