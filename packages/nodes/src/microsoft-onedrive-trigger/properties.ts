import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft OneDrive Trigger 1's parameters (poll times are added by the polling description).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const oneDriveTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Trigger On',
    name: 'event',
    type: 'options',
    default: 'fileCreated',
    options: [
      {
        name: 'File Created',
        value: 'fileCreated',
      },
      {
        name: 'File Updated',
        value: 'fileUpdated',
      },
      {
        name: 'Folder Created',
        value: 'folderCreated',
      },
      {
        name: 'Folder Updated',
        value: 'folderUpdated',
      },
    ],
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    default: true,
  },
  {
    displayName: 'Watch Folder',
    name: 'watchFolder',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        event: ['fileCreated'],
      },
    },
  },
  {
    displayName: 'Watch',
    name: 'watch',
    type: 'options',
    default: 'anyFile',
    displayOptions: {
      show: {
        event: ['fileUpdated'],
      },
    },
    options: [
      {
        name: 'Any File',
        value: 'anyFile',
      },
      {
        name: 'Inside a Folder',
        value: 'selectedFolder',
      },
      {
        name: 'A Selected File',
        value: 'selectedFile',
      },
    ],
  },
  {
    displayName: 'Watch Folder',
    name: 'watchFolder',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        event: ['folderCreated'],
      },
    },
  },
  {
    displayName: 'Watch',
    name: 'watch',
    type: 'options',
    default: 'anyFolder',
    displayOptions: {
      show: {
        event: ['folderUpdated'],
      },
    },
    options: [
      {
        name: 'Any Folder',
        value: 'anyFolder',
      },
      {
        name: 'Inside a Folder',
        value: 'selectedFolder',
      },
      {
        name: 'A Selected Folder',
        value: 'oneSelectedFolder',
      },
    ],
  },
  {
    displayName: 'File',
    name: 'fileId',
    type: 'resourceLocator',
    default: {
      mode: 'id',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder:
          'e.g. https://onedrive.live.com/edit.aspx?resid=170B5C65E30736A3!257&cid=170b5c65e30736a3&CT=1708697995542&OR=ItemsView',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/onedrive.live.com(?:\\/.*?(?:\\&|\\?)(?:id=|resid=))(.+?)(?:\\&.*)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/onedrive.live.com(?:\\/.*?(?:\\&|\\?)(?:id=|resid=))(.+?)(?:\\&.*)',
              errorMessage: 'Not a valid Microsoft Drive File URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 170B5C65E30736A3!257',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9\\!%21]{5,}',
              errorMessage: 'Not a valid Microsoft Drive File ID',
            },
          },
        ],
        url: '=https://onedrive.live.com/?id={{$value}}',
      },
    ],
    displayOptions: {
      show: {
        event: ['fileUpdated'],
        watch: ['selectedFile'],
      },
    },
  },
  {
    displayName: 'Folder',
    name: 'folderId',
    type: 'resourceLocator',
    default: {
      mode: 'id',
      value: '',
      cachedResultName: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://onedrive.live.com/?id=170B5C65E30736A3%21103&cid=170B5C65E30736A3',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/onedrive.live.com(?:\\/.*id=)(.+)(?:\\&cid.*)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/onedrive.live.com(?:\\/.*id=)(.+)(?:\\&cid.*)',
              errorMessage: 'Not a valid Microsoft Drive Folder URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 170B5C65E30736A3%21136',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9\\!%21]{5,}',
              errorMessage: 'Not a valid Microsoft Drive Folder ID',
            },
          },
        ],
        url: '=https://onedrive.live.com/?id={{$value}}',
      },
    ],
    displayOptions: {
      show: {
        watch: ['selectedFolder', 'oneSelectedFolder'],
      },
    },
  },
  {
    displayName: 'Folder',
    name: 'folderId',
    type: 'resourceLocator',
    default: {
      mode: 'id',
      value: '',
      cachedResultName: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://onedrive.live.com/?id=170B5C65E30736A3%21103&cid=170B5C65E30736A3',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/onedrive.live.com(?:\\/.*id=)(.+)(?:\\&cid.*)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/onedrive.live.com(?:\\/.*id=)(.+)(?:\\&cid.*)',
              errorMessage: 'Not a valid Microsoft Drive Folder URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 170B5C65E30736A3%21136',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9\\!%21]{5,}',
              errorMessage: 'Not a valid Microsoft Drive Folder ID',
            },
          },
        ],
        url: '=https://onedrive.live.com/?id={{$value}}',
      },
    ],
    displayOptions: {
      show: {
        watchFolder: [true],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        watch: ['selectedFolder'],
      },
    },
    options: [
      {
        displayName: 'Watch Nested Folders',
        name: 'folderChild',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        watchFolder: [true],
      },
    },
    options: [
      {
        displayName: 'Watch Nested Folders',
        name: 'folderChild',
        type: 'boolean',
        default: false,
      },
    ],
  },
];
