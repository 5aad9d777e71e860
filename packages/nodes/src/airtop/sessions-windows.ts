/**
 * Airtop's Session and Window operations, with n8n's requests and item shapes: sessions are
 * created (profile, recording, idle timeout, proxy, captcha solving, extensions), saved to a
 * profile on termination, terminated, and watched for a finished download; windows are opened,
 * listed, loaded, shown live, captured and closed.
 */
import type { ExecuteContext, Item } from '@weft/workflow';
import { airtopRequest, waitForSessionEvent } from './api.js';
import { createSession } from './session.js';
import {
  checkAnswer,
  MESSAGES,
  profileNameOf,
  proxyOf,
  requiredString,
  screenResolutionOf,
  sessionAndWindowOf,
  sessionIdOf,
  timeoutMinutesOf,
  urlOf,
} from './validate.js';
import { NodeApiError, NodeOperationError } from '@weft/workflow';

type Json = Record<string, any>;
/** One operation: the items it gives for item `i`. */
export type AirtopOperation = (ctx: ExecuteContext, i: number) => Promise<Item[]>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const items = (ctx: ExecuteContext, data: unknown) => ctx.helpers.returnJsonArray(data);

/** Session operations. */
export const sessionOperations: Record<string, AirtopOperation> = {
  async create(ctx, i) {
    const profileName = profileNameOf(ctx, i);
    const record = p(ctx, 'record', i, false);
    const timeoutMinutes = timeoutMinutesOf(ctx, i);
    const saveProfile = p(ctx, 'saveProfileOnTermination', i, false);
    if (saveProfile && !profileName)
      throw new NodeOperationError(ctx.getNode(), MESSAGES.PROFILE_NAME_REQUIRED, { itemIndex: i });
    const proxy = proxyOf(ctx, i);
    const solveCaptcha = p(ctx, 'additionalFields.solveCaptcha', i, false);
    const extensions = String(p(ctx, 'additionalFields.extensionIds', i, '') ?? '');
    const extensionIds = extensions ? extensions.split(',').map((id) => id.trim()) : [];
    const body = {
      configuration: {
        profileName,
        timeoutMinutes,
        proxy,
        solveCaptcha,
        record,
        ...(extensionIds.length > 0 ? { extensionIds } : {}),
      },
    };
    const { sessionId, data } = await createSession(ctx, i, body);
    if (saveProfile)
      await airtopRequest(
        ctx,
        'PUT',
        `/sessions/${sessionId}/save-profile-on-termination/${profileName}`,
        undefined,
        undefined,
        i,
      );
    return items(ctx, { sessionId, ...data });
  },
  async save(ctx, i) {
    const sessionId = sessionIdOf(ctx, i);
    requiredString(ctx, i, 'profileName', 'Profile Name');
    const profileName = profileNameOf(ctx, i);
    const response = await airtopRequest(
      ctx,
      'PUT',
      `/sessions/${sessionId}/save-profile-on-termination/${profileName}`,
      undefined,
      undefined,
      i,
    );
    checkAnswer(ctx, response, i);
    return items(ctx, { sessionId, profileName, ...response });
  },
  async terminate(ctx, i) {
    const sessionId = sessionIdOf(ctx, i);
    const response = await airtopRequest(ctx, 'DELETE', `/sessions/${sessionId}`, undefined, undefined, i);
    checkAnswer(ctx, response, i);
    return items(ctx, { success: true });
  },
  async waitForDownload(ctx, i) {
    const sessionId = sessionIdOf(ctx, i);
    // n8n's node reads a top-level `timeout`, which this operation does not show: 30 seconds.
    const timeout = Number(p(ctx, 'timeout', i, 30));
    const event = await waitForSessionEvent(
      ctx,
      sessionId,
      (e) => e.event === 'file_status' && e.status === 'available',
      timeout,
      i,
    );
    return items(ctx, { sessionId, data: { fileId: event.fileId, downloadUrl: event.downloadUrl } });
  },
};

