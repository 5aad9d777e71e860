/**
 * Google Drive Trigger 1 (n8n's `n8n-nodes-base.googleDriveTrigger`): polls Drive for files and
 * folders created or changed since the last poll, in a folder, one file, or anywhere.
 */
import {
  NodeApiError,
  type JsonObject,
  type NodeType,
  type NodeTypeDescription,
  type PollContext,
  type PollResult,
} from '@weft/workflow';
import {
  authenticationProperty,
  driveCredentials,
  fileLocator,
  folderLocator,
  FOLDER_MIME,
  googleDriveTriggerMethods,
  locatorId,
} from '../google-drive/index.js';
import { googleApiRequest, googleApiRequestAll, googleAuthSource } from '../shared/google/index.js';
import { pollingDescription } from '../shared/polling.js';

const DRIVE_FILES = 'https://www.googleapis.com/drive/v3/files';

/** The trigger's description (`pollTimes` added by {@link pollingDescription}). */
export const googleDriveTriggerDescription: NodeTypeDescription = pollingDescription({
  name: 'weft.googleDriveTrigger',
  displayName: 'Google Drive Trigger',
  icon: 'file:googleDrive.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts a workflow when files or folders are created or changed in Google Drive',
  subtitle: '={{$parameter["event"]}}',
  defaults: { name: 'Google Drive Trigger' },
  credentials: driveCredentials,
  inputs: [],
  outputs: ['main'],
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.googledrivetrigger/',
  properties: [
    authenticationProperty('oAuth2', 'oAuth2', { displayName: 'Credential Type' }),
    {
      displayName: 'Trigger On',
      name: 'triggerOn',
      type: 'options',
      required: true,
      default: '',
      options: [
        { name: 'Changes to a Specific File', value: 'specificFile' },
        { name: 'Changes Involving a Specific Folder', value: 'specificFolder' },
      ],
      description: 'What to watch',
    },
    fileLocator({
      name: 'fileToWatch',
      displayOptions: { show: { triggerOn: ['specificFile'] } },
      description: 'The file to watch',
    }),
    {
      displayName: 'Watch For',
      name: 'event',
      type: 'options',
      displayOptions: { show: { triggerOn: ['specificFile'] } },
      required: true,
      default: 'fileUpdated',
      options: [{ name: 'File Updated', value: 'fileUpdated' }],
      description: 'When to start the workflow',
    },
    folderLocator(false, {
      name: 'folderToWatch',
      displayOptions: { show: { triggerOn: ['specificFolder'] } },
      description: 'The folder to watch',
    }),
    {
      displayName: 'Watch For',
      name: 'event',
      type: 'options',
      displayOptions: { show: { triggerOn: ['specificFolder'] } },
      required: true,
      default: '',
      options: [
        { name: 'File Created', value: 'fileCreated', description: 'A file is created in the folder' },
        { name: 'File Updated', value: 'fileUpdated', description: 'A file in the folder changes' },
        { name: 'Folder Created', value: 'folderCreated', description: 'A folder is created in the folder' },
        { name: 'Folder Updated', value: 'folderUpdated', description: 'A folder in the folder changes' },
        { name: 'Watch Folder Updated', value: 'watchFolderUpdated', description: 'The watched folder itself changes' },
      ],
      description: 'When to start the workflow',
    },
    {
      displayName: "Changes within subfolders won't trigger this node",
      name: 'asas',
      type: 'notice',
      displayOptions: { show: { triggerOn: ['specificFolder'] }, hide: { event: ['watchFolderUpdated'] } },
      default: '',
    },
    {
      displayName: 'Drive To Watch',
      name: 'driveToWatch',
      type: 'options',
      displayOptions: { show: { triggerOn: ['anyFileFolder'] } },
      typeOptions: { loadOptionsMethod: 'getDrives' },
      default: 'root',
      required: true,
      description: 'The drive to watch',
    },
    {
      displayName: 'Watch For',
      name: 'event',
      type: 'options',
      displayOptions: { show: { triggerOn: ['anyFileFolder'] } },
      required: true,
      default: 'fileCreated',
      options: [
        { name: 'File Created', value: 'fileCreated' },
        { name: 'File Updated', value: 'fileUpdated' },
        { name: 'Folder Created', value: 'folderCreated' },
        { name: 'Folder Updated', value: 'folderUpdated' },
      ],
      description: 'When to start the workflow',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      displayOptions: { show: { event: ['fileCreated', 'fileUpdated'] }, hide: { triggerOn: ['specificFile'] } },
      default: {},
      placeholder: 'Add option',
      options: [
        {
          displayName: 'File Type',
          name: 'fileType',
          type: 'options',
          default: 'all',
          description: 'Only files of this Google type start the workflow',
          options: [
            { name: '[All]', value: 'all' },
            { name: 'Audio', value: 'application/vnd.google-apps.audio' },
            { name: 'Google Docs', value: 'application/vnd.google-apps.document' },
            { name: 'Google Drawings', value: 'application/vnd.google-apps.drawing' },
            { name: 'Google Slides', value: 'application/vnd.google-apps.presentation' },
            { name: 'Google Spreadsheets', value: 'application/vnd.google-apps.spreadsheet' },
            { name: 'Photos and Images', value: 'application/vnd.google-apps.photo' },
            { name: 'Videos', value: 'application/vnd.google-apps.video' },
          ],
        },
      ],
    },
  ],
});

