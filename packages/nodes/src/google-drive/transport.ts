/** Calls to Drive v3 for the Google Drive nodes, through the shared Google request layer. */
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import {
  googleApiRequest,
  googleApiRequestAll,
  googleApiResponse,
  googleAuthSource,
  type GoogleAuthSource,
  type GoogleRequest,
} from '../shared/google/index.js';

/** Drive v3's metadata endpoint. */
export const DRIVE_API = 'https://www.googleapis.com/drive/v3';
/** Drive v3's upload endpoint. */
export const DRIVE_UPLOAD = 'https://www.googleapis.com/upload/drive/v3';

/** A Drive caller for one item: its auth source and request helpers. */
export interface Drive {
  source: GoogleAuthSource;
  request<T = Record<string, unknown>>(request: Omit<GoogleRequest, 'itemIndex'>): Promise<T>;
  requestAll<T = Record<string, unknown>>(
    property: string,
    request: Omit<GoogleRequest, 'itemIndex'>,
    limit?: number,
  ): Promise<T[]>;
  response(request: Omit<GoogleRequest, 'itemIndex'>): ReturnType<typeof googleApiResponse>;
}

/** The Drive caller of item `i` (authentication read from the node, OAuth2 by default). */
export function driveFor(ctx: ExecuteContext, i: number, defaultAuthentication = 'oAuth2'): Drive {
  const authentication = String(
    ctx.getNodeParameter('authentication', 0, defaultAuthentication) ?? defaultAuthentication,
  );
  const source = googleAuthSource(ctx, authentication, 'googleDriveOAuth2Api', undefined, i);
  return {
    source,
    request: (request) => googleApiRequest(source, { ...request, itemIndex: i }),
    requestAll: (property, request, limit) =>
      googleApiRequestAll(source, property, { ...request, itemIndex: i }, limit),
    response: (request) => googleApiResponse(source, { ...request, itemIndex: i }),
  };
}

/** The bytes, file name and MIME type of an item's binary field, or a clear error naming the field. */
export async function itemBinary(
  ctx: ExecuteContext,
  item: Item,
  i: number,
  field: string,
): Promise<{ data: Uint8Array; fileName?: string; mimeType: string }> {
  if (!field)
    throw new NodeOperationError(
      ctx.getNode(),
      'The name of the input field containing the binary file data must be set',
      { itemIndex: i },
    );
  const binary = item.binary?.[field];
  if (!binary) {
    throw new NodeOperationError(ctx.getNode(), `Item ${i} has no binary field "${field}" to upload`, {
      itemIndex: i,
      description:
        item.binary && Object.keys(item.binary).length
          ? `Its binary fields are: ${Object.keys(item.binary).join(', ')}`
          : 'The item has no binary data at all',
    });
  }
  const data = await ctx.helpers.getBinaryDataBuffer(i, field);
  return { data, fileName: binary.fileName, mimeType: binary.mimeType || 'application/octet-stream' };
}

/** n8n's `fields` value from a list of chosen fields: `id, name` by default, `*` when `*` is chosen. */
export function fieldsQuery(fields: unknown): string {
  if (!Array.isArray(fields) || fields.length === 0) return 'id, name';
  return fields.includes('*') ? '*' : fields.join(', ');
}

/** Custom properties from the key/value lists of the options (`properties`, `appProperties`). */
export function fileProperties(
  body: Record<string, unknown>,
  options: Record<string, unknown>,
): Record<string, unknown> {
  const pairs = (list: unknown) =>
    Object.fromEntries(
      (Array.isArray(list) ? (list as Array<{ key?: unknown; value?: unknown }>) : []).map((p) => [
        String(p.key ?? ''),
        p.value,
      ]),
    );
  if (options.propertiesUi)
    body.properties = pairs((options.propertiesUi as { propertyValues?: unknown }).propertyValues);
  if (options.appPropertiesUi)
    body.appProperties = pairs((options.appPropertiesUi as { appPropertyValues?: unknown }).appPropertyValues);
  return body;
}

/** The upload options that are query parameters, when set. */
export function updateCommonQuery(
  qs: Record<string, unknown>,
  options: Record<string, unknown>,
): Record<string, unknown> {
  if (options.keepRevisionForever) qs.keepRevisionForever = options.keepRevisionForever;
  if (options.ocrLanguage) qs.ocrLanguage = options.ocrLanguage;
  if (options.useContentAsIndexableText) qs.useContentAsIndexableText = options.useContentAsIndexableText;
  return qs;
}

/** The query parameters n8n sends to reach items in every drive. */
export const ALL_DRIVES = {
  includeItemsFromAllDrives: true,
  supportsAllDrives: true,
  spaces: 'appDataFolder, drive',
  corpora: 'allDrives',
} as const;
