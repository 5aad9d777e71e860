/**
 * The AWS credentials with n8n's names and property names, so exported credentials import as they
 * are: `aws` (an access key, optionally temporary with a session token) and `awsAssumeRole` (a
 * role assumed through STS AssumeRole with an STS access key). Requests are signed with AWS
 * Signature Version 4 (`sigv4.ts`); the S3 node code signs its own calls (`client.ts`), and
 * `authenticate` signs any other request made with the credential (such as the credential test,
 * STS GetCallerIdentity in the credential's region).
 */
import type { CredentialType, HttpRequestOptions, NodeProperty } from '@weft/workflow';
import { signRequest } from './sigv4.js';

/** The region choice both AWS credentials share (n8n's regions). */
const AWS_REGION: NodeProperty = {
  displayName: 'Region',
  name: 'region',
  type: 'options',
  options: [
    {
      name: 'Africa (Cape Town) - af-south-1',
      value: 'af-south-1',
    },
    {
      name: 'Asia Pacific (Hong Kong) - ap-east-1',
      value: 'ap-east-1',
    },
    {
      name: 'Asia Pacific (Mumbai) - ap-south-1',
      value: 'ap-south-1',
    },
    {
      name: 'Asia Pacific (Hyderabad) - ap-south-2',
      value: 'ap-south-2',
    },
    {
      name: 'Asia Pacific (Singapore) - ap-southeast-1',
      value: 'ap-southeast-1',
    },
    {
      name: 'Asia Pacific (Sydney) - ap-southeast-2',
      value: 'ap-southeast-2',
    },
    {
      name: 'Asia Pacific (Jakarta) - ap-southeast-3',
      value: 'ap-southeast-3',
    },
    {
      name: 'Asia Pacific (Melbourne) - ap-southeast-4',
      value: 'ap-southeast-4',
    },
    {
      name: 'Asia Pacific (Malaysia) - ap-southeast-5',
      value: 'ap-southeast-5',
    },
    {
      name: 'Asia Pacific (Thailand) - ap-southeast-7',
      value: 'ap-southeast-7',
    },
    {
      name: 'Asia Pacific (Tokyo) - ap-northeast-1',
      value: 'ap-northeast-1',
    },
    {
      name: 'Asia Pacific (Seoul) - ap-northeast-2',
      value: 'ap-northeast-2',
    },
    {
      name: 'Asia Pacific (Osaka) - ap-northeast-3',
      value: 'ap-northeast-3',
    },
    {
      name: 'Canada (Central) - ca-central-1',
      value: 'ca-central-1',
    },
    {
      name: 'Canada West (Calgary) - ca-west-1',
      value: 'ca-west-1',
    },
    {
      name: 'China (Beijing) - cn-north-1',
      value: 'cn-north-1',
    },
    {
      name: 'China (Ningxia) - cn-northwest-1',
      value: 'cn-northwest-1',
    },
    {
      name: 'Europe (Frankfurt) - eu-central-1',
      value: 'eu-central-1',
    },
    {
      name: 'Europe (Zurich) - eu-central-2',
      value: 'eu-central-2',
    },
    {
      name: 'Europe (Stockholm) - eu-north-1',
      value: 'eu-north-1',
    },
    {
      name: 'Europe (Milan) - eu-south-1',
      value: 'eu-south-1',
    },
    {
      name: 'Europe (Spain) - eu-south-2',
      value: 'eu-south-2',
    },
    {
      name: 'Europe (Ireland) - eu-west-1',
      value: 'eu-west-1',
    },
    {
      name: 'Europe (London) - eu-west-2',
      value: 'eu-west-2',
    },
    {
      name: 'Europe (Paris) - eu-west-3',
      value: 'eu-west-3',
    },
    {
      name: 'Israel (Tel Aviv) - il-central-1',
      value: 'il-central-1',
    },
    {
      name: 'Middle East (UAE) - me-central-1',
      value: 'me-central-1',
    },
    {
      name: 'Middle East (Bahrain) - me-south-1',
      value: 'me-south-1',
    },
    {
      name: 'Mexico (Central) - mx-central-1',
      value: 'mx-central-1',
    },
    {
      name: 'South America (São Paulo) - sa-east-1',
      value: 'sa-east-1',
    },
    {
      name: 'US East (N. Virginia) - us-east-1',
      value: 'us-east-1',
    },
    {
      name: 'US East (Ohio) - us-east-2',
      value: 'us-east-2',
    },
    {
      name: 'US East (GovCloud) - us-gov-east-1',
      value: 'us-gov-east-1',
    },
    {
      name: 'US West (N. California) - us-west-1',
      value: 'us-west-1',
    },
    {
      name: 'US West (Oregon) - us-west-2',
      value: 'us-west-2',
    },
    {
      name: 'US West (GovCloud) - us-gov-west-1',
      value: 'us-gov-west-1',
    },
  ],
  default: 'us-east-1',
};

