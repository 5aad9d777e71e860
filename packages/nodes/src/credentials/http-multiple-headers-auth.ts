import type { CredentialType } from '@weft/workflow';

/** One header of {@link httpMultipleHeadersAuth}. */
interface HeaderValue {
  name?: string;
  value?: string;
}

/** The headers of a `httpMultipleHeadersAuth` credential's data, by name (entries without a name are left out). */
export function multipleHeaders(credentials: Record<string, unknown>): Record<string, string> {
  const values = (credentials.headers as { values?: HeaderValue[] } | undefined)?.values ?? [];
  const out: Record<string, string> = {};
  for (const h of values) if (h.name) out[h.name] = String(h.value ?? '');
  return out;
}

/** `httpMultipleHeadersAuth`: several headers (name and value each) added to every request. */
export const httpMultipleHeadersAuth: CredentialType = {
  name: 'httpMultipleHeadersAuth',
  displayName: 'Multiple Headers Auth',
  documentationUrl: 'httprequest',
  properties: [
    {
      displayName: 'Headers',
      name: 'headers',
      type: 'fixedCollection',
      default: { values: [{ name: '', value: '' }] },
      typeOptions: { multipleValues: true },
      placeholder: 'Add Header',
      options: [
        {
          displayName: 'Header',
          name: 'values',
          values: [
            { displayName: 'Name', name: 'name', type: 'string', default: '' },
            { displayName: 'Value', name: 'value', type: 'string', typeOptions: { password: true }, default: '' },
          ],
        },
      ],
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, ...multipleHeaders(credentials) },
  }),
};
