/**
 * A long-lived trigger's static data is kept across restarts: the IMAP trigger (2.1) of an active
 * workflow remembers the last message it handed on in its node static data, which the server saves
 * after each emit. Against the Postfix and Dovecot that scripts/ensure-services.sh runs.
 */
import { connect } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkflow, node, waitFor } from './activation-helpers.js';
import { createTestServer, type TestServer } from './harness.js';

const SMTP_PORT = 2525;
const IMAP_PORT = 1143;

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

let server: TestServer;
beforeAll(async () => {
  for (const port of [SMTP_PORT, IMAP_PORT]) {
    if (!(await portOpen(port))) throw new Error(`No mail server on 127.0.0.1:${port}: run scripts/ensure-services.sh`);
  }
  server = await createTestServer('sqlite');
});
afterAll(async () => server?.close());

describe('trigger static data', () => {
  it("the IMAP trigger's last message is saved after it fires, so a restarted trigger does not fire it again", async () => {
    const owner = await server.owner();
    const user = `static-${process.pid}-${Date.now().toString(36)}@weft.test`;
    const cred = await owner.post('/rest/credentials', {
      name: 'Mailbox',
      type: 'imap',
      data: { host: '127.0.0.1', port: IMAP_PORT, secure: false, user, password: 'weft-pass' },
    });
    expect(cred.status, cred.text).toBe(200);
    const trigger = node(
      'Email Trigger (IMAP)',
      'n8n-nodes-base.emailReadImap',
      { mailbox: 'INBOX', postProcessAction: 'nothing', format: 'simple', options: {} },
      {
        typeVersion: 2.1,
        credentials: { imap: { id: cred.body.data.id, name: 'Mailbox' } },
      },
    );
    const id = await insertWorkflow(server.ctx, { nodes: [trigger] });
    await server.ctx.db.kysely.updateTable('workflow').set({ active: 1 }).where('id', '=', id).execute();
    await server.ctx.activeWorkflows.activate(id);
    const mail = createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, ignoreTLS: true });
    await mail.sendMail({ from: 'ada@weft.test', to: user, subject: 'First', text: 'one' });
    await waitFor(
      async () => {
        const rows = await server.ctx.db.kysely
          .selectFrom('execution')
          .select(['id', 'status'])
          .where('workflowId', '=', id)
          .execute();
        return rows.length ? rows : undefined;
      },
      15_000,
      "the trigger's execution",
    );
    const stored = await waitFor(
      async () => {
        const row = await server.ctx.db.kysely
          .selectFrom('workflow')
          .select('staticData')
          .where('id', '=', id)
          .executeTakeFirst();
        const data = row?.staticData ? (JSON.parse(row.staticData) as Record<string, { lastMessageUid?: number }>) : {};
        return data['node:Email Trigger (IMAP)']?.lastMessageUid ? data : undefined;
      },
      15_000,
      "the trigger's static data to be saved",
    );
    expect(stored['node:Email Trigger (IMAP)']!.lastMessageUid).toBe(1);
    // Mail is left unread ("Nothing"): only the saved cursor keeps a restarted trigger from firing it again.
    await server.ctx.activeWorkflows.deactivate(id);
    await server.ctx.activeWorkflows.activate(id);
    await mail.sendMail({ from: 'ada@weft.test', to: user, subject: 'Second', text: 'two' });
    const all = await waitFor(
      async () => {
        const rows = await server.ctx.db.kysely
          .selectFrom('execution')
          .select(['id', 'status', 'data'])
          .where('workflowId', '=', id)
          .orderBy('id')
          .execute();
        return rows.length >= 2 && rows.every((r) => r.status === 'success') ? rows : undefined;
      },
      15_000,
      'the second execution',
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(
      await server.ctx.db.kysely.selectFrom('execution').select('id').where('workflowId', '=', id).execute(),
    ).toHaveLength(2);
    const subjects = (row: { data: string }) =>
      (
        JSON.parse(row.data).resultData.runData['Email Trigger (IMAP)'][0].data.main[0] as Array<{
          json: { subject: string };
        }>
      ).map((i) => i.json.subject);
    expect(subjects(all[0]!)).toEqual(['First']);
    expect(subjects(all[1]!)).toEqual(['Second']);
    await server.ctx.activeWorkflows.deactivate(id);
  });
});
