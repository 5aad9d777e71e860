/**
 * AWS S3 2's parameters (n8n's `n8n-nodes-base.awsS3`): the authentication (IAM or assumed role), buckets, files and folders.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const awsS3V2Properties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'AWS (IAM)',
        value: 'iam',
      },
      {
        name: 'AWS (Assume Role)',
        value: 'assumeRole',
      },
    ],
    default: 'iam',
  },
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
        name: 'File',
        value: 'file',
      },
      {
        name: 'Folder',
        value: 'folder',
      },
    ],
    default: 'file',
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
        action: 'Create a bucket',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a bucket',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many buckets',
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search a bucket',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'ACL',
        name: 'acl',
        type: 'options',
        options: [
          {
            name: 'Authenticated Read',
            value: 'authenticatedRead',
          },
          {
            name: 'Private',
            value: 'Private',
          },
          {
            name: 'Public Read',
            value: 'publicRead',
          },
          {
            name: 'Public Read Write',
            value: 'publicReadWrite',
          },
        ],
        default: '',
      },
      {
        displayName: 'Bucket Object Lock Enabled',
        name: 'bucketObjectLockEnabled',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Full Control',
        name: 'grantFullControl',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Read',
        name: 'grantRead',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Read ACP',
        name: 'grantReadAcp',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Write',
        name: 'grantWrite',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Write ACP',
        name: 'grantWriteAcp',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Region',
        name: 'region',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['bucket'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['bucket'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['search'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['bucket'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['bucket'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['bucket'],
        operation: ['search'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Delimiter',
        name: 'delimiter',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Encoding Type',
        name: 'encodingType',
        type: 'options',
        options: [
          {
            name: 'URL',
            value: 'url',
          },
        ],
        default: '',
      },
      {
        displayName: 'Fetch Owner',
        name: 'fetchOwner',
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
        displayName: 'Requester Pays',
        name: 'requesterPays',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Start After',
        name: 'startAfter',
        type: 'string',
        default: '',
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
        resource: ['folder'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a folder',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a folder',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many folders',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Folder Name',
    name: 'folderName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Parent Folder Key',
        name: 'parentFolderKey',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Requester Pays',
        name: 'requesterPays',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Storage Class',
        name: 'storageClass',
        type: 'options',
        options: [
          {
            name: 'Deep Archive',
            value: 'deepArchive',
          },
          {
            name: 'Glacier',
            value: 'glacier',
          },
          {
            name: 'Intelligent Tiering',
            value: 'intelligentTiering',
          },
          {
            name: 'One Zone IA',
            value: 'onezoneIA',
          },
          {
            name: 'Reduced Redundancy',
            value: 'RecudedRedundancy',
          },
          {
            name: 'Standard',
            value: 'standard',
          },
          {
            name: 'Standard IA',
            value: 'standardIA',
          },
        ],
        default: 'standard',
      },
    ],
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Folder Key',
    name: 'folderKey',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['folder'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['folder'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Fetch Owner',
        name: 'fetchOwner',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Folder Key',
        name: 'folderKey',
        type: 'string',
        default: '',
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
        resource: ['file'],
      },
    },
    options: [
      {
        name: 'Copy',
        value: 'copy',
        action: 'Copy a file',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a file',
      },
      {
        name: 'Download',
        value: 'download',
        action: 'Download a file',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many files',
      },
      {
        name: 'Upload',
        value: 'upload',
        action: 'Upload a file',
      },
    ],
    default: 'download',
  },
  {
    displayName: 'Source Path',
    name: 'sourcePath',
    type: 'string',
    required: true,
    default: '',
    placeholder: '/bucket/my-image.jpg',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['copy'],
      },
    },
  },
  {
    displayName: 'Destination Path',
    name: 'destinationPath',
    type: 'string',
    required: true,
    default: '',
    placeholder: '/bucket/my-second-image.jpg',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['copy'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['copy'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'ACL',
        name: 'acl',
        type: 'options',
        options: [
          {
            name: 'Authenticated Read',
            value: 'authenticatedRead',
          },
          {
            name: 'AWS Exec Read',
            value: 'awsExecRead',
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
            name: 'Public Read',
            value: 'publicRead',
          },
          {
            name: 'Public Read Write',
            value: 'publicReadWrite',
          },
        ],
        default: 'private',
      },
      {
        displayName: 'Grant Full Control',
        name: 'grantFullControl',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Read',
        name: 'grantRead',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Read ACP',
        name: 'grantReadAcp',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Write ACP',
        name: 'grantWriteAcp',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Lock Legal Hold',
        name: 'lockLegalHold',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Lock Mode',
        name: 'lockMode',
        type: 'options',
        options: [
          {
            name: 'Governance',
            value: 'governance',
          },
          {
            name: 'Compliance',
            value: 'compliance',
          },
        ],
        default: '',
      },
      {
        displayName: 'Lock Retain Until Date',
        name: 'lockRetainUntilDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Metadata Directive',
        name: 'metadataDirective',
        type: 'options',
        options: [
          {
            name: 'Copy',
            value: 'copy',
          },
          {
            name: 'Replace',
            value: 'replace',
          },
        ],
        default: '',
      },
      {
        displayName: 'Requester Pays',
        name: 'requesterPays',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Server Side Encryption',
        name: 'serverSideEncryption',
        type: 'options',
        options: [
          {
            name: 'AES256',
            value: 'AES256',
          },
          {
            name: 'AWS:KMS',
            value: 'aws:kms',
          },
        ],
        default: '',
      },
      {
        displayName: 'Server Side Encryption Context',
        name: 'serverSideEncryptionContext',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Server Side Encryption AWS KMS Key ID',
        name: 'encryptionAwsKmsKeyId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Server Side Encryption Customer Algorithm',
        name: 'serversideEncryptionCustomerAlgorithm',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Server Side Encryption Customer Key',
        name: 'serversideEncryptionCustomerKey',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Server Side Encryption Customer Key MD5',
        name: 'serversideEncryptionCustomerKeyMD5',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Storage Class',
        name: 'storageClass',
        type: 'options',
        options: [
          {
            name: 'Deep Archive',
            value: 'deepArchive',
          },
          {
            name: 'Glacier',
            value: 'glacier',
          },
          {
            name: 'Intelligent Tiering',
            value: 'intelligentTiering',
          },
          {
            name: 'One Zone IA',
            value: 'onezoneIA',
          },
          {
            name: 'Standard',
            value: 'standard',
          },
          {
            name: 'Standard IA',
            value: 'standardIA',
          },
        ],
        default: 'standard',
      },
      {
        displayName: 'Tagging Directive',
        name: 'taggingDirective',
        type: 'options',
        options: [
          {
            name: 'Copy',
            value: 'copy',
          },
          {
            name: 'Replace',
            value: 'replace',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'File Name',
    name: 'fileName',
    type: 'string',
    default: '',
    placeholder: 'hello.txt',
    required: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
        binaryData: [false],
      },
    },
  },
  {
    displayName: 'File Name',
    name: 'fileName',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
        binaryData: [true],
      },
    },
  },
  {
    displayName: 'Binary File',
    name: 'binaryData',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'File Content',
    name: 'fileContent',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
        binaryData: [false],
      },
    },
    placeholder: '',
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
        binaryData: [true],
      },
    },
    placeholder: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'ACL',
        name: 'acl',
        type: 'options',
        options: [
          {
            name: 'Authenticated Read',
            value: 'authenticatedRead',
          },
          {
            name: 'AWS Exec Read',
            value: 'awsExecRead',
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
            name: 'Public Read',
            value: 'publicRead',
          },
          {
            name: 'Public Read Write',
            value: 'publicReadWrite',
          },
        ],
        default: 'private',
      },
      {
        displayName: 'Grant Full Control',
        name: 'grantFullControl',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Read',
        name: 'grantRead',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Read ACP',
        name: 'grantReadAcp',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Grant Write ACP',
        name: 'grantWriteAcp',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Lock Legal Hold',
        name: 'lockLegalHold',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Lock Mode',
        name: 'lockMode',
        type: 'options',
        options: [
          {
            name: 'Governance',
            value: 'governance',
          },
          {
            name: 'Compliance',
            value: 'compliance',
          },
        ],
        default: '',
      },
      {
        displayName: 'Lock Retain Until Date',
        name: 'lockRetainUntilDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Parent Folder Key',
        name: 'parentFolderKey',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Requester Pays',
        name: 'requesterPays',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Server Side Encryption',
        name: 'serverSideEncryption',
        type: 'options',
        options: [
          {
            name: 'AES256',
            value: 'AES256',
          },
          {
            name: 'AWS:KMS',
            value: 'aws:kms',
          },
        ],
        default: '',
      },
      {
        displayName: 'Server Side Encryption Context',
        name: 'serverSideEncryptionContext',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Server Side Encryption AWS KMS Key ID',
        name: 'encryptionAwsKmsKeyId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Server Side Encryption Customer Algorithm',
        name: 'serversideEncryptionCustomerAlgorithm',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Server Side Encryption Customer Key',
        name: 'serversideEncryptionCustomerKey',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Server Side Encryption Customer Key MD5',
        name: 'serversideEncryptionCustomerKeyMD5',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Storage Class',
        name: 'storageClass',
        type: 'options',
        options: [
          {
            name: 'Deep Archive',
            value: 'deepArchive',
          },
          {
            name: 'Glacier',
            value: 'glacier',
          },
          {
            name: 'Intelligent Tiering',
            value: 'intelligentTiering',
          },
          {
            name: 'One Zone IA',
            value: 'onezoneIA',
          },
          {
            name: 'Standard',
            value: 'standard',
          },
          {
            name: 'Standard IA',
            value: 'standardIA',
          },
        ],
        default: 'standard',
      },
    ],
  },
  {
    displayName: 'Tags',
    name: 'tagsUi',
    placeholder: 'Add Tag',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
      },
    },
    options: [
      {
        name: 'tagsValues',
        displayName: 'Tag',
        values: [
          {
            displayName: 'Key',
            name: 'key',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Value',
            name: 'value',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['download'],
      },
    },
  },
  {
    displayName: 'File Key',
    name: 'fileKey',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['download'],
      },
    },
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        operation: ['download'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'File Key',
    name: 'fileKey',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['delete'],
      },
    },
    options: [
      {
        displayName: 'Version ID',
        name: 'versionId',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Bucket Name',
    name: 'bucketName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['file'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['file'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Fetch Owner',
        name: 'fetchOwner',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Folder Key',
        name: 'folderKey',
        type: 'string',
        default: '',
      },
    ],
  },
];
