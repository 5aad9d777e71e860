import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const onOperations = (...operation: string[]) => ({ show: { '/operation': operation } });
const SIGNING_ALGORITHMS = ['ES256', 'ES384', 'ES512', 'HS256', 'HS384', 'HS512', 'PS256', 'PS384', 'PS512', 'RS256', 'RS384', 'RS512'];

const properties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Decode', value: 'decode', action: 'Decode a JWT' },
      { name: 'Sign', value: 'sign', action: 'Sign a JWT' },
      { name: 'Verify', value: 'verify', action: 'Verify a JWT' },
    ],
    default: 'sign',
  },
  { displayName: 'Use JSON to Build Payload', name: 'useJson', type: 'boolean', default: false, description: 'Whether to write the claims as JSON instead of picking them one by one', displayOptions: { show: { operation: ['sign'] } } },
  {
    displayName: 'Payload Claims',
    name: 'claims',
    type: 'collection',
    placeholder: 'Add Claim',
    default: {},
    displayOptions: { show: { operation: ['sign'], useJson: [false] } },
    options: [
      { displayName: 'Audience', name: 'audience', type: 'string', placeholder: 'e.g. https://example.com', default: '', description: 'Who the token is meant for' },
      { displayName: 'Expires In', name: 'expiresIn', type: 'number', placeholder: 'e.g. 3600', default: 3600, typeOptions: { minValue: 0 }, description: 'How long the token is valid, in seconds' },
      { displayName: 'Issuer', name: 'issuer', type: 'string', placeholder: 'e.g. https://example.com', default: '', description: 'Who issued the token' },
      { displayName: 'JWT ID', name: 'jwtid', type: 'string', placeholder: 'e.g. 123456', default: '', description: 'A unique identifier of the token' },
      { displayName: 'Not Before', name: 'notBefore', type: 'number', default: 0, typeOptions: { minValue: 0 }, description: 'Time before which the token must not be accepted' },
      { displayName: 'Subject', name: 'subject', type: 'string', default: '', description: 'Whom the token is about' },
    ],
  },
  {
    displayName: 'Payload Claims (JSON)',
    name: 'claimsJson',
    type: 'json',
    description: 'The claims of the token, as a JSON object',
    default: '{\n  "my_field_1": "value 1",\n  "my_field_2": "value 2"\n}\n',
    typeOptions: { rows: 5 },
    displayOptions: { show: { operation: ['sign'], useJson: [true] } },
  },
  {
    displayName: 'Token',
    name: 'token',
    type: 'string',
    typeOptions: { password: true },
    required: true,
    default: '',
    description: 'The token to verify or decode',
    displayOptions: { show: { operation: ['verify', 'decode'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      { displayName: 'Return Additional Info', name: 'complete', type: 'boolean', default: false, description: 'Whether to answer the header and signature too, not only the payload', displayOptions: onOperations('verify', 'decode') },
      { displayName: 'Ignore Expiration', name: 'ignoreExpiration', type: 'boolean', default: false, description: 'Whether an expired token still passes', displayOptions: onOperations('verify') },
      { displayName: 'Ignore Not Before Claim', name: 'ignoreNotBefore', type: 'boolean', default: false, description: 'Whether a token that is not valid yet still passes', displayOptions: onOperations('verify') },
      { displayName: 'Clock Tolerance', name: 'clockTolerance', type: 'number', default: 0, typeOptions: { minValue: 0 }, description: 'Seconds of clock difference between servers to allow when checking the nbf and exp claims', displayOptions: onOperations('verify') },
      { displayName: 'Key ID', name: 'kid', type: 'string', placeholder: 'e.g. 123456', default: '', description: 'The kid header: which key checks the signature', displayOptions: onOperations('sign') },
      {
        displayName: 'Override Algorithm',
        name: 'algorithm',
        type: 'options',
        options: SIGNING_ALGORITHMS.map((a) => ({ name: a, value: a })),
        default: 'HS256',
        description: 'Algorithm to sign or verify with instead of the credential’s',
        displayOptions: onOperations('sign', 'verify'),
      },
    ],
  },
];

/** Description of JWT 1 (n8n's `jwt`): parameters as in n8n 1.123. */
export const jwtDescription: NodeTypeDescription = {
  name: 'weft.jwt',
  displayName: 'JWT',
  description: 'JWT',
  icon: 'file:jwt.svg',
  group: ['transform'],
  version: 1,
  subtitle: "={{ { sign: 'Sign a JWT', decode: 'Decode a JWT', verify: 'Verify a JWT' }[$parameter.operation] ?? $parameter.operation }}",
  defaults: { name: 'JWT' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'jwtAuth', required: true }],
  codex: { categories: ['Development'], alias: ['Token', 'Key', 'JSON', 'Payload', 'Sign', 'Verify', 'Decode'] },
  properties,
};
