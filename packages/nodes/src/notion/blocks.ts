/**
 * Rich text and blocks as Notion's API takes them, built from the node's "Blocks" and rich-text
 * parameters (`blockUi.blockValues`, `text.text`), in n8n's shapes: text runs with links,
 * mentions (user, page, database, date) and equations, each with its annotations.
 */

/** One rich-text run as the node's parameters give it. */
export interface TextRunParameters {
  textType?: string;
  text?: string;
  isLink?: boolean;
  textLink?: string;
  mentionType?: string;
  user?: string;
  page?: string;
  database?: unknown;
  range?: boolean;
  date?: string;
  dateStart?: string;
  dateEnd?: string;
  expression?: string;
  annotationUi?: Record<string, unknown>;
  [key: string]: unknown;
}

/** One block as the node's parameters give it. */
export interface BlockParameters {
  type: string;
  richText?: boolean;
  textContent?: string;
  text?: { text?: TextRunParameters[] };
  checked?: boolean;
  url?: string;
}

const DATABASE_URL =
  /(?:https|http):\/\/www\.notion\.so\/(?:[a-z0-9-]{2,}\/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})/;

/** The block types the node can add (the `getBlockTypes` picker). */
export const BLOCK_TYPES = [
  { name: 'Paragraph', value: 'paragraph' },
  { name: 'Heading 1', value: 'heading_1' },
  { name: 'Heading 2', value: 'heading_2' },
  { name: 'Heading 3', value: 'heading_3' },
  { name: 'Toggle', value: 'toggle' },
  { name: 'To-Do', value: 'to_do' },
  { name: 'Bulleted List Item', value: 'bulleted_list_item' },
  { name: 'Numbered List Item', value: 'numbered_list_item' },
  { name: 'Image', value: 'image' },
];

/** `{text: {content}}`, the plain run Notion takes in titles and texts. */
export const plainRun = (content: unknown) => ({ text: { content } });

/** A page's `properties` holding only its title. */
export const titleProperties = (content: unknown) => ({ title: [plainRun(content)] });

/** Rich-text runs in Notion's shape. */
export function richTextRuns(runs: TextRunParameters[]): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const run of runs) {
    if (run.textType === 'text') {
      out.push({
        type: 'text',
        text: { content: run.text, ...(run.isLink && run.textLink !== '' ? { link: { url: run.textLink } } : {}) },
        annotations: run.annotationUi,
      });
    } else if (run.textType === 'mention') {
      const kind = String(run.mentionType);
      const value =
        kind === 'date'
          ? run.range
            ? { start: run.dateStart, end: run.dateEnd }
            : { start: run.date, end: null }
          : { id: run[kind] };
      out.push({ type: 'mention', mention: { type: kind, [kind]: value }, annotations: run.annotationUi });
    } else if (run.textType === 'equation') {
      out.push({ type: 'equation', equation: { expression: run.expression }, annotations: run.annotationUi });
    }
  }
  return out;
}

/** Database mentions chosen with a locator become the database's id (in place, as n8n does). */
export function resolveDatabaseMentions(blocks: BlockParameters[]): void {
  for (const block of blocks) {
    if (!block.richText || !block.text) continue;
    for (const run of block.text.text ?? []) {
      if (run.textType !== 'mention' || run.mentionType !== 'database') continue;
      const db = run.database as { __rl?: unknown; mode?: unknown; value?: unknown } | undefined;
      if (db && typeof db === 'object' && db.__rl) {
        const value = String(db.value ?? '');
        run.database = db.mode === 'url' ? (DATABASE_URL.exec(value)?.[1] ?? value) : value;
      }
    }
  }
}

/** The `children` of a page or block append: one Notion block per entry. */
export function formatBlocks(blocks: BlockParameters[]): Array<Record<string, unknown>> {
  return blocks.map((block) => ({
    object: 'block',
    type: block.type,
    [block.type]: {
      ...(block.type === 'to_do' ? { checked: block.checked } : {}),
      ...(block.type === 'image'
        ? { type: 'external', external: { url: block.url } }
        : { text: block.richText === false ? [plainRun(block.textContent)] : richTextRuns(block.text?.text ?? []) }),
    },
  }));
}
