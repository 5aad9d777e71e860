/**
 * `supabaseApi` (n8n's name and property names, so exported credentials import as they are): the
 * project's URL and its service role key, sent as the `apikey` header and as a Bearer token to the
 * project's REST API (PostgREST under `<host>/rest/v1`).
 */
import type { CredentialType } from '@weft/workflow';

/** `supabaseApi`: the project URL and the service role secret. */
export const supabaseApiCredential: CredentialType = {
  name: 'supabaseApi',
  displayName: 'Supabase API',
  documentationUrl: 'supabase',
  properties: [
    {
      displayName: 'Host',
      name: 'host',
      type: 'string',
      placeholder: 'https://your_account.supabase.co',
      default: '',
      description: 'The project URL (Project Settings → API)',
    },
    {
      displayName: 'Service Role Secret',
      name: 'serviceRole',
      type: 'string',
      default: '',
      typeOptions: { password: true },
      description:
        'The service_role key of the project: it bypasses row level security, so keep the credential to trusted workflows',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: {
      ...request.headers,
      apikey: String(credentials.serviceRole ?? ''),
      Authorization: `Bearer ${String(credentials.serviceRole ?? '')}`,
    },
  }),
  test: {
    request: { baseURL: '={{$credentials.host}}/rest/v1', url: '/', headers: { Prefer: 'return=representation' } },
  },
};
