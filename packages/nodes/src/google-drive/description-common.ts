/** Parameters Google Drive 1–2 and 3 share: authentication, permissions, properties and file fields. */
import type { NodeProperty, NodePropertyOption } from '@weft/workflow';

/** The node's two credentials, each shown for its authentication. */
export const driveCredentials = [
  { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
  { name: 'googleDriveOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
];

/** n8n's `authentication` choice with a given default. */
export function authenticationProperty(
  defaultValue: 'oAuth2' | 'serviceAccount',
  first: 'oAuth2' | 'serviceAccount',
  extra: Partial<NodeProperty> = {},
): NodeProperty {
  const oAuth2 = { name: first === 'oAuth2' ? 'OAuth2 (recommended)' : 'OAuth2', value: 'oAuth2' };
  const sa = { name: 'Service Account', value: 'serviceAccount' };
  return {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: first === 'oAuth2' ? [oAuth2, sa] : [sa, oAuth2],
    default: defaultValue,
    ...extra,
  };
}

/** Shows a parameter only for these resources and operations. */
export function show(
  resource: string[],
  operation: string[],
  more: Record<string, unknown[]> = {},
): NodeProperty['displayOptions'] {
  return { show: { ...more, resource, operation } };
}

/** The one permission a share operation grants (`permissionsUi.permissionsValues`). */
export function permissionsProperty(displayOptions: NodeProperty['displayOptions']): NodeProperty {
  return {
    displayName: 'Permissions',
    name: 'permissionsUi',
    placeholder: 'Add Permission',
    type: 'fixedCollection',
    default: {},
    typeOptions: { multipleValues: false },
    displayOptions,
    options: [
      {
        displayName: 'Permission',
        name: 'permissionsValues',
        values: [
          {
            displayName: 'Role',
            name: 'role',
            type: 'options',
            options: [
              'Commenter:commenter',
              'File Organizer:fileOrganizer',
              'Organizer:organizer',
              'Owner:owner',
              'Reader:reader',
              'Writer:writer',
            ].map(pair),
            default: '',
          },
          {
            displayName: 'Type',
            name: 'type',
            type: 'options',
            options: ['User:user', 'Group:group', 'Domain:domain', 'Anyone:anyone'].map(pair),
            default: '',
            description: 'Who gets the permission',
          },
          {
            displayName: 'Email Address',
            name: 'emailAddress',
            type: 'string',
            placeholder: 'name@email.com',
            displayOptions: { show: { type: ['user', 'group'] } },
            default: '',
            description: 'The user or group the permission is for',
          },
          {
            displayName: 'Domain',
            name: 'domain',
            type: 'string',
            displayOptions: { show: { type: ['domain'] } },
            placeholder: 'e.g. mycompany.com',
            default: '',
            description: 'The domain whose members get the permission',
          },
          {
            displayName: 'Allow File Discovery',
            name: 'allowFileDiscovery',
            type: 'boolean',
            displayOptions: { show: { type: ['domain', 'anyone'] } },
            default: false,
            description: 'Whether the item can be found by searching rather than only through its link',
          },
        ],
      },
    ],
  };
}

/** `Label:value` as an option. */
export function pair(text: string): NodePropertyOption {
  const at = text.lastIndexOf(':');
  return { name: text.slice(0, at), value: text.slice(at + 1) };
}

/** A key/value list of custom file properties (`propertiesUi` or `appPropertiesUi`). */
export function keyValueProperty(
  displayName: string,
  name: string,
  group: string,
  groupName: string,
  description: string,
): NodeProperty {
  return {
    displayName,
    name,
    placeholder: `Add ${groupName}`,
    type: 'fixedCollection',
    default: {},
    typeOptions: { multipleValues: true },
    description,
    options: [
      {
        name: group,
        displayName: groupName,
        values: [
          { displayName: 'Key', name: 'key', type: 'string', default: '', description: 'The name of the property' },
          {
            displayName: 'Value',
            name: 'value',
            type: 'string',
            default: '',
            description: 'The value of the property',
          },
        ],
      },
    ],
  };
}

/** The two custom property lists of a file. */
export const filePropertyLists: NodeProperty[] = [
  keyValueProperty(
    'APP Properties',
    'appPropertiesUi',
    'appPropertyValues',
    'APP Property',
    'Properties only the app that set them can read',
  ),
  keyValueProperty('Properties', 'propertiesUi', 'propertyValues', 'Property', 'Properties every app can read'),
];

/** The file resource fields one may ask Drive to answer (`fields`). */
export function fieldsProperty(displayName: string, allName: string, extra: Partial<NodeProperty> = {}): NodeProperty {
  return {
    displayName,
    name: 'fields',
    type: 'multiOptions',
    options: [
      { name: allName, value: '*', description: 'Every field of the file' },
      ...['explicitlyTrashed', 'exportLinks', 'hasThumbnail', 'iconLink'].map((v) => ({ name: v, value: v })),
      { name: 'ID', value: 'id' },
      { name: 'Kind', value: 'kind' },
      { name: 'mimeType', value: 'mimeType' },
      { name: 'Name', value: 'name' },
      { name: 'Permissions', value: 'permissions' },
      { name: 'Shared', value: 'shared' },
      { name: 'Spaces', value: 'spaces' },
      { name: 'Starred', value: 'starred' },
      { name: 'thumbnailLink', value: 'thumbnailLink' },
      { name: 'Trashed', value: 'trashed' },
      { name: 'Version', value: 'version' },
      { name: 'webViewLink', value: 'webViewLink' },
    ],
    default: [],
    description: 'The fields of each file to answer (ID and name when none is chosen)',
    ...extra,
  };
}

/** Options of the share operations (sent as query parameters), by name. */
export const shareOption = {
  emailMessage: {
    displayName: 'Email Message',
    name: 'emailMessage',
    type: 'string',
    default: '',
    typeOptions: { rows: 2 },
    description: 'Text added to the notification e-mail',
  },
  moveToNewOwnersRoot: {
    displayName: 'Move To New Owners Root',
    name: 'moveToNewOwnersRoot',
    type: 'boolean',
    default: false,
    description: "Whether a file given to a new owner moves to that owner's My Drive root",
  },
  sendNotificationEmail: {
    displayName: 'Send Notification Email',
    name: 'sendNotificationEmail',
    type: 'boolean',
    default: false,
    description: 'Whether the person or group is told by e-mail',
  },
  transferOwnership: {
    displayName: 'Transfer Ownership',
    name: 'transferOwnership',
    type: 'boolean',
    default: false,
    description: 'Whether the new owner takes over from the current one (needed when the role is owner)',
  },
  useDomainAdminAccess: {
    displayName: 'Use Domain Admin Access',
    name: 'useDomainAdminAccess',
    type: 'boolean',
    default: false,
    description: "Whether to act as a domain administrator of the item's domain",
  },
} satisfies Record<string, NodeProperty>;

/** Capability flags of a shared drive (drive create). */
export const driveCapabilities: NodeProperty = {
  displayName: 'Capabilities',
  name: 'capabilities',
  type: 'collection',
  placeholder: 'Add Field',
  default: {},
  options: [
    'canAddChildren',
    'canChangeCopyRequiresWriterPermissionRestriction',
    'canChangeDomainUsersOnlyRestriction',
    'canChangeDriveBackground',
    'canChangeDriveMembersOnlyRestriction',
    'canComment',
    'canCopy',
    'canDeleteChildren',
    'canDeleteDrive',
    'canDownload',
    'canEdit',
    'canListChildren',
    'canManageMembers',
    'canReadRevisions',
    'canRename',
    'canRenameDrive',
    'canShare',
    'canTrashChildren',
  ].map((name) => ({
    displayName: name.replace(/^can/, 'Can').replace(/([a-z])([A-Z])/g, '$1 $2'),
    name,
    type: 'boolean' as const,
    default: false,
    description: 'Whether the current user has this capability on the drive',
  })),
};

/** Restriction flags of a shared drive (drive create and update). */
export const driveRestrictions: NodeProperty = {
  displayName: 'Restrictions',
  name: 'restrictions',
  type: 'collection',
  placeholder: 'Add Field',
  default: {},
  options: [
    {
      displayName: 'Admin Managed Restrictions',
      name: 'adminManagedRestrictions',
      type: 'boolean',
      default: false,
      description: 'Whether only administrators may change the restrictions',
    },
    {
      displayName: 'Copy Requires Writer Permission',
      name: 'copyRequiresWriterPermission',
      type: 'boolean',
      default: false,
      description: 'Whether readers and commenters may not copy, print or download files',
    },
    {
      displayName: 'Domain Users Only',
      name: 'domainUsersOnly',
      type: 'boolean',
      default: false,
      description: "Whether only users of the drive's domain may open its items",
    },
    {
      displayName: 'Drive Members Only',
      name: 'driveMembersOnly',
      type: 'boolean',
      default: false,
      description: 'Whether only members of the drive may open its items',
    },
  ],
};
