/** Google Contacts (n8n's `n8n-nodes-base.googleContacts`), typeVersion 1. */
import type { LoadOptionsMethod, NodeMethodContext, NodeType, NodeTypeDescription } from '@weft/workflow';
import { googleApiRequestAll, googleAuthSource } from '../shared/google/index.js';
import { executeGoogleContacts, PEOPLE_API } from './execute.js';
import { googleContactsProperties } from './properties.js';

/** Google Contacts 1's description. */
export const googleContactsDescription: NodeTypeDescription = {
  name: 'weft.googleContacts',
  displayName: 'Google Contacts',
  icon: 'file:googleContacts.png',
  group: ['input'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Create, read, search, change and delete Google contacts',
  defaults: { name: 'Google Contacts' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'googleContactsOAuth2Api', required: true }],
  codex: { categories: ['Miscellaneous'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googlecontacts/',
  properties: googleContactsProperties,
};

/** The user's contact groups (their resource names are the values). */
const getGroups: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = ctx ?? this;
  const groups = await googleApiRequestAll<{ name: string; resourceName: string }>(
    googleAuthSource(c, 'oAuth2', 'googleContactsOAuth2Api'),
    'contactGroups',
    { url: `${PEOPLE_API}/contactGroups`, qs: { pageSize: 100 } },
  );
  return groups.map((g) => ({ name: g.name, value: g.resourceName }));
};

/** Google Contacts 1. */
export const googleContactsNode: NodeType[] = [
  { description: googleContactsDescription, execute: executeGoogleContacts, methods: { loadOptions: { getGroups } } },
];
