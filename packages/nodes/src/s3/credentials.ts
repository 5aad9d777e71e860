/**
 * The S3-compatible credential with n8n's name and property names (`s3`), so exported credentials
 * import as they are: the service's endpoint, region, access key, path-style choice and whether to
 * ignore its TLS certificate. The node signs its calls with AWS Signature Version 4 for service
 * `s3` (`../aws-s3/client.ts`); `authenticate` signs any other request made with it.
 */
import type { CredentialType } from '@weft/workflow';
import { signRequest } from '../aws-s3/sigv4.js';

const str = (v: unknown) => String(v ?? '').trim();

/** `s3`: endpoint, region, access key, Force Path Style and Ignore SSL Issues. */
export const s3Credential: CredentialType = {
  name: 's3',
  displayName: 'S3',
  documentationUrl: 's3',
  properties: [
    { displayName: 'S3 Endpoint', name: 'endpoint', type: 'string', default: '' },
    { displayName: 'Region', name: 'region', type: 'string', default: 'us-east-1' },
    { displayName: 'Access Key ID', name: 'accessKeyId', type: 'string', default: '' },
    {
      displayName: 'Secret Access Key',
      name: 'secretAccessKey',
      type: 'string',
      default: '',
      typeOptions: { password: true },
    },
    { displayName: 'Force Path Style', name: 'forcePathStyle', type: 'boolean', default: false },
    {
      displayName: 'Ignore SSL Issues (Insecure)',
      name: 'ignoreSSLIssues',
      type: 'boolean',
      default: false,
      description: 'Whether to connect even if SSL certificate validation is not possible',
    },
  ],
  authenticate: (credentials, request) => {
    const base = (request as { baseURL?: string }).baseURL?.replace(/\/+$/, '') ?? '';
    const url = new URL(
      base && !/^https?:\/\//i.test(request.url) ? `${base}/${request.url.replace(/^\/+/, '')}` : request.url,
    );
    for (const [key, value] of Object.entries(request.qs ?? {}))
      if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
    const body = typeof request.body === 'string' || request.body instanceof Uint8Array ? request.body : undefined;
    const headers = signRequest(
      {
        method: request.method ?? 'GET',
        url: url.toString(),
        headers: request.headers,
        body,
        region: str(credentials.region) || 'us-east-1',
        service: 's3',
      },
      { accessKeyId: str(credentials.accessKeyId), secretAccessKey: str(credentials.secretAccessKey) },
    );
    const { qs: _qs, ...rest } = request;
    return { ...rest, url: url.toString(), headers, ignoreSslIssues: credentials.ignoreSSLIssues === true };
  },
  // n8n's S3 credential has no test; listing the buckets at the endpoint checks the key.
  test: { request: { baseURL: '={{$credentials.endpoint}}', url: '/' } },
};
