/**
 * n8n's "Simplify" output of the Notion nodes: pages as `{id, name, url, property_<name>: value}`
 * (Notion 2) or `{id, <name>: value}` (Notion 1 and the trigger), databases as `{id, name, url}`
 * (`title` in 1), property values reduced to plain values, and blocks reduced to their text.
 */
type Json = Record<string, any>;

/** change-case's snake_case (n8n's key names): words split at case changes and non-alphanumerics, lower case, joined by `_`. */
export function snakeCase(input: string): string {
  const split = input
    .replace(/([a-z0-9])([A-Z])/g, '$1\0$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1\0$2')
    .replace(/[^A-Z0-9]+/gi, '\0');
  let start = 0;
  let end = split.length;
  while (split.charAt(start) === '\0') start++;
  while (split.charAt(end - 1) === '\0') end--;
  return split
    .slice(start, end)
    .split('\0')
    .map((w) => w.toLowerCase())
    .join('_');
}

/** One property value as a plain value (text, number, names, ids, URLs…). */
export function simplifyProperty(property: Json): unknown {
  const type = property.type as string;
  const value = property[type];
  switch (type) {
    case 'text':
      return property.plain_text;
    case 'rich_text':
    case 'title':
      return Array.isArray(value) && value.length ? value.map((t: Json) => simplifyProperty(t)).join('') : '';
    case 'url':
    case 'created_time':
    case 'checkbox':
    case 'number':
    case 'last_edited_time':
    case 'email':
    case 'phone_number':
    case 'date':
      return value;
    case 'created_by':
    case 'last_edited_by':
    case 'select':
      return value ? value.name : null;
    case 'people':
      return Array.isArray(value) ? value.map((p: Json) => p.person?.email || {}) : value;
    case 'multi_select':
      return Array.isArray(value)
        ? value.map((o: Json) => o?.name || {})
        : (value?.options ?? []).map((o: Json) => o?.name || {});
    case 'relation':
      return Array.isArray(value) ? value.map((r: Json) => r?.id || {}) : value?.database_id;
    case 'formula':
      return value?.[value?.type];
    case 'rollup': {
      const fn = String(value?.function ?? '');
      if (fn.startsWith('count') || fn.includes('empty')) {
        const n = value?.number;
        return fn.includes('percent') ? n * 100 : n;
      }
      if (fn.startsWith('show') && value?.type === 'array') {
        const all = (value.array as Json[]).map(simplifyProperty).flat();
        return fn === 'show_unique' ? [...new Set(all)] : all;
      }
      return undefined;
    }
    case 'files':
      return (value ?? []).map((f: Json) => f[f.type]?.url);
    case 'status':
      return value?.name;
    default:
      return undefined;
  }
}

/** Every property of a page, simplified. */
export function simplifyProperties(properties: Json = {}): Json {
  const out: Json = {};
  for (const key of Object.keys(properties)) out[key] = simplifyProperty(properties[key]);
  return out;
}

/** The plain text of a page's title property. */
export function pageTitle(properties: Json = {}): string {
  const title = Object.values(properties).find((p: Json) => p?.type === 'title') as Json | undefined;
  return title?.title?.[0]?.plain_text || '';
}

const prefixed = (properties: Json): Json =>
  Object.fromEntries(Object.entries(properties).map(([k, v]) => [`property_${snakeCase(k)}`, v]));

/** A database page simplified: Notion 2 adds name and URL and prefixes the property keys. */
function simplifyDatabasePage(page: Json, version: number): Json {
  return version === 2
    ? { id: page.id, name: pageTitle(page.properties), url: page.url, ...prefixed(simplifyProperties(page.properties)) }
    : { id: page.id, ...simplifyProperties(page.properties) };
}

/**
 * Pages and databases as n8n's Simplify gives them. Objects of other kinds (blocks, users, pages
 * inside blocks) are left out, as in n8n. `version` is 2 for Notion 2–2.2 and 1 for Notion 1 and the trigger.
 */
export function simplifyObjects(objects: Json | Json[], version = 2): Json[] {
  const out: Json[] = [];
  for (const object of Array.isArray(objects) ? objects : [objects]) {
    const parentType = object.parent?.type;
    if (object.object === 'page' && (parentType === 'page_id' || parentType === 'workspace')) {
      out.push({
        id: object.id,
        name: object.properties?.title?.title?.[0]?.plain_text,
        ...(version === 2 ? { url: object.url } : {}),
      });
    } else if (object.object === 'page' && parentType === 'database_id') {
      out.push(simplifyDatabasePage(object, version));
    } else if (object.object === 'database') {
      const name = object.title?.[0]?.plain_text || '';
      out.push(version === 2 ? { id: object.id, name, url: object.url } : { id: object.id, title: name });
    }
  }
  return out;
}

/** A database page with downloaded files, simplified (its binary data kept). */
export function simplifyDatabasePageItem(page: Json, version = 2): Json | undefined {
  return page.object === 'page' && page.parent?.type === 'database_id'
    ? simplifyDatabasePage(page, version)
    : undefined;
}

/** Blocks reduced to their text (`content`), each with the id of the block they were listed under (`root_id`). */
export function simplifyBlocks(blocks: Json[], rootId: string): Json[] {
  for (const block of blocks) {
    const type = block.type as string;
    block.root_id = rootId;
    delete block.created_time;
    delete block.last_edited_time;
    delete block.created_by;
    if (type === 'child_page' || type === 'child_database') {
      block.content = block[type]?.title;
      delete block[type];
      continue;
    }
    const text = block[type]?.text;
    if (Array.isArray(text)) {
      block.content = text.map((t: Json) => t.plain_text || '').join('');
      delete block[type];
    }
  }
  return blocks;
}
