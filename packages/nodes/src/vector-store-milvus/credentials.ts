import type { CredentialType } from '@weft/workflow';

/**
 * `milvusApi`: a Milvus server's address and, when it checks users, a username and password. The
 * store talks gRPC to the address; the credential test lists collections through Milvus's RESTful
 * v1 API on the same port, authorised as `Bearer <username>:<password>` (as n8n's test does).
 */
export const milvusApi: CredentialType = {
  name: 'milvusApi',
  displayName: 'Milvus',
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/credentials/milvus/',
  properties: [
    { displayName: 'Base URL', name: 'baseUrl', required: true, type: 'string', default: 'http://localhost:19530' },
    { displayName: 'Username', name: 'username', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: {
      ...request.headers,
      Authorization: `Bearer ${String(credentials.username ?? '')}:${String(credentials.password ?? '')}`,
    },
  }),
  test: { request: { baseURL: '={{ $credentials.baseUrl }}', url: '/v1/vector/collections', method: 'GET' } },
};