/** Window operations. */
export const windowOperations: Record<string, AirtopOperation> = {
  async create(ctx, i) {
    const sessionId = sessionIdOf(ctx, i);
    const url = urlOf(ctx, i);
    const additionalFields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    const getLiveView = p(ctx, 'getLiveView', i, false);
    const includeNavigationBar = p(ctx, 'includeNavigationBar', i, false);
    const screenResolution = screenResolutionOf(ctx, i);
    const disableResize = p(ctx, 'disableResize', i, false);
    let response = await airtopRequest(
      ctx,
      'POST',
      `/sessions/${sessionId}/windows`,
      { url, ...additionalFields },
      undefined,
      i,
    );
    if (!response?.data?.windowId)
      throw new NodeApiError(ctx.getNode(), { message: 'Failed to create window', httpCode: 500 }, { itemIndex: i });
    const windowId = String(response.data.windowId);
    if (getLiveView) {
      const qs = {
        ...(includeNavigationBar ? { includeNavigationBar: true } : {}),
        ...(screenResolution ? { screenResolution } : {}),
        ...(disableResize ? { disableResize: true } : {}),
      };
      response = await airtopRequest(ctx, 'GET', `/sessions/${sessionId}/windows/${windowId}`, undefined, qs, i);
    }
    checkAnswer(ctx, response, i);
    return items(ctx, { sessionId, windowId, ...response });
  },
  async close(ctx, i) {
    const { sessionId, windowId } = sessionAndWindowOf(ctx, i);
    const response = await airtopRequest(
      ctx,
      'DELETE',
      `/sessions/${sessionId}/windows/${windowId}`,
      undefined,
      undefined,
      i,
    );
    checkAnswer(ctx, response, i);
    return items(ctx, { sessionId, windowId, ...response });
  },
  async getLiveView(ctx, i) {
    const { sessionId, windowId } = sessionAndWindowOf(ctx, i);
    const additionalFields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    const qs: Json = {};
    if (additionalFields.includeNavigationBar) qs.includeNavigationBar = true;
    if (additionalFields.screenResolution) {
      const resolution = String(additionalFields.screenResolution || '')
        .trim()
        .toLowerCase();
      if (!/^\d{3,4}x\d{3,4}$/.test(resolution))
        throw new NodeOperationError(ctx.getNode(), MESSAGES.SCREEN_RESOLUTION_INVALID, { itemIndex: i });
      qs.screenResolution = resolution;
    }
    if (additionalFields.disableResize) qs.disableResize = true;
    const response = await airtopRequest(ctx, 'GET', `/sessions/${sessionId}/windows/${windowId}`, undefined, qs, i);
    checkAnswer(ctx, response, i);
    return items(ctx, { sessionId, windowId, ...response });
  },
  async list(ctx, i) {
    const sessionId = sessionIdOf(ctx, i);
    const response = await airtopRequest(ctx, 'GET', `/sessions/${sessionId}/windows`, undefined, undefined, i);
    checkAnswer(ctx, response, i);
    return items(ctx, { sessionId, ...response });
  },
  async load(ctx, i) {
    const { sessionId, windowId } = sessionAndWindowOf(ctx, i);
    requiredString(ctx, i, 'url', 'URL');
    const url = urlOf(ctx, i);
    const additionalFields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    const response = await airtopRequest(
      ctx,
      'POST',
      `/sessions/${sessionId}/windows/${windowId}`,
      { url, waitUntil: additionalFields.waitUntil },
      undefined,
      i,
    );
    checkAnswer(ctx, response, i);
    return items(ctx, { sessionId, windowId, ...response });
  },
  async takeScreenshot(ctx, i) {
    const { sessionId, windowId } = sessionAndWindowOf(ctx, i);
    const asBinary = p(ctx, 'outputImageAsBinary', i, false);
    const response = await airtopRequest(
      ctx,
      'POST',
      `/sessions/${sessionId}/windows/${windowId}/screenshot`,
      undefined,
      undefined,
      i,
    );
    checkAnswer(ctx, response, i);
    let image = '';
    let binary: Item['binary'];
    const shot = response?.meta?.screenshots?.[0];
    if (shot) {
      if (asBinary) {
        const bytes = Buffer.from(String(shot.dataUrl).replace('data:image/jpeg;base64,', ''), 'base64');
        binary = { data: await ctx.helpers.prepareBinaryData(bytes, 'screenshot.jpg', 'image/jpeg') };
      } else image = shot.dataUrl;
    }
    return [{ json: { sessionId, windowId, image }, ...(binary ? { binary } : {}) }];
  },
};
