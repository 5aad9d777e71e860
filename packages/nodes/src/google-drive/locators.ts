/**
 * Google Drive's resource locators (file, folder, shared drive) in n8n's shape, the special values
 * "root" and "My Drive", and how an id is read from a locator value in any of its modes.
 */
import type { NodeProperty } from '@weft/workflow';

/** The folder value that means the root of My Drive. */
export const ROOT_FOLDER = 'root';
/** The drive value that means the user's own drive rather than a shared one. */
export const MY_DRIVE = 'My Drive';
/** Google's MIME type of a folder. */
export const FOLDER_MIME = 'application/vnd.google-apps.folder';
/** Google's MIME type of a Google Docs document. */
export const DOCUMENT_MIME = 'application/vnd.google-apps.document';

/** A file link: `https://drive.google.com/file/d/<id>/…` or `https://docs.google.com/document/d/<id>/…`. */
export const FILE_URL_REGEX = 'https:\\/\\/(?:drive|docs)\\.google\\.com(?:\\/.*|)\\/d\\/([0-9a-zA-Z\\-_]+)(?:\\/.*|)';
/** A folder or shared drive link: `https://drive.google.com/drive/folders/<id>`. */
export const FOLDER_URL_REGEX = 'https:\\/\\/drive\\.google\\.com(?:\\/.*|)\\/folders\\/([0-9a-zA-Z\\-_]+)(?:\\/.*|)';
const ID_REGEX = '[a-zA-Z0-9\\-_]{2,}';

type Kind = 'File' | 'Folder' | 'Drive';

function modes(kind: Kind, searchListMethod: string): Array<Record<string, unknown>> {
  const urlRegex = kind === 'File' ? FILE_URL_REGEX : FOLDER_URL_REGEX;
  return [
    {
      displayName: kind,
      name: 'list',
      type: 'list',
      placeholder: `Select a ${kind.toLowerCase()}...`,
      typeOptions: { searchListMethod, searchable: true },
    },
    {
      displayName: 'Link',
      name: 'url',
      type: 'string',
      placeholder:
        kind === 'File'
          ? 'https://drive.google.com/file/d/1anGBg0b5re2VtF2bKu201_a-Vnz5BHq9Y4r-yBDAj5A/edit'
          : 'https://drive.google.com/drive/folders/1Tx9WHbA3wBpPB4C_HcoZDH9WZFWYxAMU',
      extractValue: { type: 'regex', regex: urlRegex },
      validation: [
        { type: 'regex', properties: { regex: urlRegex, errorMessage: `Not a valid Google Drive ${kind} URL` } },
      ],
    },
    {
      displayName: 'ID',
      name: 'id',
      type: 'string',
      placeholder:
        kind === 'File' ? '1anGBg0b5re2VtF2bKu201_a-Vnz5BHq9Y4r-yBDAj5A' : '1Tx9WHbA3wBpPB4C_HcoZDH9WZFWYxAMU',
      validation: [
        { type: 'regex', properties: { regex: ID_REGEX, errorMessage: `Not a valid Google Drive ${kind} ID` } },
      ],
      url:
        kind === 'File'
          ? '=https://drive.google.com/file/d/{{$value}}/view'
          : '=https://drive.google.com/drive/folders/{{$value}}',
    },
  ];
}

type Extra = Partial<Omit<NodeProperty, 'type' | 'modes'>>;

/** A file locator (`fileSearch` list, link, id). */
export function fileLocator(extra: Extra & { name?: string } = {}): NodeProperty {
  return {
    displayName: 'File',
    name: 'fileId',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: modes('File', 'fileSearch'),
    description: 'The file to work on',
    ...extra,
  };
}

/** A folder locator; `withRoot` lists "/ (Root folder)" first and defaults to it. */
export function folderLocator(withRoot: boolean, extra: Extra = {}): NodeProperty {
  return {
    displayName: 'Folder',
    name: 'folderId',
    type: 'resourceLocator',
    default: withRoot
      ? { mode: 'list', value: ROOT_FOLDER, cachedResultName: '/ (Root folder)' }
      : { mode: 'list', value: '' },
    required: true,
    modes: modes('Folder', withRoot ? 'folderSearchWithDefault' : 'folderSearch'),
    description: 'The folder to work in',
    ...extra,
  };
}

/** A shared drive locator; `withMyDrive` lists "My Drive" first and defaults to it. */
export function driveLocator(withMyDrive: boolean, extra: Extra = {}): NodeProperty {
  return {
    displayName: 'Shared Drive',
    name: 'driveId',
    type: 'resourceLocator',
    default: { mode: 'list', value: withMyDrive ? MY_DRIVE : '' },
    required: true,
    modes: modes('Drive', withMyDrive ? 'driveSearchWithDefault' : 'driveSearch'),
    description: 'The shared drive to work in',
    ...extra,
  };
}

/**
 * The id a locator value stands for: the value of list and id modes, the id found in a link
 * (file links `/d/<id>`, folder and drive links `/folders/<id>`), or a plain string as it is.
 */
export function locatorId(value: unknown): string {
  if (value && typeof value === 'object') {
    const rl = value as { mode?: unknown; value?: unknown };
    const raw = String(rl.value ?? '').trim();
    if (rl.mode === 'url') return idFromUrl(raw);
    return raw;
  }
  return typeof value === 'string' || typeof value === 'number' ? idFromUrl(String(value).trim()) : '';
}

/** The id in a Drive or Docs link (n8n's rules), or the text itself when it is no such link. */
export function idFromUrl(text: string): string {
  const file = new RegExp(FILE_URL_REGEX).exec(text);
  if (file?.[1]) return file[1];
  const folder = new RegExp(FOLDER_URL_REGEX).exec(text);
  if (folder?.[1]) return folder[1];
  return text;
}

/**
 * The parent to put a new or moved item in (n8n's rule): the folder unless it is the root, else
 * the shared drive unless it is My Drive, else the root.
 */
export function parentFolder(folderId: string, driveId: string | undefined): string {
  if (folderId && folderId !== ROOT_FOLDER) return folderId;
  if (driveId && driveId !== MY_DRIVE) return driveId;
  return ROOT_FOLDER;
}
