/**
 * Microsoft Outlook 1 and 2 against a loopback Microsoft Graph (shared/microsoft/test-fake): the
 * request each operation sends (method, path, query, body), the items n8n's node gives, Graph's
 * errors as node errors naming the item, 429 retried after Retry-After, continue-on-fail, the
 * shared mailbox, and send and wait.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Item } from '@weft/workflow';
import type { GraphFakeState } from '../shared/microsoft/test-fake/graph-fake.mjs';
import { connected, rl, runNode, startGraphFake } from '../shared/microsoft/test-run.js';

let server: Awaited<ReturnType<typeof startGraphFake>>;
let state: GraphFakeState;

beforeAll(async () => {
  server = await startGraphFake();
  state = server.fake.state;
});
afterAll(async () => {
  delete process.env.WEFT_MICROSOFT_GRAPH_URL;
  await server.close();
});
beforeEach(() => state.reset());

const outlook = (parameters: Record<string, unknown>, options: Parameters<typeof runNode>[2] = {}) =>
  runNode('microsoftOutlook', parameters, options);
const calls = (method: string, path: string | RegExp) =>
  state.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
const json = (items: Item[]) => items.map((i) => i.json);

describe('Outlook 2 messages', () => {
  it('sends a message with recipients, HTML body, headers and an attachment', async () => {
    const items: Item[] = [
      {
        json: {},
        binary: {
          data: { data: Buffer.from('hello file').toString('base64'), mimeType: 'text/plain', fileName: 'note.txt' },
        },
      },
    ];
    const { items: out, error } = await outlook(
      {
        resource: 'message',
        operation: 'send',
        toRecipients: 'ada@example.com, bob@example.com',
        subject: 'Report',
        bodyContent: '<b>Hi</b>',
        additionalFields: {
          bodyContentType: 'html',
          ccRecipients: 'cc@example.com',
          saveToSentItems: false,
          internetMessageHeaders: { headers: [{ name: 'x-custom', value: '1' }] },
          attachments: { attachments: [{ binaryPropertyName: 'data' }] },
        },
      },
      { items },
    );
    expect(error).toBeUndefined();
    expect(json(out)).toEqual([{ success: true }]);
    const [req] = calls('POST', 'me/sendMail');
    expect(req!.body).toEqual({
      message: {
        subject: 'Report',
        body: { content: '<b>Hi</b>', contentType: 'html' },
        toRecipients: [
          { emailAddress: { address: 'ada@example.com' } },
          { emailAddress: { address: 'bob@example.com' } },
        ],
        ccRecipients: [{ emailAddress: { address: 'cc@example.com' } }],
        internetMessageHeaders: [{ name: 'x-custom', value: '1' }],
        attachments: [
          {
            '@odata.type': '#microsoft.graph.fileAttachment',
            name: 'note.txt',
            contentBytes: Buffer.from('hello file').toString('base64'),
          },
        ],
      },
      saveToSentItems: false,
    });
    expect(req!.headers.authorization).toBe('Bearer tok');
    expect(out[0]!.pairedItem).toEqual({ item: 0 });
  });

  it('gets one message, simplified by default, and raw on request', async () => {
    const m = state.addMessage({
      subject: 'Invoice',
      toRecipients: [{ emailAddress: { address: 'me@contoso.com' } }],
      categories: ['Red'],
    });
    const simple = await outlook({ resource: 'message', operation: 'get', messageId: rl(m.id), output: 'simple' });
    expect(calls('GET', `me/messages/${m.id}`)[0]!.query).toEqual({
      $select: 'id,conversationId,subject,bodyPreview,from,toRecipients,categories,hasAttachments',
    });
    expect(json(simple.items)).toEqual([
      {
        id: m.id,
        conversationId: m.conversationId,
        subject: 'Invoice',
        bodyPreview: 'Hi there',
        from: 'ada@example.com',
        to: ['me@contoso.com'],
        categories: ['Red'],
        hasAttachments: false,
      },
    ]);
    state.requests.length = 0;
    const raw = await outlook({ resource: 'message', operation: 'get', messageId: rl(m.id), output: 'raw' });
    expect(calls('GET', `me/messages/${m.id}`)[0]!.query).toEqual({});
    expect(raw.items[0]!.json).toMatchObject({ id: m.id, subject: 'Invoice', isRead: false, importance: 'normal' });
  });

  it('gets a message with its attachments and MIME content as binary data', async () => {
    const m = state.addMessage({ subject: 'With file' });
    state.addAttachment(m.id, 'a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const { items } = await outlook({
      resource: 'message',
      operation: 'get',
      messageId: rl(m.id),
      output: 'fields',
      fields: ['subject'],
      options: {
        downloadAttachments: true,
        attachmentsPrefix: 'file_',
        getMimeContent: { values: { binaryPropertyName: 'mime', outputFileName: 'orig' } },
      },
    });
    expect(calls('GET', `me/messages/${m.id}`)[0]!.query.$select).toBe('subject,hasAttachments');
    expect(items[0]!.json).toEqual({ id: m.id, subject: 'With file', hasAttachments: true });
    expect(Object.keys(items[0]!.binary ?? {})).toEqual(['file_0', 'mime']);
    expect(Buffer.from(items[0]!.binary!.file_0!.data, 'base64').toString()).toBe('%PDF-1.4');
    expect(items[0]!.binary!.file_0).toMatchObject({ fileName: 'a.pdf', mimeType: 'application/pdf' });
    expect(items[0]!.binary!.mime).toMatchObject({ fileName: 'orig.eml' });
  });

  it('lists messages: a limit is one page of $top, returnAll follows @odata.nextLink, filters become $filter', async () => {
    for (let i = 0; i < 5; i++) state.addMessage({ subject: `m${i}`, isRead: i % 2 === 0, parentFolderId: 'inbox' });
    state.pageSize = 2;
    const limited = await outlook({ resource: 'message', operation: 'getAll', limit: 3, output: 'raw' });
    expect(limited.items).toHaveLength(3);
    expect(calls('GET', 'me/messages')[0]!.query).toEqual({ $top: '3' });
    state.requests.length = 0;
    const all = await outlook({
      resource: 'message',
      operation: 'getAll',
      returnAll: true,
      output: 'simple',
      filtersUI: {
        values: {
          filterBy: 'filters',
          filters: { readStatus: 'unread', sender: 'ada@example.com', foldersToInclude: ['inbox'] },
        },
      },
    });
    const pages = calls('GET', 'me/messages');
    expect(pages[0]!.query).toEqual({
      $select: 'id,conversationId,subject,bodyPreview,from,toRecipients,categories,hasAttachments',
      $top: '100',
      $filter:
        "parentFolderId eq 'inbox' and (from/emailAddress/address eq 'ada@example.com' or from/emailAddress/name eq 'ada@example.com') and isRead eq false",
    });
    expect(all.items.map((i) => i.json.subject)).toEqual(['m1', 'm3']);
    state.requests.length = 0;
    state.pageSize = 2;
    const search = await outlook({
      resource: 'message',
      operation: 'getAll',
      returnAll: true,
      output: 'raw',
      filtersUI: { values: { filterBy: 'search', search: 'm' } },
    });
    expect(calls('GET', 'me/messages')[0]!.query.$search).toBe('"m"');
    expect(search.items).toHaveLength(5);
  });

  it('follows nextLink pages when returning all', async () => {
    for (let i = 0; i < 250; i++) state.addMessage({ subject: `n${i}` });
    const { items } = await outlook({ resource: 'message', operation: 'getAll', returnAll: true, output: 'raw' });
    expect(items).toHaveLength(250);
    expect(calls('GET', 'me/messages').map((r) => r.query.$skip)).toEqual([undefined, '100', '200']);
  });

  it('moves, updates (moving first when a folder is set), deletes', async () => {
    const m = state.addMessage();
    expect(
      json(
        (await outlook({ resource: 'message', operation: 'move', messageId: rl(m.id), folderId: rl('archive') })).items,
      ),
    ).toEqual([{ success: true }]);
    expect(calls('POST', `me/messages/${m.id}/move`)[0]!.body).toEqual({ destinationId: 'archive' });
    const updated = await outlook({
      resource: 'message',
      operation: 'update',
      messageId: rl(m.id),
      updateFields: { isRead: true, subject: 'New', categories: ['Blue'] },
    });
    expect(calls('PATCH', `me/messages/${m.id}`)[0]!.body).toEqual({
      isRead: true,
      subject: 'New',
      categories: ['Blue'],
    });
    expect(updated.items[0]!.json).toMatchObject({ id: m.id, isRead: true, subject: 'New' });
    const nothing = await outlook({ resource: 'message', operation: 'update', messageId: rl(m.id), updateFields: {} });
    expect(nothing.error?.message).toMatch(/No fields to update/);
    expect(json((await outlook({ resource: 'message', operation: 'delete', messageId: rl(m.id) })).items)).toEqual([
      { success: true },
    ]);
    expect(state.collection('me/messages').has(m.id)).toBe(false);
  });

  it('replies to all with a comment, or to the sender with a message, sending unless saved as draft', async () => {
    const m = state.addMessage({ subject: 'Q' });
    const all = await outlook({
      resource: 'message',
      operation: 'reply',
      messageId: rl(m.id),
      message: 'Thanks!',
      replyToSenderOnly: false,
    });
    expect(calls('POST', `me/messages/${m.id}/createReplyAll`)[0]!.body).toEqual({ comment: 'Thanks!' });
    const draftId = all.items[0]!.json.id as string;
    expect(calls('POST', `me/messages/${draftId}/send`)).toHaveLength(1);
    state.requests.length = 0;
    const sender = await outlook({
      resource: 'message',
      operation: 'reply',
      messageId: rl(m.id),
      message: 'Only you',
      replyToSenderOnly: true,
      additionalFields: { bodyContentType: 'text', subject: 'RE' },
      options: { saveAsDraft: true },
    });
    expect(calls('POST', `me/messages/${m.id}/createReply`)[0]!.body).toEqual({
      message: { body: { content: 'Only you', contentType: 'text' }, subject: 'RE' },
    });
    expect(calls('POST', /\/send$/)).toHaveLength(0);
    expect(sender.items[0]!.json).toMatchObject({ isDraft: true });
  });
});

describe('Outlook 2 drafts, folders, attachments, contacts, calendars, events', () => {
  it('creates, gets, updates, sends and deletes a draft', async () => {
    const created = await outlook({
      resource: 'draft',
      operation: 'create',
      subject: 'Draft 1',
      bodyContent: '',
      additionalFields: { toRecipients: 'x@example.com', importance: 'High' },
    });
    expect(calls('POST', 'me/messages')[0]!.body).toEqual({
      subject: 'Draft 1',
      body: { content: ' ' },
      toRecipients: [{ emailAddress: { address: 'x@example.com' } }],
      importance: 'High',
    });
    const id = created.items[0]!.json.id as string;
    const got = await outlook({ resource: 'draft', operation: 'get', draftId: rl(id), output: 'simple' });
    expect(got.items[0]!.json).toMatchObject({ id, subject: 'Draft 1', to: ['x@example.com'] });
    await outlook({ resource: 'draft', operation: 'update', draftId: rl(id), updateFields: { subject: 'Draft 2' } });
    expect(calls('PATCH', `me/messages/${id}`)[0]!.body).toEqual({ subject: 'Draft 2' });
    const sent = await outlook({
      resource: 'draft',
      operation: 'send',
      draftId: rl(id),
      to: 'a@example.com, b@example.com',
    });
    expect(calls('PATCH', `me/messages/${id}`)[1]!.body).toEqual({
      toRecipients: [{ emailAddress: { address: 'a@example.com' } }, { emailAddress: { address: 'b@example.com' } }],
    });
    expect(json(sent.items)).toEqual([{ success: true }]);
    expect(state.sent[0]).toMatchObject({ subject: 'Draft 2' });
    expect(json((await outlook({ resource: 'draft', operation: 'delete', draftId: rl(id) })).items)).toEqual([
      { success: true },
    ]);
  });

  it("creates folders (top level and child), gets, lists with child folders, renames, deletes, lists a folder's messages", async () => {
    const top = await outlook({ resource: 'folder', operation: 'create', displayName: 'Projects' });
    const topId = top.items[0]!.json.id as string;
    expect(calls('POST', 'me/mailFolders')[0]!.body).toEqual({ displayName: 'Projects' });
    await outlook({ resource: 'folder', operation: 'create', displayName: 'Weft', options: { folderId: rl(topId) } });
    expect(calls('POST', `me/mailFolders/${topId}/childFolders`)[0]!.body).toEqual({ displayName: 'Weft' });
    state.collection('me/mailFolders').get(topId)!.childFolderCount = 1;
    const listed = await outlook({
      resource: 'folder',
      operation: 'getAll',
      returnAll: true,
      options: { includeChildFolders: true, fields: ['displayName', 'childFolderCount'] },
    });
    expect(listed.items.map((i) => i.json.displayName)).toEqual(['Projects', 'Weft']);
    expect(calls('GET', 'me/mailFolders')[0]!.query).toEqual({ $select: 'displayName,childFolderCount', $top: '100' });
    const got = await outlook({ resource: 'folder', operation: 'get', folderId: rl(topId), options: {} });
    expect(got.items[0]!.json).toMatchObject({ id: topId, displayName: 'Projects' });
    await outlook({ resource: 'folder', operation: 'update', folderId: rl(topId), displayName: 'Renamed' });
    expect(calls('PATCH', `me/mailFolders/${topId}`)[0]!.body).toEqual({ displayName: 'Renamed' });
    state.addMessage({ subject: 'in folder', parentFolderId: topId });
    state.addMessage({ subject: 'elsewhere' });
    const inFolder = await outlook({
      resource: 'folderMessage',
      operation: 'getAll',
      folderId: rl(topId),
      limit: 10,
      output: 'raw',
    });
    expect(inFolder.items.map((i) => i.json.subject)).toEqual(['in folder']);
    expect(calls('GET', `me/mailFolders/${topId}/messages`)[0]!.query).toEqual({ $top: '10' });
    expect(json((await outlook({ resource: 'folder', operation: 'delete', folderId: rl(topId) })).items)).toEqual([
      { success: true },
    ]);
  });

  it('adds, lists, gets and downloads message attachments', async () => {
    const m = state.addMessage();
    const items: Item[] = [
      {
        json: { keep: 1 },
        binary: { data: { data: Buffer.from('abc').toString('base64'), mimeType: 'text/plain', fileName: 'x.txt' } },
      },
    ];
    expect(
      json(
        (
          await outlook(
            {
              resource: 'messageAttachment',
              operation: 'add',
              messageId: rl(m.id),
              binaryPropertyName: 'data',
              options: { fileName: 'renamed.txt' },
            },
            { items },
          )
        ).items,
      ),
    ).toEqual([{ success: true }]);
    expect(calls('POST', `me/messages/${m.id}/attachments`)[0]!.body).toEqual({
      '@odata.type': '#microsoft.graph.fileAttachment',
      name: 'renamed.txt',
      contentBytes: 'YWJj',
    });
    const list = await outlook({
      resource: 'messageAttachment',
      operation: 'getAll',
      messageId: rl(m.id),
      returnAll: true,
      options: {},
    });
    expect(calls('GET', `me/messages/${m.id}/attachments`)[0]!.query).toEqual({
      $select: 'id,lastModifiedDateTime,name,contentType,size,isInline',
      $top: '100',
    });
    const attachmentId = list.items[0]!.json.id as string;
    expect(list.items[0]!.json).toEqual({
      id: attachmentId,
      '@odata.type': '#microsoft.graph.fileAttachment',
      lastModifiedDateTime: expect.any(String),
      name: 'renamed.txt',
      contentType: 'application/octet-stream',
      size: 3,
      isInline: false,
    });
    const got = await outlook({
      resource: 'messageAttachment',
      operation: 'get',
      messageId: rl(m.id),
      attachmentId: rl(attachmentId),
      options: { fields: ['name', 'size'] },
    });
    expect(got.items[0]!.json).toEqual({
      id: attachmentId,
      '@odata.type': '#microsoft.graph.fileAttachment',
      name: 'renamed.txt',
      size: 3,
    });
    const dl = await outlook(
      {
        resource: 'messageAttachment',
        operation: 'download',
        messageId: rl(m.id),
        attachmentId: rl(attachmentId),
        binaryPropertyName: 'file',
      },
      { items },
    );
    expect(dl.items[0]!.json).toEqual({ keep: 1 });
    expect(Object.keys(dl.items[0]!.binary!)).toEqual(['data', 'file']);
    expect(Buffer.from(dl.items[0]!.binary!.file!.data, 'base64').toString()).toBe('abc');
  });

  it('adds a large attachment through an upload session in 4 MB chunks', async () => {
    const m = state.addMessage();
    const big = Buffer.alloc(5_000_000, 7);
    const items: Item[] = [
      {
        json: {},
        binary: { data: { data: big.toString('base64'), mimeType: 'application/octet-stream', fileName: 'big.bin' } },
      },
    ];
    const { items: out, error } = await outlook(
      { resource: 'messageAttachment', operation: 'add', messageId: rl(m.id), binaryPropertyName: 'data', options: {} },
      { items },
    );
    expect(error).toBeUndefined();
    expect(json(out)).toEqual([{ success: true }]);
    expect(calls('POST', `me/messages/${m.id}/attachments/createUploadSession`)[0]!.body).toEqual({
      AttachmentItem: { attachmentType: 'file', name: 'big.bin', size: 5_000_000 },
    });
    expect(calls('PUT', /^\/upload\//).map((r) => r.headers['content-range'])).toEqual([
      'bytes 0-3999999/5000000',
      'bytes 4000000-4999999/5000000',
    ]);
  });

  it('manages contacts: create with lists split, get simplified, filter by e-mail, update, delete', async () => {
    const created = await outlook({
      resource: 'contact',
      operation: 'create',
      givenName: 'Ada',
      surname: 'Lovelace',
      additionalFields: {
        businessPhones: '1, 2',
        emailAddresses: { values: [{ address: 'ada@example.com', name: 'Ada' }] },
        jobTitle: 'Countess',
      },
    });
    expect(calls('POST', 'me/contacts')[0]!.body).toEqual({
      givenName: 'Ada',
      businessPhones: ['1', '2'],
      emailAddresses: [{ address: 'ada@example.com', name: 'Ada' }],
      jobTitle: 'Countess',
      surname: 'Lovelace',
    });
    const id = created.items[0]!.json.id as string;
    const got = await outlook({ resource: 'contact', operation: 'get', contactId: rl(id), output: 'simple' });
    expect(calls('GET', `me/contacts/${id}`)[0]!.query).toEqual({
      $select: 'id,displayName,emailAddresses,businessPhones,mobilePhone',
    });
    expect(got.items[0]!.json).toEqual({
      id,
      businessPhones: ['1', '2'],
      emailAddresses: [{ address: 'ada@example.com', name: 'Ada' }],
    });
    await outlook({
      resource: 'contact',
      operation: 'getAll',
      limit: 5,
      output: 'raw',
      filters: { emailAddress: 'ada@example.com' },
    });
    expect(calls('GET', 'me/contacts')[0]!.query).toEqual({
      $filter: "emailAddresses/any(a:a/address eq 'ada@example.com')",
      $top: '5',
    });
    await outlook({
      resource: 'contact',
      operation: 'update',
      contactId: rl(id),
      additionalFields: { nickName: 'AL' },
    });
    expect(calls('PATCH', `me/contacts/${id}`)[0]!.body).toEqual({ nickName: 'AL' });
    expect(json((await outlook({ resource: 'contact', operation: 'delete', contactId: rl(id) })).items)).toEqual([
      { success: true },
    ]);
  });

  it('manages calendars and events (time zone, HTML body, all-day dates, events of every calendar)', async () => {
    const cal = await outlook({
      resource: 'calendar',
      operation: 'create',
      name: 'Team',
      additionalFields: { color: 'lightBlue', calendarGroup: 'g1' },
    });
    expect(calls('POST', 'me/calendarGroups/g1/calendars')[0]!.body).toEqual({ name: 'Team', color: 'lightBlue' });
    const calendarId = state.insert('me/calendars', { name: 'Main' }).id as string;
    const ev = await outlook({
      resource: 'event',
      operation: 'create',
      calendarId: rl(calendarId),
      subject: 'Standup',
      startDateTime: '2026-03-02T09:00:00',
      endDateTime: '2026-03-02T09:15:00',
      additionalFields: { timeZone: 'Europe/Berlin', body: '<p>agenda</p>', isOnlineMeeting: true },
    });
    expect(calls('POST', `me/calendars/${calendarId}/events`)[0]!.body).toEqual({
      subject: 'Standup',
      start: { dateTime: '2026-03-02T09:00:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2026-03-02T09:15:00', timeZone: 'Europe/Berlin' },
      body: { content: '<p>agenda</p>', contentType: 'html' },
      isOnlineMeeting: true,
    });
    const eventId = ev.items[0]!.json.id as string;
    await outlook({
      resource: 'event',
      operation: 'create',
      calendarId: rl(calendarId),
      subject: 'Holiday',
      startDateTime: '2026-03-05T10:00:00Z',
      endDateTime: '2026-03-05T11:00:00Z',
      additionalFields: { isAllDay: true },
    });
    expect(calls('POST', `me/calendars/${calendarId}/events`)[1]!.body).toMatchObject({
      start: { dateTime: '2026-03-05', timeZone: 'UTC' },
      end: { dateTime: '2026-03-06T00:00:00.000Z', timeZone: 'UTC' },
      isAllDay: true,
    });
    const got = await outlook({
      resource: 'event',
      operation: 'get',
      calendarId: rl(calendarId),
      eventId: rl(eventId),
      output: 'simple',
    });
    expect(calls('GET', `me/calendar/events/${eventId}`)[0]!.query).toEqual({
      $select: 'id,subject,bodyPreview,start,end,organizer,attendees,webLink',
    });
    expect(got.items[0]!.json).toMatchObject({ id: eventId, subject: 'Standup' });
    const all = await outlook({
      resource: 'event',
      operation: 'getAll',
      fromAllCalendars: true,
      returnAll: false,
      limit: 1,
      output: 'raw',
    });
    expect(calls('GET', 'me/calendars')[0]!.query).toEqual({ $select: 'id' });
    expect(all.items).toHaveLength(1);
    await outlook({
      resource: 'event',
      operation: 'update',
      calendarId: rl(calendarId),
      eventId: rl(eventId),
      additionalFields: { subject: 'Later', start: '2026-03-02T10:00:00' },
    });
    expect(calls('PATCH', `me/calendar/events/${eventId}`)[0]!.body).toEqual({
      subject: 'Later',
      start: { dateTime: '2026-03-02T10:00:00', timeZone: 'UTC' },
    });
    expect(
      json(
        (await outlook({ resource: 'event', operation: 'delete', calendarId: rl(calendarId), eventId: rl(eventId) }))
          .items,
      ),
    ).toEqual([{ success: true }]);
    const cals = await outlook({
      resource: 'calendar',
      operation: 'getAll',
      returnAll: true,
      filters: { custom: "name eq 'Main'" },
    });
    expect(cals.items.map((i) => i.json.name)).toEqual(['Main']);
    expect(cal.items[0]!.json).toMatchObject({ name: 'Team', color: 'lightBlue' });
    await outlook({
      resource: 'calendar',
      operation: 'update',
      calendarId: rl(calendarId),
      updateFields: { name: 'Main 2' },
    });
    expect(calls('PATCH', `me/calendars/${calendarId}`)[0]!.body).toEqual({ name: 'Main 2' });
    expect(
      (await outlook({ resource: 'calendar', operation: 'get', calendarId: rl(calendarId) })).items[0]!.json,
    ).toMatchObject({ name: 'Main 2' });
    expect(
      json((await outlook({ resource: 'calendar', operation: 'delete', calendarId: rl(calendarId) })).items),
    ).toEqual([{ success: true }]);
  });
});

describe('Outlook errors, retries and mailbox', () => {
  it("names the item and carries Graph's message when a message is not found", async () => {
    const m = state.addMessage();
    const { error } = await outlook(
      { resource: 'message', operation: 'get', messageId: rl('={{ $json.id }}'), output: 'raw' },
      { items: [{ json: { id: m.id } }, { json: { id: 'nope' } }] },
    );
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe('The specified object was not found in the store.');
    expect((error as { context?: { itemIndex?: number } } | undefined)?.context?.itemIndex).toBe(1);
  });

  it('gives { error } items with continue on fail and goes on with the next item', async () => {
    const m = state.addMessage({ subject: 'ok' });
    const { items, error } = await outlook(
      { resource: 'message', operation: 'get', messageId: rl('={{ $json.id }}'), output: 'raw' },
      { items: [{ json: { id: 'missing' } }, { json: { id: m.id } }], onError: 'continueRegularOutput' },
    );
    expect(error).toBeUndefined();
    expect(items[0]!.json.error).toBe('The resource you are requesting could not be found');
    expect(items[0]!.pairedItem).toEqual({ item: 0 });
    expect(items[1]!.json).toMatchObject({ id: m.id, subject: 'ok' });
  });

  it('retries 429 after Retry-After and 503 with backoff', async () => {
    state.failures.push(
      { method: 'POST', path: 'me/sendMail', status: 429, headers: { 'Retry-After': '0' }, times: 1 },
      { method: 'POST', path: 'me/sendMail', status: 503, times: 1 },
    );
    const { items, error } = await outlook({
      resource: 'message',
      operation: 'send',
      toRecipients: 'a@example.com',
      subject: 's',
      bodyContent: 'b',
    });
    expect(error).toBeUndefined();
    expect(json(items)).toEqual([{ success: true }]);
    expect(calls('POST', 'me/sendMail')).toHaveLength(3);
  });

  it('stops after the retries with the rate-limit message', async () => {
    state.failures.push({ path: 'me/messages', status: 429, headers: { 'Retry-After': '0' }, times: 10 });
    const { error } = await outlook({ resource: 'message', operation: 'getAll', limit: 1, output: 'raw' });
    expect(error?.message).toBe('The service is receiving too many requests from you');
    expect(calls('GET', 'me/messages')).toHaveLength(4);
  });

  it('refuses an expired token with a reconnect hint, and an unconnected credential before any call', async () => {
    const expired = await outlook(
      { resource: 'message', operation: 'getAll', limit: 1, output: 'raw' },
      { credentials: { microsoftOutlookOAuth2Api: { oauthTokenData: { access_token: 'expired' } } } },
    );
    expect(expired.error?.message).toBe('Authorization failed - please check your credentials');
    expect(expired.error?.description).toBe('Access token has expired or is not yet valid.');
    state.requests.length = 0;
    const none = await outlook(
      { resource: 'message', operation: 'getAll', limit: 1, output: 'raw' },
      { credentials: {} },
    );
    expect(none.error?.message).toMatch(/not connected to Microsoft yet/);
    expect(state.requests).toHaveLength(0);
  });

  it('uses /users/<upn> for a shared mailbox', async () => {
    await outlook(
      { resource: 'message', operation: 'getAll', limit: 1, output: 'raw' },
      { credentials: connected({ useShared: true, userPrincipalName: 'shared@contoso.com' }) },
    );
    expect(state.requests[0]!.path).toBe('users/shared@contoso.com/messages');
  });

  it('refuses a reply attachment that is not on the item, naming the property', async () => {
    const m = state.addMessage();
    const { error } = await outlook(
      {
        resource: 'message',
        operation: 'reply',
        messageId: rl(m.id),
        message: 'x',
        replyToSenderOnly: true, // the additional fields show (and are read) only then
        additionalFields: { attachments: { attachments: [{ binaryPropertyName: 'file' }] } },
      },
      { items: [{ json: {}, binary: {} }] },
    );
    expect(error?.message).toMatch(/no binary property "file"/);
  });
});

describe('Outlook send and wait', () => {
  it('sends one HTML e-mail with the approval link and waits', async () => {
    const { status, waitTill } = await outlook(
      {
        resource: 'message',
        operation: 'sendAndWait',
        toRecipients: 'boss@example.com',
        subject: 'Approve?',
        message: 'Deploy now?',
        approvalOptions: { values: { approvalType: 'double' } },
      },
      { resumable: true, items: [{ json: {} }, { json: {} }] },
    );
    expect(status).toBe('waiting');
    expect(waitTill).toBeDefined();
    const [req] = calls('POST', 'me/sendMail');
    expect(calls('POST', 'me/sendMail')).toHaveLength(1);
    expect(req!.body.message).toMatchObject({
      subject: 'Approve?',
      toRecipients: [{ emailAddress: { address: 'boss@example.com' } }],
      body: { contentType: 'html' },
    });
    expect(req!.body.message.body.content).toContain('Deploy now?');
    expect(req!.body.message.body.content).toMatch(/approved=true[^"]*signature=sig/);
    expect(req!.body.message.body.content).toMatch(/approved=false/);
  });
});

describe('Outlook 1', () => {
  it('sends, lists with $select/$filter, gets MIME, and creates a search folder', async () => {
    const sent = await runNode(
      'microsoftOutlook',
      {
        resource: 'message',
        operation: 'send',
        toRecipients: 'a@example.com',
        subject: 'v1',
        bodyContent: 'hi',
        additionalFields: {},
      },
      { typeVersion: 1 },
    );
    expect(json(sent.items)).toEqual([{ success: true }]);
    expect(calls('POST', 'me/sendMail')[0]!.body).toEqual({
      message: {
        subject: 'v1',
        body: { content: 'hi' },
        toRecipients: [{ emailAddress: { address: 'a@example.com' } }],
      },
      saveToSentItems: true,
    });
    const m = state.addMessage({ subject: 'old', isRead: true });
    state.addMessage({ subject: 'new', isRead: false });
    const listed = await runNode(
      'microsoftOutlook',
      {
        resource: 'message',
        operation: 'getAll',
        returnAll: false,
        limit: 10,
        additionalFields: { fields: 'subject', filter: 'isRead eq true' },
      },
      { typeVersion: 1 },
    );
    expect(calls('GET', 'me/messages')[0]!.query).toEqual({
      $select: 'subject',
      $filter: 'isRead eq true',
      $top: '10',
    });
    expect(json(listed.items)).toEqual([{ id: m.id, subject: 'old' }]);
    const mime = await runNode(
      'microsoftOutlook',
      { resource: 'message', operation: 'getMime', messageId: m.id, binaryPropertyName: 'eml' },
      { typeVersion: 1, items: [{ json: { a: 1 } }] },
    );
    expect(mime.items[0]!.json).toEqual({ a: 1 });
    expect(mime.items[0]!.binary!.eml).toMatchObject({ fileName: `${m.id}.eml`, mimeType: 'message/rfc822' });
    await runNode(
      'microsoftOutlook',
      {
        resource: 'folder',
        operation: 'create',
        displayName: 'Unread',
        folderType: 'searchFolder',
        includeNestedFolders: true,
        sourceFolderIds: ['inbox'],
        filterQuery: 'isRead eq false',
      },
      { typeVersion: 1 },
    );
    expect(calls('POST', 'me/mailFolders/searchfolders/childFolders')[0]!.body).toEqual({
      displayName: 'Unread',
      '@odata.type': 'microsoft.graph.mailSearchFolder',
      includeNestedFolders: true,
      sourceFolderIds: ['inbox'],
      filterQuery: 'isRead eq false',
    });
  });

  it('replies (reply or reply all) and sends the draft when asked', async () => {
    const m = state.addMessage();
    const r = await runNode(
      'microsoftOutlook',
      {
        resource: 'message',
        operation: 'reply',
        messageId: m.id,
        replyType: 'reply',
        comment: 'ok',
        send: true,
        additionalFields: { importance: 'High' },
      },
      { typeVersion: 1 },
    );
    expect(calls('POST', `me/messages/${m.id}/createReply`)[0]!.body).toEqual({
      comment: 'ok',
      message: { importance: 'High' },
    });
    expect(calls('POST', `me/messages/${r.items[0]!.json.id}/send`)).toHaveLength(1);
  });
});