/** Custom service endpoints (for VPC endpoints), both AWS credentials share them. */
const AWS_CUSTOM_ENDPOINTS: NodeProperty[] = [
  {
    displayName: 'Custom Endpoints',
    name: 'customEndpoints',
    type: 'boolean',
    default: false,
  },
  {
    displayName: 'Rekognition Endpoint',
    name: 'rekognitionEndpoint',
    type: 'string',
    displayOptions: {
      show: {
        customEndpoints: [true],
      },
    },
    default: '',
    placeholder: 'https://rekognition.{region}.amazonaws.com',
  },
  {
    displayName: 'Lambda Endpoint',
    name: 'lambdaEndpoint',
    type: 'string',
    displayOptions: {
      show: {
        customEndpoints: [true],
      },
    },
    default: '',
    placeholder: 'https://lambda.{region}.amazonaws.com',
  },
  {
    displayName: 'SNS Endpoint',
    name: 'snsEndpoint',
    type: 'string',
    displayOptions: {
      show: {
        customEndpoints: [true],
      },
    },
    default: '',
    placeholder: 'https://sns.{region}.amazonaws.com',
  },
  {
    displayName: 'SES Endpoint',
    name: 'sesEndpoint',
    type: 'string',
    displayOptions: {
      show: {
        customEndpoints: [true],
      },
    },
    default: '',
    placeholder: 'https://email.{region}.amazonaws.com',
  },
  {
    displayName: 'SQS Endpoint',
    name: 'sqsEndpoint',
    type: 'string',
    displayOptions: {
      show: {
        customEndpoints: [true],
      },
    },
    default: '',
    placeholder: 'https://sqs.{region}.amazonaws.com',
  },
  {
    displayName: 'S3 Endpoint',
    name: 's3Endpoint',
    type: 'string',
    displayOptions: {
      show: {
        customEndpoints: [true],
      },
    },
    default: '',
    placeholder: 'https://s3.{region}.amazonaws.com',
  },
  {
    displayName: 'SSM Endpoint',
    name: 'ssmEndpoint',
    type: 'string',
    displayOptions: {
      show: {
        customEndpoints: [true],
      },
    },
    default: '',
    placeholder: 'https://ssm.{region}.amazonaws.com',
  },
];

const str = (v: unknown) => String(v ?? '').trim();
// Weft's credential test resolves plain `{{$credentials.x}}` only, so China's `amazonaws.com.cn` STS hosts are not told apart here.
const stsOrigin = '=https://sts.{{$credentials.region}}.amazonaws.com';

/** The full URL of a request (base URL, path and query). */
function fullUrl(request: HttpRequestOptions & { baseURL?: string }): string {
  const base = request.baseURL ? request.baseURL.replace(/\/+$/, '') : '';
  const url = new URL(
    base && !/^https?:\/\//i.test(request.url) ? `${base}/${request.url.replace(/^\/+/, '')}` : request.url,
  );
  for (const [key, value] of Object.entries(request.qs ?? {}))
    if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
  return url.toString();
}

/** The service and region an AWS host names (`sts.us-east-1.amazonaws.com` → sts, us-east-1). */
export function serviceOfHost(host: string): { service: string; region?: string } {
  const [service = '', region] = host.replace(/\.amazonaws\.com.*$/, '').split('.');
  return { service, region };
}

/** Signs a request with keys: the URL's query moved into the URL, its body as text. */
function signWith(
  request: HttpRequestOptions & { baseURL?: string },
  keys: { accessKeyId: string; secretAccessKey: string; sessionToken?: string },
  region: string,
): HttpRequestOptions {
  const url = fullUrl(request);
  const parsed = serviceOfHost(new URL(url).hostname);
  const body =
    request.body === undefined || request.body === null
      ? undefined
      : typeof request.body === 'string' || request.body instanceof Uint8Array
        ? request.body
        : JSON.stringify(request.body);
  const headers = signRequest(
    {
      method: request.method ?? 'GET',
      url,
      headers: request.headers,
      body,
      region: parsed.region ?? region,
      service: parsed.service,
    },
    keys,
  );
  const { baseURL: _base, qs: _qs, ...rest } = request;
  return { ...rest, url, headers, ...(body !== undefined ? { body } : {}) };
}

