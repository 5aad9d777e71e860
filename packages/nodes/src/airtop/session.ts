/**
 * Airtop sessions as n8n's node handles them: creating one and waiting (a look a second, for at
 * most five minutes) until it runs; creating a session with a window for operations set to
 * "Automatically Create Session"; and running one request in a given or new session, terminating
 * a new one afterwards when asked (and always when the request fails).
 */
import { NodeApiError, type ExecuteContext } from '@weft/workflow';
import { airtopRequest, pollIntervalMs, sleep } from './api.js';
import { checkAnswer, MESSAGES, profileNameOf, requiredString, sessionAndWindowOf } from './validate.js';

type Json = Record<string, any>;

/** How long an operation may wait for Airtop (five minutes). */
export const OPERATION_TIMEOUT_MS = 5 * 60 * 1000;

/** Creates a session and waits until it runs; answers its id and Airtop's answer to the creation. */
export async function createSession(
  ctx: ExecuteContext,
  i: number,
  body: Json,
): Promise<{ sessionId: string; data: Json }> {
  const response = await airtopRequest(ctx, 'POST', '/sessions', body, undefined, i);
  const sessionId = response?.data?.id as string | undefined;
  if (!sessionId)
    throw new NodeApiError(ctx.getNode(), { message: 'Failed to create session', httpCode: 500 }, { itemIndex: i });
  let status = response?.data?.status;
  const start = Date.now();
  while (status !== 'running') {
    if (Date.now() - start > OPERATION_TIMEOUT_MS)
      throw new NodeApiError(ctx.getNode(), { message: MESSAGES.TIMEOUT_REACHED, httpCode: 500 }, { itemIndex: i });
    await sleep(pollIntervalMs());
    status = (await airtopRequest(ctx, 'GET', `/sessions/${sessionId}`, undefined, undefined, i))?.data?.status;
  }
  return { sessionId, data: { ...response } };
}

/** Creates a session (with the profile named) and a window on the URL parameter. */
export async function createSessionAndWindow(
  ctx: ExecuteContext,
  i: number,
): Promise<{ sessionId: string; windowId: string }> {
  const profileName = profileNameOf(ctx, i);
  const url = requiredString(ctx, i, 'url', 'URL');
  const { sessionId } = await createSession(ctx, i, { configuration: { profileName } });
  const window = await airtopRequest(ctx, 'POST', `/sessions/${sessionId}/windows`, { url }, undefined, i);
  const windowId = window?.data?.windowId;
  if (!windowId)
    throw new NodeApiError(ctx.getNode(), { message: 'Failed to create window', httpCode: 500 }, { itemIndex: i });
  return { sessionId, windowId };
}

/**
 * Runs one request in the session and window the parameters name, or in a new session with
 * "Automatically Create Session"; `{sessionId}` and `{windowId}` in the path are filled in. Answers
 * `{ sessionId, windowId, …answer }`, or just the answer when the new session is terminated after.
 */
export async function inSession(
  ctx: ExecuteContext,
  i: number,
  request: { method: string; path: string; body: Json },
): Promise<Json> {
  let created = '';
  try {
    const { sessionId, windowId } =
      ctx.getNodeParameter('sessionMode', i, undefined) === 'new'
        ? await createSessionAndWindow(ctx, i)
        : sessionAndWindowOf(ctx, i);
    created = sessionId;
    const terminate = ctx.getNodeParameter('autoTerminateSession', i, false) as boolean;
    const endpoint = request.path.replace('{sessionId}', sessionId).replace('{windowId}', windowId);
    const response = await airtopRequest(ctx, request.method, endpoint, request.body, undefined, i);
    checkAnswer(ctx, response, i);
    if (terminate) {
      await airtopRequest(ctx, 'DELETE', `/sessions/${sessionId}`, undefined, undefined, i);
      return response as Json;
    }
    return { sessionId, windowId, ...(response as Json) };
  } catch (error) {
    if (created) await airtopRequest(ctx, 'DELETE', `/sessions/${created}`, undefined, undefined, i);
    throw error;
  }
}
