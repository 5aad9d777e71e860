/**
 * Google Cloud Storage 1's parameters (n8n's `n8n-nodes-base.googleCloudStorage`). Names, types,
 * defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's editor mean the
 * same here; descriptions, hints and n8n's declarative routing are left out (`execute.ts` sends the
 * same requests).
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const googleCloudStorageProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Bucket',
        value: 'bucket',
      },
      {
        name: 'Object',
        value: 'object',
      },
    ],
    default: 'bucket',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['bucket'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a new Bucket',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an empty Bucket',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a Bucket',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get a list of Buckets for a given project',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update the metadata of a Bucket',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Project ID',
    name: 'projectId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['create', 'getAll'],
      },
    },
    default: '',
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['create', 'get', 'update', 'delete'],
      },
    },
    default: '',
  },
  {
    displayName: 'Prefix',
    name: 'prefix',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['getAll'],
      },
    },
    default: '',
  },
  {
    displayName: 'Projection',
    name: 'projection',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'All Properties',
        value: 'full',
      },
      {
        name: 'No ACL',
        value: 'noAcl',
      },
    ],
    default: 'noAcl',
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['create', 'get', 'getAll', 'update'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Filters',
    name: 'getFilters',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['delete', 'get', 'update'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Metageneration Match',
        name: 'ifMetagenerationMatch',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Metageneration Exclude',
        name: 'ifMetagenerationNotMatch',
        type: 'number',
        default: 0,
      },
    ],
  },
  {
    displayName: 'Predefined Access Control',
    name: 'createAcl',
    type: 'collection',
    noDataExpression: true,
    default: {},
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['create', 'update'],
      },
    },
    options: [
      {
        displayName: 'Predefined ACL',
        name: 'predefinedAcl',
        type: 'options',
        default: 'authenticatedRead',
        options: [
          {
            name: 'Authenticated Read',
            value: 'authenticatedRead',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Project Private',
            value: 'projectPrivate',
          },
          {
            name: 'Public Read',
            value: 'publicRead',
          },
          {
            name: 'Public Read/Write',
            value: 'publicReadWrite',
          },
        ],
      },
      {
        displayName: 'Predefined Default Object ACL',
        name: 'predefinedDefaultObjectAcl',
        type: 'options',
        default: 'authenticatedRead',
        options: [
          {
            name: 'Authenticated Read',
            value: 'authenticatedRead',
          },
          {
            name: 'Bucket Owner Full Control',
            value: 'bucketOwnerFullControl',
          },
          {
            name: 'Bucket Owner Read',
            value: 'bucketOwnerRead',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Project Private',
            value: 'projectPrivate',
          },
          {
            name: 'Public Read',
            value: 'publicRead',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Additional Parameters',
    name: 'createBody',
    type: 'collection',
    noDataExpression: true,
    default: {},
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['create', 'update'],
      },
    },
    options: [
      {
        displayName: 'Access Control',
        name: 'acl',
        type: 'json',
        default: '[]',
      },
      {
        displayName: 'Billing',
        name: 'billing',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'CORS',
        name: 'cors',
        type: 'json',
        default: '[]',
      },
      {
        displayName: 'Custom Placement Config',
        name: 'customPlacementConfig',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Data Locations',
        name: 'dataLocations',
        type: 'json',
        default: '[]',
      },
      {
        displayName: 'Default Event Based Hold',
        name: 'defaultEventBasedHold',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Default Object ACL',
        name: 'defaultObjectAcl',
        type: 'json',
        default: '[]',
      },
      {
        displayName: 'Encryption',
        name: 'encryption',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'IAM Configuration',
        name: 'iamConfiguration',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Labels',
        name: 'labels',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Lifecycle',
        name: 'lifecycle',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Location',
        name: 'location',
        type: 'string',
        default: 'US',
      },
      {
        displayName: 'Logging',
        name: 'logging',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Retention Policy',
        name: 'retentionPolicy',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Recovery Point Objective',
        name: 'rpo',
        type: 'string',
        default: 'DEFAULT',
      },
      {
        displayName: 'Storage Class',
        name: 'storageClass',
        type: 'string',
        default: 'STANDARD',
      },
      {
        displayName: 'Versioning',
        name: 'versioning',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Website',
        name: 'website',
        type: 'json',
        default: '{}',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['object'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an object',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an object from a bucket',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get object data or metadata',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get a list of objects',
      },
      {
        name: 'Update',
        value: 'update',
        action: "Update an object's metadata",
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['object'],
      },
    },
    default: '',
  },
  {
    displayName: 'Object Name',
    name: 'objectName',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['create', 'delete', 'get', 'update'],
      },
    },
    default: '',
  },
  {
    displayName: 'Projection',
    name: 'projection',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'All Properties',
        value: 'full',
      },
      {
        name: 'No ACL',
        value: 'noAcl',
      },
    ],
    default: 'noAcl',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['get', 'getAll'],
      },
    },
  },
  {
    displayName: 'Projection',
    name: 'updateProjection',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'All Properties',
        value: 'full',
      },
      {
        name: 'No ACL',
        value: 'noAcl',
      },
    ],
    default: 'full',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['create', 'update'],
      },
    },
  },
  {
    displayName: 'Return Data',
    name: 'alt',
    type: 'options',
    default: 'json',
    options: [
      {
        name: 'Metadata',
        value: 'json',
      },
      {
        name: 'Object Data',
        value: 'media',
      },
    ],
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Use Input Binary Field',
    name: 'createFromBinary',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['create'],
      },
    },
    default: true,
    noDataExpression: true,
  },
  {
    displayName: 'Input Binary Field',
    name: 'createBinaryPropertyName',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['create'],
        createFromBinary: [true],
      },
    },
    default: 'data',
  },
  {
    displayName: 'File Content',
    name: 'createContent',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['create'],
        createFromBinary: [false],
      },
    },
    default: '',
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryPropertyName',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['get'],
        alt: ['media'],
      },
    },
    default: 'data',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'maxResults',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    default: 100,
  },
  {
    displayName: 'Create Fields',
    name: 'createData',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Access Control List',
        name: 'acl',
        type: 'json',
        default: '[]',
      },
      {
        displayName: 'Cache Control',
        name: 'cacheControl',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content Disposition',
        name: 'contentDisposition',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content Encoding',
        name: 'contentEncoding',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content Language',
        name: 'contentLanguage',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content Type',
        name: 'contentType',
        type: 'string',
        default: '',
      },
      {
        displayName: 'CRC32c Checksum',
        name: 'crc32c',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Time',
        name: 'customTime',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Event Based Hold',
        name: 'eventBasedHold',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'MD5 Hash',
        name: 'md5Hash',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Storage Class',
        name: 'storageClass',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Temporary Hold',
        name: 'temporaryHold',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateData',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['update'],
      },
    },
    default: {
      acl: '[]',
    },
    options: [
      {
        displayName: 'Access Control',
        name: 'acl',
        type: 'json',
        default: '[]',
      },
      {
        displayName: 'Cache Control',
        name: 'cacheControl',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content Disposition',
        name: 'contentDisposition',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content Encoding',
        name: 'contentEncoding',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content Language',
        name: 'contentLanguage',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content Type',
        name: 'contentType',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Time',
        name: 'customTime',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Event Based Hold',
        name: 'eventBasedHold',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Temporary Hold',
        name: 'temporaryHold',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Additional Parameters',
    name: 'createQuery',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Content Encoding',
        name: 'contentEncoding',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Generation',
        name: 'generation',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Generation Match',
        name: 'ifGenerationMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Generation Exclude',
        name: 'ifGenerationNotMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Metageneration Match',
        name: 'ifMetagenerationMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Metageneration Exclude',
        name: 'ifMetagenerationNotMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'KMS Key Name',
        name: 'kmsKeyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Predefined ACL',
        name: 'predefinedAcl',
        type: 'options',
        default: 'authenticatedRead',
        options: [
          {
            name: 'Authenticated Read',
            value: 'authenticatedRead',
          },
          {
            name: 'Bucket Owner Full Control',
            value: 'bucketOwnerFullControl',
          },
          {
            name: 'Bucket Owner Read',
            value: 'bucketOwnerRead',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Project Private',
            value: 'projectPrivate',
          },
          {
            name: 'Public Read',
            value: 'publicRead',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Additional Parameters',
    name: 'getParameters',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['delete', 'get'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Generation',
        name: 'generation',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Generation Match',
        name: 'ifGenerationMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Generation Exclude',
        name: 'ifGenerationNotMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Metageneration Match',
        name: 'ifMetagenerationMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Metageneration Exclude',
        name: 'ifMetagenerationNotMatch',
        type: 'number',
        default: -1,
      },
    ],
  },
  {
    displayName: 'Additional Parameters',
    name: 'metagenAndAclQuery',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['update'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Generation',
        name: 'generation',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Generation Match',
        name: 'ifGenerationMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Generation Exclude',
        name: 'ifGenerationNotMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Metageneration Match',
        name: 'ifMetagenerationMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Metageneration Exclude',
        name: 'ifMetagenerationNotMatch',
        type: 'number',
        default: -1,
      },
      {
        displayName: 'Predefined ACL',
        name: 'predefinedAcl',
        type: 'options',
        default: 'authenticatedRead',
        options: [
          {
            name: 'Authenticated Read',
            value: 'authenticatedRead',
          },
          {
            name: 'Bucket Owner Full Control',
            value: 'bucketOwnerFullControl',
          },
          {
            name: 'Bucket Owner Read',
            value: 'bucketOwnerRead',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Project Private',
            value: 'projectPrivate',
          },
          {
            name: 'Public Read',
            value: 'publicRead',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Encryption Headers',
    name: 'encryptionHeaders',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['create', 'get', 'update'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Encryption Algorithm',
        name: 'X-Goog-Encryption-Algorithm',
        type: 'options',
        default: 'AES256',
        options: [
          {
            name: 'AES256',
            value: 'AES256',
          },
        ],
      },
      {
        displayName: 'Encryption Key',
        name: 'X-Goog-Encryption-Key',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Encryption Key Hash',
        name: 'X-Goog-Encryption-Key-Sha256',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Additional Parameters',
    name: 'listFilters',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['object'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Delimiter',
        name: 'delimiter',
        type: 'string',
        default: '/',
      },
      {
        displayName: 'End Offset',
        name: 'endOffset',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Include Trailing Delimiter',
        name: 'includeTrailingDelimiter',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Prefix',
        name: 'prefix',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Start Offset',
        name: 'startOffset',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Versions',
        name: 'versions',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Request Options',
    name: 'requestOptions',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Batching',
        name: 'batching',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        default: {
          batch: {},
        },
        options: [
          {
            displayName: 'Batching',
            name: 'batch',
            values: [
              {
                displayName: 'Items per Batch',
                name: 'batchSize',
                type: 'number',
                typeOptions: {
                  minValue: -1,
                },
                default: 50,
              },
              {
                displayName: 'Batch Interval (ms)',
                name: 'batchInterval',
                type: 'number',
                typeOptions: {
                  minValue: 0,
                },
                default: 1000,
              },
            ],
          },
        ],
      },
      {
        displayName: 'Ignore SSL Issues (Insecure)',
        name: 'allowUnauthorizedCerts',
        type: 'boolean',
        noDataExpression: true,
        default: false,
      },
      {
        displayName: 'Proxy',
        name: 'proxy',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Timeout',
        name: 'timeout',
        type: 'number',
        typeOptions: {
          minValue: 1,
        },
        default: 10000,
      },
    ],
  },
];
