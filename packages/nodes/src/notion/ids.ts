/**
 * Page, database and block ids from what people enter: resource locators (`{__rl, mode, value}`
 * in URL or ID mode) and, for Notion 1, plain strings or links, read the way n8n reads them.
 */
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';

const NOTION_ID = '[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}';
const NOTION_SITE = '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?';
/** A page in a link: `https://www.notion.so/<workspace>/<Title-words->id`. */
export const PAGE_URL = new RegExp(`${NOTION_SITE}(?:[a-zA-Z0-9-]{1,}-)?(${NOTION_ID})`);
/** A block's page in a link (the title part needs two characters). */
export const BLOCK_PAGE_URL = new RegExp(`${NOTION_SITE}(?:[a-zA-Z0-9-]{2,}-)?(${NOTION_ID})`);
/** A block itself in a link: the `#<block id>` after `?pvs=<n>`. */
const BLOCK_ANCHOR_URL = /https:\/\/www\.notion\.so\/.+\?pvs=[0-9]+#([a-f0-9]{2,})/;

/** A resource locator's parts (a plain string counts as its value). */
export function locator(value: unknown): { mode?: string; value: string } {
  if (value && typeof value === 'object') {
    const rl = value as { mode?: unknown; value?: unknown };
    return {
      mode: typeof rl.mode === 'string' ? rl.mode : undefined,
      value: typeof rl.value === 'string' ? rl.value : rl.value == null ? '' : String(rl.value),
    };
  }
  return { value: value == null ? '' : String(value) };
}

/** Notion 1's reading of a page (or block) reference: the `p=` of a link, the last `-` part of an https link, or the value itself. */
export function legacyPageId(page = ''): string {
  if (page.includes('p=')) return page.split('p=')[1]!;
  if (page.includes('-') && page.includes('https')) {
    const parts = page.split('-');
    return parts[parts.length - 1]!;
  }
  return page;
}

/** Notion 2's page id from its locator: the ID mode's value, a link's `p=` page, or the id in a page link. */
export function pageIdOf(node: WorkflowNode, raw: unknown, itemIndex: number): string {
  const page = locator(raw);
  let id = '';
  if (page.value) {
    if (page.mode === 'id') id = page.value;
    else if (page.value.includes('p=')) id = new URLSearchParams(page.value).get('p') ?? '';
    else id = PAGE_URL.exec(page.value)?.[1] ?? (page.mode === undefined ? page.value : '');
  }
  if (!id) throw new NodeOperationError(node, `Could not extract page ID from URL: ${page.value}`, { itemIndex });
  return id;
}

/** A database id from a link or id (Notion's `?v=` view part and the path are dropped). */
export function databaseIdOf(database: string): string {
  if (database.includes('?v=')) {
    const parts = database.split('?v=')[0]!.split('/');
    return parts[parts.length - 1]!;
  }
  if (database.includes('/')) {
    const parts = database.split('/');
    return parts[parts.length - 1]!;
  }
  return database;
}

/** Notion 2.2's block id: the ID mode's value, a link's `#block` anchor, or the page in the link. */
export function blockIdOf(node: WorkflowNode, raw: unknown, itemIndex: number): string {
  const block = locator(raw);
  if (block.mode === 'id') return block.value;
  const anchor = BLOCK_ANCHOR_URL.exec(block.value);
  if (anchor) return anchor[1]!;
  const page = BLOCK_PAGE_URL.exec(block.value);
  if (!page) throw new NodeOperationError(node, 'Invalid URL, could not find block ID or page ID', { itemIndex });
  return legacyPageId(page[1]);
}

/** Notion's ids as a path segment. */
export const segment = (id: string) => encodeURIComponent(id);
