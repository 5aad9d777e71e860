/**
 * Clockify Trigger 1's poll, as n8n's trigger polls: the key's user is read once (`GET /user`) and
 * kept in the node's static data (`userId`); each poll asks for that user's finished time entries
 * in the workspace (`hydrated`, not in progress) that started between the last check and now, and
 * answers them when there are any. As in n8n, "now" is the wall time in the workflow's time zone
 * written with a `Z` (`yyyy-MM-ddTHH:mm:ssZ`), and it becomes the next poll's start
 * (`lastTimeChecked`); the first poll has no start.
 */
import type { PollContext, PollResult } from '@weft/workflow';
import { clockifyRequest } from '../clockify/api.js';

/** Polls Clockify for new time entries of the key's user. */
export async function pollClockify(ctx: PollContext): Promise<PollResult> {
  const data = ctx.getWorkflowStaticData('node');
  const workspaceId = String(ctx.getNodeParameter('workspaceId'));
  if (!data.userId) data.userId = ((await clockifyRequest(ctx, 'GET', 'user')) as { id: string }).id;
  const end = `${ctx.now().toFormat("yyyy-MM-dd'T'HH:mm:ss")}Z`;
  const qs = { start: data.lastTimeChecked as string | undefined, end, hydrated: true, 'in-progress': false };
  const entries = (await clockifyRequest(
    ctx,
    'GET',
    `workspaces/${workspaceId}/user/${String(data.userId)}/time-entries`,
    { qs },
  )) as unknown;
  data.lastTimeChecked = end;
  if (Array.isArray(entries) && entries.length !== 0) return [ctx.helpers.returnJsonArray(entries)];
  return null;
}
