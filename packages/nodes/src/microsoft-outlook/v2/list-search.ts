/**
 * Outlook 2's editor look-ups: searchable lists for the resource locators (contacts, calendars,
 * drafts, messages, events, folders, attachments; 100 a page, `contains` on the name when the user
 * types) and the options of categories, folders and calendar groups.
 */
import type {
  ListSearchMethod,
  LoadOptionsMethod,
  NodeListSearchResult,
  NodeMethodContext,
  NodePropertyOption,
} from '@weft/workflow';
import { outlookClient, type OutlookClient } from '../client.js';

type Entry = Record<string, unknown>;
type Page = { value?: Entry[]; '@odata.nextLink'?: string };

async function page(
  ctx: NodeMethodContext,
  resource: string,
  select: string,
  nameProperty: string,
  filter?: string,
  token?: string,
  baseFilter?: string,
): Promise<Page> {
  const client = outlookClient(ctx);
  if (token) return client.nextPage<Page>(token);
  const parts = [baseFilter, filter ? `contains(${nameProperty}, '${encodeURI(filter)}')` : undefined].filter(Boolean);
  return client.request<Page>('GET', resource, {
    qs: { $select: select, $top: 100, ...(parts.length ? { $filter: parts.join(' AND ') } : {}) },
  });
}

function result(p: Page, name: (e: Entry) => unknown, url?: (e: Entry) => unknown): NodeListSearchResult {
  return {
    results: (p.value ?? []).map((e) => ({
      name: String(name(e) ?? ''),
      value: String(e.id ?? ''),
      ...(url && url(e) ? { url: String(url(e)) } : {}),
    })),
    ...(p['@odata.nextLink'] ? { paginationToken: p['@odata.nextLink'] } : {}),
  };
}

const locator = (ctx: NodeMethodContext, name: string) =>
  String(ctx.getNodeParameter(name, '', { extractValue: true }) ?? '');
const subjectOrPreview = (e: Entry) => e.subject || e.bodyPreview;

async function withSubfolders(client: OutlookClient, folders: Entry[], prefix: boolean): Promise<Entry[]> {
  const out = [...folders];
  for (const folder of folders) {
    if (Number(folder.childFolderCount) > 0) {
      const children = ((await client.request<Page>('GET', `/mailFolders/${folder.id}/childFolders`)).value ?? []).map(
        (c) => (prefix ? { ...c, displayName: `${folder.displayName}/${c.displayName}` } : c),
      );
      out.push(...(await withSubfolders(client, children, prefix)));
    }
  }
  return out;
}

/** The list searches of Outlook 2's resource locators. */
export const outlookListSearch: Record<string, ListSearchMethod> = {
  async searchContacts(ctx, filter, token) {
    return result(await page(ctx, '/contacts', 'id,displayName', 'displayName', filter, token), (e) => e.displayName);
  },
  async searchCalendars(ctx, filter, token) {
    return result(await page(ctx, '/calendars', 'id,name', 'name', filter, token), (e) => e.name);
  },
  async searchDrafts(ctx, filter, token) {
    return result(
      await page(ctx, '/messages', 'id,subject,bodyPreview,webLink', 'subject', filter, token, 'isDraft eq true'),
      subjectOrPreview,
      (e) => e.webLink,
    );
  },
  async searchMessages(ctx, filter, token) {
    return result(
      await page(ctx, '/messages', 'id,subject,bodyPreview,webLink', 'subject', filter, token),
      subjectOrPreview,
      (e) => e.webLink,
    );
  },
  async searchEvents(ctx, filter, token) {
    return result(
      await page(
        ctx,
        `/calendars/${locator(ctx, 'calendarId')}/events`,
        'id,subject,bodyPreview',
        'subject',
        filter,
        token,
      ),
      subjectOrPreview,
    );
  },
  async searchAttachments(ctx, filter, token) {
    return result(
      await page(ctx, `/messages/${locator(ctx, 'messageId')}/attachments`, 'id,name', 'name', filter, token),
      (e) => e.name,
    );
  },
  async searchFolders(ctx, filter) {
    const client = outlookClient(ctx);
    const folders = await withSubfolders(client, await client.requestAll<Entry>('/mailFolders'), true);
    const wanted = filter
      ? folders.filter((f) =>
          String(f.displayName ?? '')
            .toLowerCase()
            .includes(filter.toLowerCase()),
        )
      : folders;
    return { results: wanted.map((f) => ({ name: String(f.displayName ?? ''), value: String(f.id ?? '') })) };
  },
};

/** The remote options of Outlook 2's parameters. */
export const outlookLoadOptions: Record<string, LoadOptionsMethod> = {
  async getCategoriesNames(ctx): Promise<NodePropertyOption[]> {
    const categories = await outlookClient(ctx).requestAll<Entry>('/outlook/masterCategories');
    return categories.map((c) => ({ name: String(c.displayName ?? ''), value: String(c.displayName ?? '') }));
  },
  async getFolders(ctx): Promise<NodePropertyOption[]> {
    const client = outlookClient(ctx);
    const folders = await withSubfolders(client, await client.requestAll<Entry>('/mailFolders'), false);
    return folders.map((f) => ({ name: String(f.displayName ?? ''), value: String(f.id ?? '') }));
  },
  async getCalendarGroups(ctx): Promise<NodePropertyOption[]> {
    const groups = await outlookClient(ctx).requestAll<Entry>('/calendarGroups');
    return groups.map((g) => ({ name: String(g.name ?? ''), value: String(g.id ?? '') }));
  },
};