/** `aws`: region, access key, temporary credentials and custom endpoints. */
export const awsCredential: CredentialType = {
  name: 'aws',
  displayName: 'AWS (IAM)',
  documentationUrl: 'aws',
  properties: [
    AWS_REGION,
    {
      displayName: 'Access Key ID',
      name: 'accessKeyId',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Secret Access Key',
      name: 'secretAccessKey',
      type: 'string',
      default: '',
      typeOptions: {
        password: true,
      },
    },
    {
      displayName: 'Temporary Security Credentials',
      name: 'temporaryCredentials',
      type: 'boolean',
      default: false,
    },
    {
      displayName: 'Session Token',
      name: 'sessionToken',
      type: 'string',
      displayOptions: {
        show: {
          temporaryCredentials: [true],
        },
      },
      default: '',
      typeOptions: {
        password: true,
      },
    },
    ...AWS_CUSTOM_ENDPOINTS,
  ],
  authenticate: (credentials, request) =>
    signWith(
      request,
      {
        accessKeyId: str(credentials.accessKeyId),
        secretAccessKey: str(credentials.secretAccessKey),
        sessionToken: credentials.temporaryCredentials ? str(credentials.sessionToken) : undefined,
      },
      str(credentials.region) || 'us-east-1',
    ),
  test: { request: { baseURL: stsOrigin, url: '?Action=GetCallerIdentity&Version=2011-06-15', method: 'POST' } },
};

/**
 * `awsAssumeRole`: the role, its external id and session name, and the STS access key that assumes
 * it. The node assumes the role before its calls (`client.ts`); the credential test signs STS
 * GetCallerIdentity with the STS access key (a synchronous signer cannot call STS first), so it
 * checks that key, not the role.
 */
export const awsAssumeRoleCredential: CredentialType = {
  name: 'awsAssumeRole',
  displayName: 'AWS (Assume Role)',
  documentationUrl: 'awsassumerole',
  properties: [
    AWS_REGION,
    {
      displayName: 'Use System Credentials',
      name: 'useSystemCredentialsForRole',
      type: 'boolean',
      default: false,
    },
    {
      displayName: 'STS Access Key ID',
      name: 'stsAccessKeyId',
      type: 'string',
      displayOptions: {
        show: {
          useSystemCredentialsForRole: [false],
        },
      },
      required: true,
      default: '',
    },
    {
      displayName: 'STS Access Key Secret',
      name: 'stsSecretAccessKey',
      type: 'string',
      displayOptions: {
        show: {
          useSystemCredentialsForRole: [false],
        },
      },
      required: true,
      default: '',
      typeOptions: {
        password: true,
      },
    },
    {
      displayName: 'STS Session Token (optional)',
      name: 'stsSessionToken',
      type: 'string',
      displayOptions: {
        show: {
          useSystemCredentialsForRole: [false],
        },
      },
      default: '',
      typeOptions: {
        password: true,
      },
    },
    {
      displayName: 'Role ARN',
      name: 'roleArn',
      type: 'string',
      required: true,
      default: '',
      placeholder: 'arn:aws:iam::123456789012:role/MyRole',
    },
    {
      displayName: 'External ID',
      name: 'externalId',
      type: 'string',
      required: true,
      default: '',
      typeOptions: {
        password: true,
      },
    },
    {
      displayName: 'Role Session Name',
      name: 'roleSessionName',
      type: 'string',
      required: true,
      default: 'n8n-session',
    },
    ...AWS_CUSTOM_ENDPOINTS,
  ],
  authenticate: (credentials, request) =>
    signWith(
      request,
      {
        accessKeyId: str(credentials.stsAccessKeyId),
        secretAccessKey: str(credentials.stsSecretAccessKey),
        sessionToken: str(credentials.stsSessionToken) || undefined,
      },
      str(credentials.region) || 'us-east-1',
    ),
  test: { request: { baseURL: stsOrigin, url: '?Action=GetCallerIdentity&Version=2011-06-15', method: 'POST' } },
};
