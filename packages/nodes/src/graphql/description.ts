import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const credential = (name: string, authentication: string) => ({ name, required: true, displayOptions: { show: { authentication: [authentication] } } });

const properties: NodeProperty[] = [
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', noDataExpression: true, default: 'none', description: 'The way to authenticate',
    options: [
      { name: 'Basic Auth', value: 'basicAuth' },
      { name: 'Custom Auth', value: 'customAuth' },
      { name: 'Digest Auth', value: 'digestAuth' },
      { name: 'Header Auth', value: 'headerAuth' },
      { name: 'None', value: 'none' },
      { name: 'OAuth1', value: 'oAuth1' },
      { name: 'OAuth2', value: 'oAuth2' },
      { name: 'Query Auth', value: 'queryAuth' },
    ],
  },
  {
    displayName: 'HTTP Request Method', name: 'requestMethod', type: 'options', default: 'POST', description: 'The HTTP method the query is sent with',
    options: [{ name: 'GET', value: 'GET' }, { name: 'POST', value: 'POST' }],
  },
  { displayName: 'Endpoint', name: 'endpoint', type: 'string', default: '', placeholder: 'http://example.com/graphql', description: 'The URL of the GraphQL server', required: true },
  { displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false, description: 'Whether to accept the answer even when the server’s certificate cannot be validated' },
  {
    displayName: 'Request Format', name: 'requestFormat', type: 'options', required: true, default: 'graphql', description: 'How the query is put in the body',
    displayOptions: { show: { requestMethod: ['POST'], '@version': [1] } },
    options: [{ name: 'GraphQL (Raw)', value: 'graphql' }, { name: 'JSON', value: 'json' }],
  },
  {
    displayName: 'Request Format', name: 'requestFormat', type: 'options', required: true, default: 'json', description: 'How the query is put in the body',
    displayOptions: { show: { requestMethod: ['POST'], '@version': [{ _cnd: { gte: 1.1 } }] } },
    options: [
      { name: 'JSON (Recommended)', value: 'json', description: 'An object with the query, its variables and the operation name, which every GraphQL server reads' },
      { name: 'GraphQL (Raw)', value: 'graphql', description: 'The query text alone (application/graphql), which some servers do not read' },
    ],
  },
  { displayName: 'Query', name: 'query', type: 'string', default: '', description: 'The GraphQL query or mutation', required: true, typeOptions: { rows: 6 } },
  {
    displayName: 'Variables', name: 'variables', type: 'json', default: '', description: 'The query’s variables, as a JSON object',
    displayOptions: { show: { requestFormat: ['json'], requestMethod: ['POST'] } },
  },
  {
    displayName: 'Operation Name', name: 'operationName', type: 'string', default: '', description: 'Which operation of the query to run, when it has several',
    displayOptions: { show: { requestFormat: ['json'], requestMethod: ['POST'] } },
  },
  {
    displayName: 'Response Format', name: 'responseFormat', type: 'options', default: 'json', description: 'How the answer is returned',
    options: [{ name: 'JSON', value: 'json' }, { name: 'String', value: 'string' }],
  },
  {
    displayName: 'Response Data Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true, description: 'The output field that gets the answer’s text',
    displayOptions: { show: { responseFormat: ['string'] } },
  },
  {
    displayName: 'Headers', name: 'headerParametersUi', placeholder: 'Add Header', type: 'fixedCollection', typeOptions: { multipleValues: true }, description: 'Headers to send', default: {},
    options: [{
      name: 'parameter', displayName: 'Header',
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The header’s name' },
        { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'The header’s value' },
      ],
    }],
  },
];

/** Description of GraphQL 1 and 1.1 (n8n's `n8n-nodes-base.graphql`); 1.1 sends JSON bodies by default. */
export const graphqlDescription: NodeTypeDescription = {
  name: 'weft.graphql',
  displayName: 'GraphQL',
  description: 'Makes a GraphQL request and returns the received data',
  icon: 'file:graphql.png',
  group: ['input'],
  version: [1, 1.1],
  defaults: { name: 'GraphQL' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    credential('httpBasicAuth', 'basicAuth'),
    credential('httpCustomAuth', 'customAuth'),
    credential('httpDigestAuth', 'digestAuth'),
    credential('httpHeaderAuth', 'headerAuth'),
    credential('httpQueryAuth', 'queryAuth'),
    credential('oAuth1Api', 'oAuth1'),
    credential('oAuth2Api', 'oAuth2'),
  ],
  properties,
};
