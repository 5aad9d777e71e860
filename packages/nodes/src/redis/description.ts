import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const show = (...operation: string[]) => ({ show: { operation } });
const keyTypes = (automatic: string) => [
  { name: 'Automatic', value: 'automatic', description: automatic },
  { name: 'Hash', value: 'hash' },
  { name: 'List', value: 'list' },
  { name: 'Sets', value: 'sets' },
  { name: 'String', value: 'string' },
];
const dotNotation: NodeProperty = { displayName: 'Dot Notation', name: 'dotNotation', type: 'boolean', default: true, description: 'Whether "a.b" in the name sets b inside a; off, it sets the key "a.b"' };

/** Description of Redis 1. */
export const redisDescription: NodeTypeDescription = {
  name: 'weft.redis',
  displayName: 'Redis',
  description: 'Get, send and update data in Redis',
  icon: 'file:redis.svg',
  group: ['input'],
  version: 1,
  subtitle: '={{ $parameter["operation"] }}',
  defaults: { name: 'Redis', color: '#0033AA' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'redis', required: true }],
  properties: [
    {
      displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'info',
      options: [
        { name: 'Delete', value: 'delete', description: 'Delete a key', action: 'Delete a key from Redis' },
        { name: 'Get', value: 'get', description: 'Get the value of a key', action: 'Get the value of a key from Redis' },
        { name: 'Increment', value: 'incr', description: 'Add 1 to a key, creating it when missing', action: 'Atomically increment a key by 1' },
        { name: 'Info', value: 'info', description: 'The server’s generic information', action: 'Get generic information about the Redis instance' },
        { name: 'Keys', value: 'keys', description: 'Keys matching a pattern', action: 'Return all keys matching a pattern' },
        { name: 'List Length', value: 'llen', description: 'The length of a list', action: 'Get the length of a list' },
        { name: 'Pop', value: 'pop', description: 'Take an item off a list', action: 'Pop data from a redis list' },
        { name: 'Publish', value: 'publish', description: 'Publish a message to a channel', action: 'Publish data to a redis channel' },
        { name: 'Push', value: 'push', description: 'Add an item to a list', action: 'Push data to a redis list' },
        { name: 'Set', value: 'set', description: 'Set the value of a key', action: 'Set the value of a key in redis' },
      ],
    },
    { displayName: 'Key', name: 'key', type: 'string', displayOptions: show('delete'), default: '', required: true, description: 'The key to delete' },
    { displayName: 'Name', name: 'propertyName', type: 'string', displayOptions: show('get'), default: 'propertyName', required: true, description: 'The output property that gets the value (dot notation: "data.person[0].name")' },
    { displayName: 'Key', name: 'key', type: 'string', displayOptions: show('get'), default: '', required: true },
    { displayName: 'Key Type', name: 'keyType', type: 'options', displayOptions: show('get'), options: keyTypes('Ask the server for the type first (slower)'), default: 'automatic' },
    { displayName: 'Options', name: 'options', type: 'collection', displayOptions: show('get'), placeholder: 'Add option', default: {}, options: [dotNotation] },
    { displayName: 'Key', name: 'key', type: 'string', displayOptions: show('incr'), default: '', required: true },
    { displayName: 'Expire', name: 'expire', type: 'boolean', displayOptions: show('incr'), default: false, description: 'Whether the key expires' },
    { displayName: 'TTL', name: 'ttl', type: 'number', typeOptions: { minValue: 1 }, displayOptions: { show: { operation: ['incr'], expire: [true] } }, default: 60, description: 'Seconds until the key expires' },
    { displayName: 'Key Pattern', name: 'keyPattern', type: 'string', displayOptions: show('keys'), default: '', required: true, description: 'e.g. user:*' },
    { displayName: 'Get Values', name: 'getValues', type: 'boolean', displayOptions: show('keys'), default: true, description: 'Whether to also read each key’s value' },
    { displayName: 'List', name: 'list', type: 'string', displayOptions: show('llen'), default: '', required: true },
    { displayName: 'Key', name: 'key', type: 'string', displayOptions: show('set'), default: '', required: true },
    { displayName: 'Value', name: 'value', type: 'string', displayOptions: show('set'), default: '' },
    { displayName: 'Key Type', name: 'keyType', type: 'options', displayOptions: show('set'), options: keyTypes('Guess the type from the value'), default: 'automatic' },
    { displayName: 'Value Is JSON', name: 'valueIsJSON', type: 'boolean', displayOptions: { show: { keyType: ['hash'] } }, default: true, description: 'Whether the value is JSON, or space-separated key value pairs' },
    { displayName: 'Expire', name: 'expire', type: 'boolean', displayOptions: show('set'), default: false, description: 'Whether the key expires' },
    { displayName: 'TTL', name: 'ttl', type: 'number', typeOptions: { minValue: 1 }, displayOptions: { show: { operation: ['set'], expire: [true] } }, default: 60, description: 'Seconds until the key expires' },
    { displayName: 'Channel', name: 'channel', type: 'string', displayOptions: show('publish'), default: '', required: true },
    { displayName: 'Data', name: 'messageData', type: 'string', displayOptions: show('publish'), default: '', required: true },
    { displayName: 'List', name: 'list', type: 'string', displayOptions: show('push', 'pop'), default: '', required: true },
    { displayName: 'Data', name: 'messageData', type: 'string', displayOptions: show('push'), default: '', required: true },
    { displayName: 'Tail', name: 'tail', type: 'boolean', displayOptions: show('push', 'pop'), default: false, description: 'Whether to work at the end of the list rather than the start' },
    { displayName: 'Name', name: 'propertyName', type: 'string', displayOptions: show('pop'), default: 'propertyName', description: 'The output property that gets the value (dot notation: "data.person[0].name")' },
    { displayName: 'Options', name: 'options', type: 'collection', displayOptions: show('pop'), placeholder: 'Add option', default: {}, options: [dotNotation] },
  ],
};