/** Drive's timestamp format for queries: ISO 8601 in UTC without milliseconds. */
const driveTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * One poll. The cursor (`lastTimeChecked`, as n8n keeps it) is when the previous poll started; items
 * created (or modified, for update events) after it are new. The first poll counts from now. Items
 * fired with a time after the new cursor are remembered (`firedAfterCursor`) so the next poll does
 * not fire them again. Run by hand, it answers the newest matching item whatever the cursor, and
 * fails when there is none.
 */
export async function pollGoogleDrive(ctx: PollContext): Promise<PollResult> {
  const triggerOn = String(ctx.getNodeParameter('triggerOn', '') ?? '');
  const event = String(ctx.getNodeParameter('event', '') ?? '');
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as { fileType?: string };
  const state = ctx.getWorkflowStaticData('node');
  const manual = ctx.getMode() === 'manual';
  const now = driveTime(new Date());
  const since = typeof state.lastTimeChecked === 'string' ? state.lastTimeChecked : now;

  const query = ['trashed = false'];
  const folderToWatch = triggerOn === 'specificFolder' ? locatorId(ctx.getNodeParameter('folderToWatch', '')) : '';
  if (triggerOn === 'specificFolder' && event !== 'watchFolderUpdated') query.push(`'${folderToWatch}' in parents`);
  query.push(event.startsWith('file') ? `mimeType != '${FOLDER_MIME}'` : `mimeType = '${FOLDER_MIME}'`);
  if (options.fileType && options.fileType !== 'all') query.push(`mimeType = '${options.fileType}'`);
  if (!manual) query.push(`${event.includes('Created') ? 'createdTime' : 'modifiedTime'} > '${since}'`);

  const authentication = String(ctx.getNodeParameter('authentication', 'oAuth2') ?? 'oAuth2');
  const source = googleAuthSource(ctx, authentication, 'googleDriveOAuth2Api');
  const qs: Record<string, unknown> = {
    includeItemsFromAllDrives: true,
    supportsAllDrives: true,
    spaces: 'appDataFolder, drive',
    corpora: 'allDrives',
    q: query.join(' AND '),
    fields: 'nextPageToken, files(*)',
  };
  let files: JsonObject[];
  if (manual) {
    const page = await googleApiRequest<{ files?: JsonObject[] }>(source, {
      url: DRIVE_FILES,
      qs: { ...qs, pageSize: 1 },
    });
    files = page.files ?? [];
  } else {
    files = await googleApiRequestAll<JsonObject>(source, 'files', { url: DRIVE_FILES, qs: { ...qs, pageSize: 100 } });
    if (triggerOn === 'specificFile') {
      const fileToWatch = locatorId(ctx.getNodeParameter('fileToWatch', ''));
      files = files.filter((f) => f.id === fileToWatch);
    }
    if (triggerOn === 'specificFolder' && event === 'watchFolderUpdated')
      files = files.filter((f) => f.id === folderToWatch);
  }
  if (!manual) {
    // The cursor has whole seconds, so an item changed in the second a poll starts comes back in the
    // next poll too: items already fired at a time after the new cursor are remembered and left out.
    const timeKey = event.includes('Created') ? 'createdTime' : 'modifiedTime';
    const stamp = (f: JsonObject) => `${String(f.id)}@${String(f[timeKey])}`;
    const fired = new Set(Array.isArray(state.firedAfterCursor) ? (state.firedAfterCursor as string[]) : []);
    files = files.filter((f) => !fired.has(stamp(f)));
    state.firedAfterCursor = [...fired, ...files.map(stamp)].filter(
      (key) => Date.parse(key.slice(key.lastIndexOf('@') + 1)) > Date.parse(now),
    );
  }
  state.lastTimeChecked = now;
  if (files.length) return [ctx.helpers.returnJsonArray(files)];
  if (manual) throw new NodeApiError(ctx.getNode(), { message: 'No data with the current filter could be found' });
  return null;
}

/** Google Drive Trigger, version 1. */
export const googleDriveTriggerNode: NodeType[] = [
  { description: googleDriveTriggerDescription, poll: pollGoogleDrive, methods: googleDriveTriggerMethods },
];
