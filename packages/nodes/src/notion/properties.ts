import type { NodeProperty } from '@weft/workflow';

/**
 * Notion's parameters, shared by typeVersion 1 and 2–2.2 (`@version` display rules tell them apart):
 * resources block, database, databasePage, page and user.
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * the notices are Weft's own words, and descriptions are left out.
 */
export const notionProperties: NodeProperty[] = [
  {
    displayName:
      'Notion only shows this integration the pages and databases shared with it: open each in Notion and add the connection under "Connections"',
    name: 'notionNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Block',
        value: 'block',
      },
      {
        name: 'Database',
        value: 'database',
      },
      {
        name: 'Database Page',
        value: 'databasePage',
      },
      {
        name: 'Page',
        value: 'page',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
    default: 'page',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['block'],
      },
    },
    options: [
      {
        name: 'Append After',
        value: 'append',
      },
      {
        name: 'Get Child Blocks',
        value: 'getAll',
      },
    ],
    default: 'append',
  },
  {
    displayName: 'Block',
    name: 'blockId',
    type: 'resourceLocator',
    default: {
      mode: 'url',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/My-Page-b4eeb113e118403ba450af65ac25f0b9',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{2,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Block URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{2,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Block ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['block'],
        operation: ['append'],
      },
      hide: {
        '@version': [
          {
            _cnd: {
              gte: 2.2,
            },
          },
        ],
      },
    },
  },
  {
    displayName: 'Block',
    name: 'blockId',
    type: 'resourceLocator',
    default: {
      mode: 'url',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder:
          'e.g. https://www.notion.so/Block-Test-88888ccc303e4f44847f27d24bd7ad8e?pvs=4#c44444444444bbbbb4d32fdfdd84e',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{2,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Block URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Block ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['block'],
        operation: ['append'],
        '@version': [
          {
            _cnd: {
              gte: 2.2,
            },
          },
        ],
      },
    },
  },
  {
    displayName: 'Blocks',
    name: 'blockUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['block'],
        operation: ['append'],
      },
    },
    placeholder: 'Add Block',
    options: [
      {
        name: 'blockValues',
        displayName: 'Block',
        values: [
          {
            displayName: 'Type Name or ID',
            name: 'type',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getBlockTypes',
            },
            default: 'paragraph',
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['paragraph'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['paragraph'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['paragraph'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['heading_1'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['heading_1'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['heading_1'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['heading_2'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['heading_2'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['heading_2'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['heading_3'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['heading_3'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['heading_3'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['toggle'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['toggle'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['toggle'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Checked',
            name: 'checked',
            type: 'boolean',
            default: false,
            displayOptions: {
              show: {
                type: ['to_do'],
              },
            },
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['to_do'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['to_do'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['to_do'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Title',
            name: 'title',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                type: ['child_page'],
              },
            },
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['bulleted_list_item'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['bulleted_list_item'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['bulleted_list_item'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['numbered_list_item'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['numbered_list_item'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['numbered_list_item'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Image URL',
            name: 'url',
            type: 'string',
            displayOptions: {
              show: {
                type: ['image'],
              },
            },
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Block',
    name: 'blockId',
    type: 'resourceLocator',
    default: {
      mode: 'url',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/My-Page-b4eeb113e118403ba450af65ac25f0b9',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{2,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Block URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{2,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Block ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['block'],
        operation: ['getAll'],
      },
      hide: {
        '@version': [
          {
            _cnd: {
              gte: 2.2,
            },
          },
        ],
      },
    },
  },
  {
    displayName: 'Block',
    name: 'blockId',
    type: 'resourceLocator',
    default: {
      mode: 'url',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder:
          'e.g. https://www.notion.so/Block-Test-88888ccc303e4f44847f27d24bd7ad8e?pvs=4#c44444444444bbbbb4d32fdfdd84e',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{2,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Block URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Block ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['block'],
        operation: ['getAll'],
        '@version': [
          {
            _cnd: {
              gte: 2.2,
            },
          },
        ],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['block'],
        operation: ['getAll'],
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
        resource: ['block'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Also Fetch Nested Blocks',
    name: 'fetchNestedBlocks',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['block'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Simplify Output',
    name: 'simplifyOutput',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['block'],
        operation: ['getAll'],
      },
      hide: {
        '@version': [1, 2],
      },
    },
    default: true,
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['database'],
      },
      hide: {
        '@version': [1],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
      },
      {
        name: 'Get Many',
        value: 'getAll',
      },
      {
        name: 'Search',
        value: 'search',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        '@version': [1],
        resource: ['database'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
      },
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'Database',
    name: 'databaseId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Database',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Database...',
        typeOptions: {
          searchListMethod: 'getDatabases',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage:
                'Not a valid Notion Database URL. Hint: use the URL of the database itself, not a page containing it.',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['getAll'],
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
        resource: ['database'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['getAll', 'get'],
      },
      hide: {
        '@version': [1],
      },
    },
    default: true,
  },
  {
    displayName: 'Search Text',
    name: 'text',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['database'],
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
        resource: ['database'],
        operation: ['search'],
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
        resource: ['database'],
        operation: ['search'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['search'],
      },
    },
    default: true,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['search'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Sort',
        name: 'sort',
        placeholder: 'Add Sort',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        default: {},
        options: [
          {
            displayName: 'Sort',
            name: 'sortValue',
            values: [
              {
                displayName: 'Direction',
                name: 'direction',
                type: 'options',
                options: [
                  {
                    name: 'Ascending',
                    value: 'ascending',
                  },
                  {
                    name: 'Descending',
                    value: 'descending',
                  },
                ],
                default: 'descending',
              },
              {
                displayName: 'Timestamp',
                name: 'timestamp',
                type: 'options',
                options: [
                  {
                    name: 'Last Edited Time',
                    value: 'last_edited_time',
                  },
                ],
                default: 'last_edited_time',
              },
            ],
          },
        ],
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
        resource: ['databasePage'],
      },
      hide: {
        '@version': [1],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
      },
      {
        name: 'Get',
        value: 'get',
      },
      {
        name: 'Get Many',
        value: 'getAll',
      },
      {
        name: 'Update',
        value: 'update',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        '@version': [1],
        resource: ['databasePage'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
      },
      {
        name: 'Get Many',
        value: 'getAll',
      },
      {
        name: 'Update',
        value: 'update',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Database',
    name: 'databaseId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Database',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Database...',
        typeOptions: {
          searchListMethod: 'getDatabases',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['create'],
      },
      hide: {
        '@version': [1],
      },
    },
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['create'],
      },
    },
    default: true,
  },
  {
    displayName: 'Properties',
    name: 'propertiesUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['create'],
      },
    },
    default: {},
    placeholder: 'Add Property',
    options: [
      {
        name: 'propertyValues',
        displayName: 'Property',
        values: [
          {
            displayName: 'Key Name or ID',
            name: 'key',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getDatabaseProperties',
              loadOptionsDependsOn: ['databaseId'],
            },
            default: '',
          },
          {
            displayName: 'Type',
            name: 'type',
            type: 'hidden',
            default: '={{$parameter["&key"].split("|")[1]}}',
          },
          {
            displayName: 'Title',
            name: 'title',
            type: 'string',
            displayOptions: {
              show: {
                type: ['title'],
              },
            },
            default: '',
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['rich_text'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['rich_text'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['rich_text'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Phone Number',
            name: 'phoneValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['phone_number'],
              },
            },
            default: '',
          },
          {
            displayName: 'Option Names or IDs',
            name: 'multiSelectValue',
            type: 'multiOptions',
            typeOptions: {
              loadOptionsMethod: 'getPropertySelectValues',
            },
            displayOptions: {
              show: {
                type: ['multi_select'],
              },
            },
            default: [],
          },
          {
            displayName: 'Option Name or ID',
            name: 'selectValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getPropertySelectValues',
            },
            displayOptions: {
              show: {
                type: ['select'],
              },
            },
            default: '',
          },
          {
            displayName: 'Status Name or ID',
            name: 'statusValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getPropertySelectValues',
            },
            displayOptions: {
              show: {
                type: ['status'],
              },
            },
            default: '',
          },
          {
            displayName: 'Email',
            name: 'emailValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['email'],
              },
            },
            default: '',
          },
          {
            displayName: 'Ignore If Empty',
            name: 'ignoreIfEmpty',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['url'],
              },
            },
            default: false,
          },
          {
            displayName: 'URL',
            name: 'urlValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['url'],
              },
            },
            default: '',
          },
          {
            displayName: 'User Names or IDs',
            name: 'peopleValue',
            type: 'multiOptions',
            typeOptions: {
              loadOptionsMethod: 'getUsers',
            },
            displayOptions: {
              show: {
                type: ['people'],
              },
            },
            default: [],
          },
          {
            displayName: 'Relation IDs',
            name: 'relationValue',
            type: 'string',
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['relation'],
              },
            },
            default: [],
          },
          {
            displayName: 'Checked',
            name: 'checkboxValue',
            displayOptions: {
              show: {
                type: ['checkbox'],
              },
            },
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Number',
            name: 'numberValue',
            displayOptions: {
              show: {
                type: ['number'],
              },
            },
            type: 'number',
            default: 0,
          },
          {
            displayName: 'Range',
            name: 'range',
            displayOptions: {
              show: {
                type: ['date'],
              },
            },
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Include Time',
            name: 'includeTime',
            displayOptions: {
              show: {
                type: ['date'],
              },
            },
            type: 'boolean',
            default: true,
          },
          {
            displayName: 'Date',
            name: 'date',
            displayOptions: {
              show: {
                range: [false],
                type: ['date'],
              },
            },
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Date Start',
            name: 'dateStart',
            displayOptions: {
              show: {
                range: [true],
                type: ['date'],
              },
            },
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Date End',
            name: 'dateEnd',
            displayOptions: {
              show: {
                range: [true],
                type: ['date'],
              },
            },
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Timezone Name or ID',
            name: 'timezone',
            type: 'options',
            displayOptions: {
              show: {
                type: ['date'],
              },
            },
            typeOptions: {
              loadOptionsMethod: 'getTimezones',
            },
            default: 'default',
          },
          {
            displayName: 'File URLs',
            name: 'fileUrls',
            placeholder: 'Add File',
            type: 'fixedCollection',
            typeOptions: {
              multipleValues: true,
              sortable: true,
            },
            displayOptions: {
              show: {
                type: ['files'],
              },
              hide: {
                '@version': [1],
              },
            },
            default: {},
            options: [
              {
                name: 'fileUrl',
                displayName: 'File',
                values: [
                  {
                    displayName: 'Name',
                    name: 'name',
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'File URL',
                    name: 'url',
                    type: 'string',
                    default: '',
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Blocks',
    name: 'blockUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['create'],
      },
    },
    placeholder: 'Add Block',
    options: [
      {
        name: 'blockValues',
        displayName: 'Block',
        values: [
          {
            displayName: 'Type Name or ID',
            name: 'type',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getBlockTypes',
            },
            default: 'paragraph',
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['paragraph'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['paragraph'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['paragraph'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['heading_1'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['heading_1'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['heading_1'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['heading_2'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['heading_2'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['heading_2'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['heading_3'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['heading_3'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['heading_3'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['toggle'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['toggle'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['toggle'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Checked',
            name: 'checked',
            type: 'boolean',
            default: false,
            displayOptions: {
              show: {
                type: ['to_do'],
              },
            },
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['to_do'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['to_do'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['to_do'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Title',
            name: 'title',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                type: ['child_page'],
              },
            },
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['bulleted_list_item'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['bulleted_list_item'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['bulleted_list_item'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['numbered_list_item'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['numbered_list_item'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['numbered_list_item'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Image URL',
            name: 'url',
            type: 'string',
            displayOptions: {
              show: {
                type: ['image'],
              },
            },
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['create'],
      },
    },
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Icon Type',
        name: 'iconType',
        type: 'options',
        options: [
          {
            name: 'Emoji',
            value: 'emoji',
          },
          {
            name: 'File',
            value: 'file',
          },
        ],
        default: 'emoji',
      },
      {
        displayName: 'Icon',
        name: 'icon',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Database Page',
    name: 'pageId',
    type: 'resourceLocator',
    default: {
      mode: 'url',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/My-Database-Page-b4eeb113e118403ba450af65ac25f0b9',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database Page URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database Page ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['update'],
      },
    },
    default: true,
  },
  {
    displayName: 'Properties',
    name: 'propertiesUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['update'],
      },
    },
    default: {},
    placeholder: 'Add Property',
    options: [
      {
        name: 'propertyValues',
        displayName: 'Property',
        values: [
          {
            displayName: 'Key Name or ID',
            name: 'key',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getDatabaseIdFromPage',
              loadOptionsDependsOn: ['pageId'],
            },
            default: '',
          },
          {
            displayName: 'Type',
            name: 'type',
            type: 'hidden',
            default: '={{$parameter["&key"].split("|")[1]}}',
          },
          {
            displayName: 'Title',
            name: 'title',
            type: 'string',
            displayOptions: {
              show: {
                type: ['title'],
              },
            },
            default: '',
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['rich_text'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['rich_text'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['rich_text'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Phone Number',
            name: 'phoneValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['phone_number'],
              },
            },
            default: '',
          },
          {
            displayName: 'Option Names or IDs',
            name: 'multiSelectValue',
            type: 'multiOptions',
            typeOptions: {
              loadOptionsMethod: 'getDatabaseOptionsFromPage',
            },
            displayOptions: {
              show: {
                type: ['multi_select'],
              },
            },
            default: [],
          },
          {
            displayName: 'Option Name or ID',
            name: 'selectValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getDatabaseOptionsFromPage',
            },
            displayOptions: {
              show: {
                type: ['select'],
              },
            },
            default: '',
          },
          {
            displayName: 'Status Name or ID',
            name: 'statusValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getDatabaseOptionsFromPage',
            },
            displayOptions: {
              show: {
                type: ['status'],
              },
            },
            default: '',
          },
          {
            displayName: 'Email',
            name: 'emailValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['email'],
              },
            },
            default: '',
          },
          {
            displayName: 'Ignore If Empty',
            name: 'ignoreIfEmpty',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['url'],
              },
            },
            default: false,
          },
          {
            displayName: 'URL',
            name: 'urlValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['url'],
              },
            },
            default: '',
          },
          {
            displayName: 'User Names or IDs',
            name: 'peopleValue',
            type: 'multiOptions',
            typeOptions: {
              loadOptionsMethod: 'getUsers',
            },
            displayOptions: {
              show: {
                type: ['people'],
              },
            },
            default: [],
          },
          {
            displayName: 'Relation IDs',
            name: 'relationValue',
            type: 'string',
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['relation'],
              },
            },
            default: [],
          },
          {
            displayName: 'Checked',
            name: 'checkboxValue',
            displayOptions: {
              show: {
                type: ['checkbox'],
              },
            },
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Number',
            name: 'numberValue',
            displayOptions: {
              show: {
                type: ['number'],
              },
            },
            type: 'number',
            default: 0,
          },
          {
            displayName: 'Range',
            name: 'range',
            displayOptions: {
              show: {
                type: ['date'],
              },
            },
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Include Time',
            name: 'includeTime',
            displayOptions: {
              show: {
                type: ['date'],
              },
            },
            type: 'boolean',
            default: true,
          },
          {
            displayName: 'Date',
            name: 'date',
            displayOptions: {
              show: {
                range: [false],
                type: ['date'],
              },
            },
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Date Start',
            name: 'dateStart',
            displayOptions: {
              show: {
                range: [true],
                type: ['date'],
              },
            },
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Date End',
            name: 'dateEnd',
            displayOptions: {
              show: {
                range: [true],
                type: ['date'],
              },
            },
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Timezone Name or ID',
            name: 'timezone',
            type: 'options',
            displayOptions: {
              show: {
                type: ['date'],
              },
            },
            typeOptions: {
              loadOptionsMethod: 'getTimezones',
            },
            default: 'default',
          },
          {
            displayName: 'File URLs',
            name: 'fileUrls',
            placeholder: 'Add File',
            type: 'fixedCollection',
            typeOptions: {
              multipleValues: true,
              sortable: true,
            },
            displayOptions: {
              show: {
                type: ['files'],
              },
              hide: {
                '@version': [1],
              },
            },
            default: {},
            options: [
              {
                name: 'fileUrl',
                displayName: 'File',
                values: [
                  {
                    displayName: 'Name',
                    name: 'name',
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'File URL',
                    name: 'url',
                    type: 'string',
                    default: '',
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['update'],
      },
    },
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Icon Type',
        name: 'iconType',
        type: 'options',
        options: [
          {
            name: 'Emoji',
            value: 'emoji',
          },
          {
            name: 'File',
            value: 'file',
          },
        ],
        default: 'emoji',
      },
      {
        displayName: 'Icon',
        name: 'icon',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Database Page',
    name: 'pageId',
    type: 'resourceLocator',
    default: {
      mode: 'url',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/My-Database-Page-b4eeb113e118403ba450af65ac25f0b9',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database Page URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database Page ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['get'],
      },
      hide: {
        '@version': [1],
      },
    },
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['get'],
      },
      hide: {
        '@version': [1],
      },
    },
    default: true,
  },
  {
    displayName: 'Database',
    name: 'databaseId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Database',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Database...',
        typeOptions: {
          searchListMethod: 'getDatabases',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database Page URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database Page ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['databasePage'],
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
        resource: ['databasePage'],
        operation: ['getAll'],
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
        resource: ['databasePage'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['getAll'],
      },
    },
    default: true,
  },
  {
    displayName: 'Filter',
    name: 'filterType',
    type: 'options',
    options: [
      {
        name: 'None',
        value: 'none',
      },
      {
        name: 'Build Manually',
        value: 'manual',
      },
      {
        name: 'JSON',
        value: 'json',
      },
    ],
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['getAll'],
      },
      hide: {
        '@version': [1],
      },
    },
    default: 'none',
  },
  {
    displayName: 'Must Match',
    name: 'matchType',
    type: 'options',
    options: [
      {
        name: 'Any filter',
        value: 'anyFilter',
      },
      {
        name: 'All Filters',
        value: 'allFilters',
      },
    ],
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['getAll'],
        filterType: ['manual'],
      },
      hide: {
        '@version': [1],
      },
    },
    default: 'anyFilter',
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['getAll'],
        filterType: ['manual'],
      },
      hide: {
        '@version': [1],
      },
    },
    default: {},
    placeholder: 'Add Condition',
    options: [
      {
        displayName: 'Conditions',
        name: 'conditions',
        values: [
          {
            displayName: 'Property Name or ID',
            name: 'key',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getFilterProperties',
              loadOptionsDependsOn: ['datatabaseId'],
            },
            default: '',
          },
          {
            displayName: 'Type',
            name: 'type',
            type: 'hidden',
            default: '={{$parameter["&key"].split("|")[1]}}',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['title'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Starts With',
                value: 'starts_with',
              },
              {
                name: 'Ends With',
                value: 'ends_with',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['rich_text'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Starts With',
                value: 'starts_with',
              },
              {
                name: 'Ends With',
                value: 'ends_with',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['number'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Greater Than',
                value: 'greater_than',
              },
              {
                name: 'Less Than',
                value: 'less_than',
              },
              {
                name: 'Greater Than Or Equal To',
                value: 'greater_than_or_equal_to',
              },
              {
                name: 'Less Than Or Equal To',
                value: 'less_than_or_equal_to',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['checkbox'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['select'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['multi_select'],
              },
            },
            options: [
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['status'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['date'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Before',
                value: 'before',
              },
              {
                name: 'After',
                value: 'after',
              },
              {
                name: 'On Or Before',
                value: 'on_or_before',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
              {
                name: 'On Or After',
                value: 'on_or_after',
              },
              {
                name: 'Past Week',
                value: 'past_week',
              },
              {
                name: 'Past Month',
                value: 'past_month',
              },
              {
                name: 'Past Year',
                value: 'past_year',
              },
              {
                name: 'Next Week',
                value: 'next_week',
              },
              {
                name: 'Next Month',
                value: 'next_month',
              },
              {
                name: 'Next Year',
                value: 'next_year',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['people'],
              },
            },
            options: [
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['files'],
              },
            },
            options: [
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['url'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Starts With',
                value: 'starts_with',
              },
              {
                name: 'Ends With',
                value: 'ends_with',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['email'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Starts With',
                value: 'starts_with',
              },
              {
                name: 'Ends With',
                value: 'ends_with',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['phone_number'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Starts With',
                value: 'starts_with',
              },
              {
                name: 'Ends With',
                value: 'ends_with',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['relation'],
              },
            },
            options: [
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['created_by'],
              },
            },
            options: [
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['created_time'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Before',
                value: 'before',
              },
              {
                name: 'After',
                value: 'after',
              },
              {
                name: 'On Or Before',
                value: 'on_or_before',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
              {
                name: 'On Or After',
                value: 'on_or_after',
              },
              {
                name: 'Past Week',
                value: 'past_week',
              },
              {
                name: 'Past Month',
                value: 'past_month',
              },
              {
                name: 'Past Year',
                value: 'past_year',
              },
              {
                name: 'Next Week',
                value: 'next_week',
              },
              {
                name: 'Next Month',
                value: 'next_month',
              },
              {
                name: 'Next Year',
                value: 'next_year',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['last_edited_by'],
              },
            },
            options: [
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['last_edited_time'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Before',
                value: 'before',
              },
              {
                name: 'After',
                value: 'after',
              },
              {
                name: 'On Or Before',
                value: 'on_or_before',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
              {
                name: 'On Or After',
                value: 'on_or_after',
              },
              {
                name: 'Past Week',
                value: 'past_week',
              },
              {
                name: 'Past Month',
                value: 'past_month',
              },
              {
                name: 'Past Year',
                value: 'past_year',
              },
              {
                name: 'Next Week',
                value: 'next_week',
              },
              {
                name: 'Next Month',
                value: 'next_month',
              },
              {
                name: 'Next Year',
                value: 'next_year',
              },
            ],
            default: '',
          },
          {
            displayName: 'Return Type',
            name: 'returnType',
            type: 'options',
            displayOptions: {
              show: {
                type: ['formula'],
              },
            },
            options: [
              {
                name: 'Text',
                value: 'text',
              },
              {
                name: 'Checkbox',
                value: 'checkbox',
              },
              {
                name: 'Number',
                value: 'number',
              },
              {
                name: 'Date',
                value: 'date',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['formula'],
                returnType: ['text'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Contains',
                value: 'contains',
              },
              {
                name: 'Does Not Contain',
                value: 'does_not_contain',
              },
              {
                name: 'Starts With',
                value: 'starts_with',
              },
              {
                name: 'Ends With',
                value: 'ends_with',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['formula'],
                returnType: ['checkbox'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['formula'],
                returnType: ['number'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Does Not Equal',
                value: 'does_not_equal',
              },
              {
                name: 'Greater Than',
                value: 'greater_than',
              },
              {
                name: 'Less Than',
                value: 'less_than',
              },
              {
                name: 'Greater Than Or Equal To',
                value: 'greater_than_or_equal_to',
              },
              {
                name: 'Less Than Or Equal To',
                value: 'less_than_or_equal_to',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
            ],
            default: '',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            displayOptions: {
              show: {
                type: ['formula'],
                returnType: ['date'],
              },
            },
            options: [
              {
                name: 'Equals',
                value: 'equals',
              },
              {
                name: 'Before',
                value: 'before',
              },
              {
                name: 'After',
                value: 'after',
              },
              {
                name: 'On Or Before',
                value: 'on_or_before',
              },
              {
                name: 'Is Empty',
                value: 'is_empty',
              },
              {
                name: 'Is Not Empty',
                value: 'is_not_empty',
              },
              {
                name: 'On Or After',
                value: 'on_or_after',
              },
              {
                name: 'Past Week',
                value: 'past_week',
              },
              {
                name: 'Past Month',
                value: 'past_month',
              },
              {
                name: 'Past Year',
                value: 'past_year',
              },
              {
                name: 'Next Week',
                value: 'next_week',
              },
              {
                name: 'Next Month',
                value: 'next_month',
              },
              {
                name: 'Next Year',
                value: 'next_year',
              },
            ],
            default: '',
          },
          {
            displayName: 'Title',
            name: 'titleValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['title'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'richTextValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['rich_text'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'Phone Number',
            name: 'phoneNumberValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['phone_number'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'Option Name or ID',
            name: 'multiSelectValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getPropertySelectValues',
            },
            displayOptions: {
              show: {
                type: ['multi_select'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: [],
          },
          {
            displayName: 'Option Name or ID',
            name: 'selectValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getPropertySelectValues',
            },
            displayOptions: {
              show: {
                type: ['select'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'Status Name or ID',
            name: 'statusValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getPropertySelectValues',
            },
            displayOptions: {
              show: {
                type: ['status'],
              },
            },
            default: '',
          },
          {
            displayName: 'Email',
            name: 'emailValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['email'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'URL',
            name: 'urlValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['url'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'User Name or ID',
            name: 'peopleValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getUsers',
            },
            displayOptions: {
              show: {
                type: ['people'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'User Name or ID',
            name: 'createdByValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getUsers',
            },
            displayOptions: {
              show: {
                type: ['created_by'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'User Name or ID',
            name: 'lastEditedByValue',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getUsers',
            },
            displayOptions: {
              show: {
                type: ['last_edited_by'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'Relation ID',
            name: 'relationValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['relation'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'Checked',
            name: 'checkboxValue',
            displayOptions: {
              show: {
                type: ['checkbox'],
              },
            },
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Number',
            name: 'numberValue',
            displayOptions: {
              show: {
                type: ['number'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            type: 'number',
            default: 0,
          },
          {
            displayName: 'Date',
            name: 'date',
            displayOptions: {
              show: {
                type: ['date'],
              },
              hide: {
                condition: [
                  'is_empty',
                  'is_not_empty',
                  'past_week',
                  'past_month',
                  'past_year',
                  'next_week',
                  'next_month',
                  'next_year',
                ],
              },
            },
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Created Time',
            name: 'createdTimeValue',
            displayOptions: {
              show: {
                type: ['created_time'],
              },
              hide: {
                condition: [
                  'is_empty',
                  'is_not_empty',
                  'past_week',
                  'past_month',
                  'past_year',
                  'next_week',
                  'next_month',
                  'next_year',
                ],
              },
            },
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Last Edited Time',
            name: 'lastEditedTime',
            displayOptions: {
              show: {
                type: ['last_edited_time'],
              },
              hide: {
                condition: [
                  'is_empty',
                  'is_not_empty',
                  'past_week',
                  'past_month',
                  'past_year',
                  'next_week',
                  'next_month',
                  'next_year',
                ],
              },
            },
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Number',
            name: 'numberValue',
            displayOptions: {
              show: {
                type: ['formula'],
                returnType: ['number'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            type: 'number',
            default: 0,
          },
          {
            displayName: 'Text',
            name: 'textValue',
            type: 'string',
            displayOptions: {
              show: {
                type: ['formula'],
                returnType: ['text'],
              },
              hide: {
                condition: ['is_empty', 'is_not_empty'],
              },
            },
            default: '',
          },
          {
            displayName: 'Boolean',
            name: 'checkboxValue',
            displayOptions: {
              show: {
                type: ['formula'],
                returnType: ['checkbox'],
              },
            },
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Date',
            name: 'dateValue',
            displayOptions: {
              show: {
                type: ['formula'],
                returnType: ['date'],
              },
              hide: {
                condition: [
                  'is_empty',
                  'is_not_empty',
                  'past_week',
                  'past_month',
                  'past_year',
                  'next_week',
                  'next_month',
                  'next_year',
                ],
              },
            },
            type: 'dateTime',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName:
      'Write the filter as Notion\'s database query API takes it (the object under "filter"), e.g. {"property": "Done", "checkbox": {"equals": true}}',
    name: 'jsonNotice',
    type: 'notice',
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['getAll'],
        filterType: ['json'],
      },
      hide: {
        '@version': [1],
      },
    },
    default: '',
  },
  {
    displayName: 'Filters (JSON)',
    name: 'filterJson',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['databasePage'],
        operation: ['getAll'],
        filterType: ['json'],
      },
      hide: {
        '@version': [1],
      },
    },
    default: '',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['databasePage'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Download Files',
        name: 'downloadFiles',
        type: 'boolean',
        displayOptions: {
          show: {
            '/resource': ['databasePage'],
            '/operation': ['getAll'],
          },
          hide: {
            '@version': [1],
          },
        },
        default: false,
      },
      {
        displayName: 'Filters',
        name: 'filter',
        placeholder: 'Add Filter',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        displayOptions: {
          show: {
            '@version': [1],
          },
        },
        default: {},
        options: [
          {
            displayName: 'Single Condition',
            name: 'singleCondition',
            values: [
              {
                displayName: 'Property Name or ID',
                name: 'key',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getFilterProperties',
                  loadOptionsDependsOn: ['datatabaseId'],
                },
                default: '',
              },
              {
                displayName: 'Type',
                name: 'type',
                type: 'hidden',
                default: '={{$parameter["&key"].split("|")[1]}}',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['title'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Starts With',
                    value: 'starts_with',
                  },
                  {
                    name: 'Ends With',
                    value: 'ends_with',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['rich_text'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Starts With',
                    value: 'starts_with',
                  },
                  {
                    name: 'Ends With',
                    value: 'ends_with',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['number'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Greater Than',
                    value: 'greater_than',
                  },
                  {
                    name: 'Less Than',
                    value: 'less_than',
                  },
                  {
                    name: 'Greater Than Or Equal To',
                    value: 'greater_than_or_equal_to',
                  },
                  {
                    name: 'Less Than Or Equal To',
                    value: 'less_than_or_equal_to',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['checkbox'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['select'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['multi_select'],
                  },
                },
                options: [
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['status'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['date'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Before',
                    value: 'before',
                  },
                  {
                    name: 'After',
                    value: 'after',
                  },
                  {
                    name: 'On Or Before',
                    value: 'on_or_before',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                  {
                    name: 'On Or After',
                    value: 'on_or_after',
                  },
                  {
                    name: 'Past Week',
                    value: 'past_week',
                  },
                  {
                    name: 'Past Month',
                    value: 'past_month',
                  },
                  {
                    name: 'Past Year',
                    value: 'past_year',
                  },
                  {
                    name: 'Next Week',
                    value: 'next_week',
                  },
                  {
                    name: 'Next Month',
                    value: 'next_month',
                  },
                  {
                    name: 'Next Year',
                    value: 'next_year',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['people'],
                  },
                },
                options: [
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['files'],
                  },
                },
                options: [
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['url'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Starts With',
                    value: 'starts_with',
                  },
                  {
                    name: 'Ends With',
                    value: 'ends_with',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['email'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Starts With',
                    value: 'starts_with',
                  },
                  {
                    name: 'Ends With',
                    value: 'ends_with',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['phone_number'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Starts With',
                    value: 'starts_with',
                  },
                  {
                    name: 'Ends With',
                    value: 'ends_with',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['relation'],
                  },
                },
                options: [
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['created_by'],
                  },
                },
                options: [
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['created_time'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Before',
                    value: 'before',
                  },
                  {
                    name: 'After',
                    value: 'after',
                  },
                  {
                    name: 'On Or Before',
                    value: 'on_or_before',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                  {
                    name: 'On Or After',
                    value: 'on_or_after',
                  },
                  {
                    name: 'Past Week',
                    value: 'past_week',
                  },
                  {
                    name: 'Past Month',
                    value: 'past_month',
                  },
                  {
                    name: 'Past Year',
                    value: 'past_year',
                  },
                  {
                    name: 'Next Week',
                    value: 'next_week',
                  },
                  {
                    name: 'Next Month',
                    value: 'next_month',
                  },
                  {
                    name: 'Next Year',
                    value: 'next_year',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['last_edited_by'],
                  },
                },
                options: [
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['last_edited_time'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Before',
                    value: 'before',
                  },
                  {
                    name: 'After',
                    value: 'after',
                  },
                  {
                    name: 'On Or Before',
                    value: 'on_or_before',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                  {
                    name: 'On Or After',
                    value: 'on_or_after',
                  },
                  {
                    name: 'Past Week',
                    value: 'past_week',
                  },
                  {
                    name: 'Past Month',
                    value: 'past_month',
                  },
                  {
                    name: 'Past Year',
                    value: 'past_year',
                  },
                  {
                    name: 'Next Week',
                    value: 'next_week',
                  },
                  {
                    name: 'Next Month',
                    value: 'next_month',
                  },
                  {
                    name: 'Next Year',
                    value: 'next_year',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Return Type',
                name: 'returnType',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['formula'],
                  },
                },
                options: [
                  {
                    name: 'Text',
                    value: 'text',
                  },
                  {
                    name: 'Checkbox',
                    value: 'checkbox',
                  },
                  {
                    name: 'Number',
                    value: 'number',
                  },
                  {
                    name: 'Date',
                    value: 'date',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['formula'],
                    returnType: ['text'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Does Not Contain',
                    value: 'does_not_contain',
                  },
                  {
                    name: 'Starts With',
                    value: 'starts_with',
                  },
                  {
                    name: 'Ends With',
                    value: 'ends_with',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['formula'],
                    returnType: ['checkbox'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['formula'],
                    returnType: ['number'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Does Not Equal',
                    value: 'does_not_equal',
                  },
                  {
                    name: 'Greater Than',
                    value: 'greater_than',
                  },
                  {
                    name: 'Less Than',
                    value: 'less_than',
                  },
                  {
                    name: 'Greater Than Or Equal To',
                    value: 'greater_than_or_equal_to',
                  },
                  {
                    name: 'Less Than Or Equal To',
                    value: 'less_than_or_equal_to',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Condition',
                name: 'condition',
                type: 'options',
                displayOptions: {
                  show: {
                    type: ['formula'],
                    returnType: ['date'],
                  },
                },
                options: [
                  {
                    name: 'Equals',
                    value: 'equals',
                  },
                  {
                    name: 'Before',
                    value: 'before',
                  },
                  {
                    name: 'After',
                    value: 'after',
                  },
                  {
                    name: 'On Or Before',
                    value: 'on_or_before',
                  },
                  {
                    name: 'Is Empty',
                    value: 'is_empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'is_not_empty',
                  },
                  {
                    name: 'On Or After',
                    value: 'on_or_after',
                  },
                  {
                    name: 'Past Week',
                    value: 'past_week',
                  },
                  {
                    name: 'Past Month',
                    value: 'past_month',
                  },
                  {
                    name: 'Past Year',
                    value: 'past_year',
                  },
                  {
                    name: 'Next Week',
                    value: 'next_week',
                  },
                  {
                    name: 'Next Month',
                    value: 'next_month',
                  },
                  {
                    name: 'Next Year',
                    value: 'next_year',
                  },
                ],
                default: '',
              },
              {
                displayName: 'Title',
                name: 'titleValue',
                type: 'string',
                displayOptions: {
                  show: {
                    type: ['title'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'Text',
                name: 'richTextValue',
                type: 'string',
                displayOptions: {
                  show: {
                    type: ['rich_text'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'Phone Number',
                name: 'phoneNumberValue',
                type: 'string',
                displayOptions: {
                  show: {
                    type: ['phone_number'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'Option Name or ID',
                name: 'multiSelectValue',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getPropertySelectValues',
                },
                displayOptions: {
                  show: {
                    type: ['multi_select'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: [],
              },
              {
                displayName: 'Option Name or ID',
                name: 'selectValue',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getPropertySelectValues',
                },
                displayOptions: {
                  show: {
                    type: ['select'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'Status Name or ID',
                name: 'statusValue',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getPropertySelectValues',
                },
                displayOptions: {
                  show: {
                    type: ['status'],
                  },
                },
                default: '',
              },
              {
                displayName: 'Email',
                name: 'emailValue',
                type: 'string',
                displayOptions: {
                  show: {
                    type: ['email'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'URL',
                name: 'urlValue',
                type: 'string',
                displayOptions: {
                  show: {
                    type: ['url'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'User Name or ID',
                name: 'peopleValue',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getUsers',
                },
                displayOptions: {
                  show: {
                    type: ['people'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'User Name or ID',
                name: 'createdByValue',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getUsers',
                },
                displayOptions: {
                  show: {
                    type: ['created_by'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'User Name or ID',
                name: 'lastEditedByValue',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getUsers',
                },
                displayOptions: {
                  show: {
                    type: ['last_edited_by'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'Relation ID',
                name: 'relationValue',
                type: 'string',
                displayOptions: {
                  show: {
                    type: ['relation'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'Checked',
                name: 'checkboxValue',
                displayOptions: {
                  show: {
                    type: ['checkbox'],
                  },
                },
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'Number',
                name: 'numberValue',
                displayOptions: {
                  show: {
                    type: ['number'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                type: 'number',
                default: 0,
              },
              {
                displayName: 'Date',
                name: 'date',
                displayOptions: {
                  show: {
                    type: ['date'],
                  },
                  hide: {
                    condition: [
                      'is_empty',
                      'is_not_empty',
                      'past_week',
                      'past_month',
                      'past_year',
                      'next_week',
                      'next_month',
                      'next_year',
                    ],
                  },
                },
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'Created Time',
                name: 'createdTimeValue',
                displayOptions: {
                  show: {
                    type: ['created_time'],
                  },
                  hide: {
                    condition: [
                      'is_empty',
                      'is_not_empty',
                      'past_week',
                      'past_month',
                      'past_year',
                      'next_week',
                      'next_month',
                      'next_year',
                    ],
                  },
                },
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'Last Edited Time',
                name: 'lastEditedTime',
                displayOptions: {
                  show: {
                    type: ['last_edited_time'],
                  },
                  hide: {
                    condition: [
                      'is_empty',
                      'is_not_empty',
                      'past_week',
                      'past_month',
                      'past_year',
                      'next_week',
                      'next_month',
                      'next_year',
                    ],
                  },
                },
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'Number',
                name: 'numberValue',
                displayOptions: {
                  show: {
                    type: ['formula'],
                    returnType: ['number'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                type: 'number',
                default: 0,
              },
              {
                displayName: 'Text',
                name: 'textValue',
                type: 'string',
                displayOptions: {
                  show: {
                    type: ['formula'],
                    returnType: ['text'],
                  },
                  hide: {
                    condition: ['is_empty', 'is_not_empty'],
                  },
                },
                default: '',
              },
              {
                displayName: 'Boolean',
                name: 'checkboxValue',
                displayOptions: {
                  show: {
                    type: ['formula'],
                    returnType: ['checkbox'],
                  },
                },
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'Date',
                name: 'dateValue',
                displayOptions: {
                  show: {
                    type: ['formula'],
                    returnType: ['date'],
                  },
                  hide: {
                    condition: [
                      'is_empty',
                      'is_not_empty',
                      'past_week',
                      'past_month',
                      'past_year',
                      'next_week',
                      'next_month',
                      'next_year',
                    ],
                  },
                },
                type: 'dateTime',
                default: '',
              },
            ],
          },
          {
            displayName: 'Multiple Condition',
            name: 'multipleCondition',
            values: [
              {
                displayName: 'Condition',
                name: 'condition',
                placeholder: 'Add Condition',
                type: 'fixedCollection',
                typeOptions: {
                  multipleValues: true,
                },
                default: {},
                options: [
                  {
                    displayName: 'OR',
                    name: 'or',
                    values: [
                      {
                        displayName: 'Property Name or ID',
                        name: 'key',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getFilterProperties',
                          loadOptionsDependsOn: ['datatabaseId'],
                        },
                        default: '',
                      },
                      {
                        displayName: 'Type',
                        name: 'type',
                        type: 'hidden',
                        default: '={{$parameter["&key"].split("|")[1]}}',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['title'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['rich_text'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['number'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Greater Than',
                            value: 'greater_than',
                          },
                          {
                            name: 'Less Than',
                            value: 'less_than',
                          },
                          {
                            name: 'Greater Than Or Equal To',
                            value: 'greater_than_or_equal_to',
                          },
                          {
                            name: 'Less Than Or Equal To',
                            value: 'less_than_or_equal_to',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['checkbox'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['select'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['multi_select'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['status'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['date'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Before',
                            value: 'before',
                          },
                          {
                            name: 'After',
                            value: 'after',
                          },
                          {
                            name: 'On Or Before',
                            value: 'on_or_before',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                          {
                            name: 'On Or After',
                            value: 'on_or_after',
                          },
                          {
                            name: 'Past Week',
                            value: 'past_week',
                          },
                          {
                            name: 'Past Month',
                            value: 'past_month',
                          },
                          {
                            name: 'Past Year',
                            value: 'past_year',
                          },
                          {
                            name: 'Next Week',
                            value: 'next_week',
                          },
                          {
                            name: 'Next Month',
                            value: 'next_month',
                          },
                          {
                            name: 'Next Year',
                            value: 'next_year',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['people'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['files'],
                          },
                        },
                        options: [
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['url'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['email'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['phone_number'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['relation'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['created_by'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['created_time'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Before',
                            value: 'before',
                          },
                          {
                            name: 'After',
                            value: 'after',
                          },
                          {
                            name: 'On Or Before',
                            value: 'on_or_before',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                          {
                            name: 'On Or After',
                            value: 'on_or_after',
                          },
                          {
                            name: 'Past Week',
                            value: 'past_week',
                          },
                          {
                            name: 'Past Month',
                            value: 'past_month',
                          },
                          {
                            name: 'Past Year',
                            value: 'past_year',
                          },
                          {
                            name: 'Next Week',
                            value: 'next_week',
                          },
                          {
                            name: 'Next Month',
                            value: 'next_month',
                          },
                          {
                            name: 'Next Year',
                            value: 'next_year',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['last_edited_by'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['last_edited_time'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Before',
                            value: 'before',
                          },
                          {
                            name: 'After',
                            value: 'after',
                          },
                          {
                            name: 'On Or Before',
                            value: 'on_or_before',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                          {
                            name: 'On Or After',
                            value: 'on_or_after',
                          },
                          {
                            name: 'Past Week',
                            value: 'past_week',
                          },
                          {
                            name: 'Past Month',
                            value: 'past_month',
                          },
                          {
                            name: 'Past Year',
                            value: 'past_year',
                          },
                          {
                            name: 'Next Week',
                            value: 'next_week',
                          },
                          {
                            name: 'Next Month',
                            value: 'next_month',
                          },
                          {
                            name: 'Next Year',
                            value: 'next_year',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Return Type',
                        name: 'returnType',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                          },
                        },
                        options: [
                          {
                            name: 'Text',
                            value: 'text',
                          },
                          {
                            name: 'Checkbox',
                            value: 'checkbox',
                          },
                          {
                            name: 'Number',
                            value: 'number',
                          },
                          {
                            name: 'Date',
                            value: 'date',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['text'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['checkbox'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['number'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Greater Than',
                            value: 'greater_than',
                          },
                          {
                            name: 'Less Than',
                            value: 'less_than',
                          },
                          {
                            name: 'Greater Than Or Equal To',
                            value: 'greater_than_or_equal_to',
                          },
                          {
                            name: 'Less Than Or Equal To',
                            value: 'less_than_or_equal_to',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['date'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Before',
                            value: 'before',
                          },
                          {
                            name: 'After',
                            value: 'after',
                          },
                          {
                            name: 'On Or Before',
                            value: 'on_or_before',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                          {
                            name: 'On Or After',
                            value: 'on_or_after',
                          },
                          {
                            name: 'Past Week',
                            value: 'past_week',
                          },
                          {
                            name: 'Past Month',
                            value: 'past_month',
                          },
                          {
                            name: 'Past Year',
                            value: 'past_year',
                          },
                          {
                            name: 'Next Week',
                            value: 'next_week',
                          },
                          {
                            name: 'Next Month',
                            value: 'next_month',
                          },
                          {
                            name: 'Next Year',
                            value: 'next_year',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Title',
                        name: 'titleValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['title'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Text',
                        name: 'richTextValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['rich_text'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Phone Number',
                        name: 'phoneNumberValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['phone_number'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Option Name or ID',
                        name: 'multiSelectValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getPropertySelectValues',
                        },
                        displayOptions: {
                          show: {
                            type: ['multi_select'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: [],
                      },
                      {
                        displayName: 'Option Name or ID',
                        name: 'selectValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getPropertySelectValues',
                        },
                        displayOptions: {
                          show: {
                            type: ['select'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Status Name or ID',
                        name: 'statusValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getPropertySelectValues',
                        },
                        displayOptions: {
                          show: {
                            type: ['status'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Email',
                        name: 'emailValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['email'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'URL',
                        name: 'urlValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['url'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'User Name or ID',
                        name: 'peopleValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getUsers',
                        },
                        displayOptions: {
                          show: {
                            type: ['people'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'User Name or ID',
                        name: 'createdByValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getUsers',
                        },
                        displayOptions: {
                          show: {
                            type: ['created_by'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'User Name or ID',
                        name: 'lastEditedByValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getUsers',
                        },
                        displayOptions: {
                          show: {
                            type: ['last_edited_by'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Relation ID',
                        name: 'relationValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['relation'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Checked',
                        name: 'checkboxValue',
                        displayOptions: {
                          show: {
                            type: ['checkbox'],
                          },
                        },
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Number',
                        name: 'numberValue',
                        displayOptions: {
                          show: {
                            type: ['number'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        type: 'number',
                        default: 0,
                      },
                      {
                        displayName: 'Date',
                        name: 'date',
                        displayOptions: {
                          show: {
                            type: ['date'],
                          },
                          hide: {
                            condition: [
                              'is_empty',
                              'is_not_empty',
                              'past_week',
                              'past_month',
                              'past_year',
                              'next_week',
                              'next_month',
                              'next_year',
                            ],
                          },
                        },
                        type: 'dateTime',
                        default: '',
                      },
                      {
                        displayName: 'Created Time',
                        name: 'createdTimeValue',
                        displayOptions: {
                          show: {
                            type: ['created_time'],
                          },
                          hide: {
                            condition: [
                              'is_empty',
                              'is_not_empty',
                              'past_week',
                              'past_month',
                              'past_year',
                              'next_week',
                              'next_month',
                              'next_year',
                            ],
                          },
                        },
                        type: 'dateTime',
                        default: '',
                      },
                      {
                        displayName: 'Last Edited Time',
                        name: 'lastEditedTime',
                        displayOptions: {
                          show: {
                            type: ['last_edited_time'],
                          },
                          hide: {
                            condition: [
                              'is_empty',
                              'is_not_empty',
                              'past_week',
                              'past_month',
                              'past_year',
                              'next_week',
                              'next_month',
                              'next_year',
                            ],
                          },
                        },
                        type: 'dateTime',
                        default: '',
                      },
                      {
                        displayName: 'Number',
                        name: 'numberValue',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['number'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        type: 'number',
                        default: 0,
                      },
                      {
                        displayName: 'Text',
                        name: 'textValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['text'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Boolean',
                        name: 'checkboxValue',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['checkbox'],
                          },
                        },
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Date',
                        name: 'dateValue',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['date'],
                          },
                          hide: {
                            condition: [
                              'is_empty',
                              'is_not_empty',
                              'past_week',
                              'past_month',
                              'past_year',
                              'next_week',
                              'next_month',
                              'next_year',
                            ],
                          },
                        },
                        type: 'dateTime',
                        default: '',
                      },
                    ],
                  },
                  {
                    displayName: 'AND',
                    name: 'and',
                    values: [
                      {
                        displayName: 'Property Name or ID',
                        name: 'key',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getFilterProperties',
                          loadOptionsDependsOn: ['datatabaseId'],
                        },
                        default: '',
                      },
                      {
                        displayName: 'Type',
                        name: 'type',
                        type: 'hidden',
                        default: '={{$parameter["&key"].split("|")[1]}}',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['title'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['rich_text'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['number'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Greater Than',
                            value: 'greater_than',
                          },
                          {
                            name: 'Less Than',
                            value: 'less_than',
                          },
                          {
                            name: 'Greater Than Or Equal To',
                            value: 'greater_than_or_equal_to',
                          },
                          {
                            name: 'Less Than Or Equal To',
                            value: 'less_than_or_equal_to',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['checkbox'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['select'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['multi_select'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['status'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['date'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Before',
                            value: 'before',
                          },
                          {
                            name: 'After',
                            value: 'after',
                          },
                          {
                            name: 'On Or Before',
                            value: 'on_or_before',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                          {
                            name: 'On Or After',
                            value: 'on_or_after',
                          },
                          {
                            name: 'Past Week',
                            value: 'past_week',
                          },
                          {
                            name: 'Past Month',
                            value: 'past_month',
                          },
                          {
                            name: 'Past Year',
                            value: 'past_year',
                          },
                          {
                            name: 'Next Week',
                            value: 'next_week',
                          },
                          {
                            name: 'Next Month',
                            value: 'next_month',
                          },
                          {
                            name: 'Next Year',
                            value: 'next_year',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['people'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['files'],
                          },
                        },
                        options: [
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['url'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['email'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['phone_number'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['relation'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['created_by'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['created_time'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Before',
                            value: 'before',
                          },
                          {
                            name: 'After',
                            value: 'after',
                          },
                          {
                            name: 'On Or Before',
                            value: 'on_or_before',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                          {
                            name: 'On Or After',
                            value: 'on_or_after',
                          },
                          {
                            name: 'Past Week',
                            value: 'past_week',
                          },
                          {
                            name: 'Past Month',
                            value: 'past_month',
                          },
                          {
                            name: 'Past Year',
                            value: 'past_year',
                          },
                          {
                            name: 'Next Week',
                            value: 'next_week',
                          },
                          {
                            name: 'Next Month',
                            value: 'next_month',
                          },
                          {
                            name: 'Next Year',
                            value: 'next_year',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['last_edited_by'],
                          },
                        },
                        options: [
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['last_edited_time'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Before',
                            value: 'before',
                          },
                          {
                            name: 'After',
                            value: 'after',
                          },
                          {
                            name: 'On Or Before',
                            value: 'on_or_before',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                          {
                            name: 'On Or After',
                            value: 'on_or_after',
                          },
                          {
                            name: 'Past Week',
                            value: 'past_week',
                          },
                          {
                            name: 'Past Month',
                            value: 'past_month',
                          },
                          {
                            name: 'Past Year',
                            value: 'past_year',
                          },
                          {
                            name: 'Next Week',
                            value: 'next_week',
                          },
                          {
                            name: 'Next Month',
                            value: 'next_month',
                          },
                          {
                            name: 'Next Year',
                            value: 'next_year',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Return Type',
                        name: 'returnType',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                          },
                        },
                        options: [
                          {
                            name: 'Text',
                            value: 'text',
                          },
                          {
                            name: 'Checkbox',
                            value: 'checkbox',
                          },
                          {
                            name: 'Number',
                            value: 'number',
                          },
                          {
                            name: 'Date',
                            value: 'date',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['text'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Contains',
                            value: 'contains',
                          },
                          {
                            name: 'Does Not Contain',
                            value: 'does_not_contain',
                          },
                          {
                            name: 'Starts With',
                            value: 'starts_with',
                          },
                          {
                            name: 'Ends With',
                            value: 'ends_with',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['checkbox'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['number'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Does Not Equal',
                            value: 'does_not_equal',
                          },
                          {
                            name: 'Greater Than',
                            value: 'greater_than',
                          },
                          {
                            name: 'Less Than',
                            value: 'less_than',
                          },
                          {
                            name: 'Greater Than Or Equal To',
                            value: 'greater_than_or_equal_to',
                          },
                          {
                            name: 'Less Than Or Equal To',
                            value: 'less_than_or_equal_to',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Condition',
                        name: 'condition',
                        type: 'options',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['date'],
                          },
                        },
                        options: [
                          {
                            name: 'Equals',
                            value: 'equals',
                          },
                          {
                            name: 'Before',
                            value: 'before',
                          },
                          {
                            name: 'After',
                            value: 'after',
                          },
                          {
                            name: 'On Or Before',
                            value: 'on_or_before',
                          },
                          {
                            name: 'Is Empty',
                            value: 'is_empty',
                          },
                          {
                            name: 'Is Not Empty',
                            value: 'is_not_empty',
                          },
                          {
                            name: 'On Or After',
                            value: 'on_or_after',
                          },
                          {
                            name: 'Past Week',
                            value: 'past_week',
                          },
                          {
                            name: 'Past Month',
                            value: 'past_month',
                          },
                          {
                            name: 'Past Year',
                            value: 'past_year',
                          },
                          {
                            name: 'Next Week',
                            value: 'next_week',
                          },
                          {
                            name: 'Next Month',
                            value: 'next_month',
                          },
                          {
                            name: 'Next Year',
                            value: 'next_year',
                          },
                        ],
                        default: '',
                      },
                      {
                        displayName: 'Title',
                        name: 'titleValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['title'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Text',
                        name: 'richTextValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['rich_text'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Phone Number',
                        name: 'phoneNumberValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['phone_number'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Option Name or ID',
                        name: 'multiSelectValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getPropertySelectValues',
                        },
                        displayOptions: {
                          show: {
                            type: ['multi_select'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: [],
                      },
                      {
                        displayName: 'Option Name or ID',
                        name: 'selectValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getPropertySelectValues',
                        },
                        displayOptions: {
                          show: {
                            type: ['select'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Status Name or ID',
                        name: 'statusValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getPropertySelectValues',
                        },
                        displayOptions: {
                          show: {
                            type: ['status'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Email',
                        name: 'emailValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['email'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'URL',
                        name: 'urlValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['url'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'User Name or ID',
                        name: 'peopleValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getUsers',
                        },
                        displayOptions: {
                          show: {
                            type: ['people'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'User Name or ID',
                        name: 'createdByValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getUsers',
                        },
                        displayOptions: {
                          show: {
                            type: ['created_by'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'User Name or ID',
                        name: 'lastEditedByValue',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getUsers',
                        },
                        displayOptions: {
                          show: {
                            type: ['last_edited_by'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Relation ID',
                        name: 'relationValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['relation'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Checked',
                        name: 'checkboxValue',
                        displayOptions: {
                          show: {
                            type: ['checkbox'],
                          },
                        },
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Number',
                        name: 'numberValue',
                        displayOptions: {
                          show: {
                            type: ['number'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        type: 'number',
                        default: 0,
                      },
                      {
                        displayName: 'Date',
                        name: 'date',
                        displayOptions: {
                          show: {
                            type: ['date'],
                          },
                          hide: {
                            condition: [
                              'is_empty',
                              'is_not_empty',
                              'past_week',
                              'past_month',
                              'past_year',
                              'next_week',
                              'next_month',
                              'next_year',
                            ],
                          },
                        },
                        type: 'dateTime',
                        default: '',
                      },
                      {
                        displayName: 'Created Time',
                        name: 'createdTimeValue',
                        displayOptions: {
                          show: {
                            type: ['created_time'],
                          },
                          hide: {
                            condition: [
                              'is_empty',
                              'is_not_empty',
                              'past_week',
                              'past_month',
                              'past_year',
                              'next_week',
                              'next_month',
                              'next_year',
                            ],
                          },
                        },
                        type: 'dateTime',
                        default: '',
                      },
                      {
                        displayName: 'Last Edited Time',
                        name: 'lastEditedTime',
                        displayOptions: {
                          show: {
                            type: ['last_edited_time'],
                          },
                          hide: {
                            condition: [
                              'is_empty',
                              'is_not_empty',
                              'past_week',
                              'past_month',
                              'past_year',
                              'next_week',
                              'next_month',
                              'next_year',
                            ],
                          },
                        },
                        type: 'dateTime',
                        default: '',
                      },
                      {
                        displayName: 'Number',
                        name: 'numberValue',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['number'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        type: 'number',
                        default: 0,
                      },
                      {
                        displayName: 'Text',
                        name: 'textValue',
                        type: 'string',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['text'],
                          },
                          hide: {
                            condition: ['is_empty', 'is_not_empty'],
                          },
                        },
                        default: '',
                      },
                      {
                        displayName: 'Boolean',
                        name: 'checkboxValue',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['checkbox'],
                          },
                        },
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Date',
                        name: 'dateValue',
                        displayOptions: {
                          show: {
                            type: ['formula'],
                            returnType: ['date'],
                          },
                          hide: {
                            condition: [
                              'is_empty',
                              'is_not_empty',
                              'past_week',
                              'past_month',
                              'past_year',
                              'next_week',
                              'next_month',
                              'next_year',
                            ],
                          },
                        },
                        type: 'dateTime',
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        displayName: 'Sort',
        name: 'sort',
        placeholder: 'Add Sort',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Sort',
            name: 'sortValue',
            values: [
              {
                displayName: 'Timestamp',
                name: 'timestamp',
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'Property Name or ID',
                name: 'key',
                type: 'options',
                displayOptions: {
                  show: {
                    timestamp: [false],
                  },
                },
                typeOptions: {
                  loadOptionsMethod: 'getFilterProperties',
                  loadOptionsDependsOn: ['datatabaseId'],
                },
                default: '',
              },
              {
                displayName: 'Property Name',
                name: 'key',
                type: 'options',
                options: [
                  {
                    name: 'Created Time',
                    value: 'created_time',
                  },
                  {
                    name: 'Last Edited Time',
                    value: 'last_edited_time',
                  },
                ],
                displayOptions: {
                  show: {
                    timestamp: [true],
                  },
                },
                default: '',
              },
              {
                displayName: 'Type',
                name: 'type',
                type: 'hidden',
                displayOptions: {
                  show: {
                    timestamp: [true],
                  },
                },
                default: '={{$parameter["&key"].split("|")[1]}}',
              },
              {
                displayName: 'Direction',
                name: 'direction',
                type: 'options',
                options: [
                  {
                    name: 'Ascending',
                    value: 'ascending',
                  },
                  {
                    name: 'Descending',
                    value: 'descending',
                  },
                ],
                default: '',
              },
            ],
          },
        ],
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
        '@version': [1],
        resource: ['page'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
      },
      {
        name: 'Get',
        value: 'get',
      },
      {
        name: 'Search',
        value: 'search',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['page'],
      },
      hide: {
        '@version': [1],
      },
    },
    options: [
      {
        name: 'Archive',
        value: 'archive',
      },
      {
        name: 'Create',
        value: 'create',
      },
      {
        name: 'Search',
        value: 'search',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Page',
    name: 'pageId',
    type: 'resourceLocator',
    default: {
      mode: 'url',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/My-Page-b4eeb113e118403aa450af65ac25f0b9',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database Page URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Page ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['archive'],
      },
      hide: {
        '@version': [1],
      },
    },
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['archive'],
      },
      hide: {
        '@version': [1],
      },
    },
    default: true,
  },
  {
    displayName: 'Parent Page',
    name: 'pageId',
    type: 'resourceLocator',
    default: {
      mode: 'url',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'https://www.notion.so/My-Page-b4eeb113e118403aa450af65ac25f0b9',
        validation: [
          {
            type: 'regex',
            properties: {
              regex:
                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Database Page URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex:
            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?(?:[a-zA-Z0-9-]{1,}-)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
              errorMessage: 'Not a valid Notion Page ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
        },
        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['create'],
      },
    },
    default: true,
  },
  {
    displayName: 'Blocks',
    name: 'blockUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['create'],
      },
    },
    placeholder: 'Add Block',
    options: [
      {
        name: 'blockValues',
        displayName: 'Block',
        values: [
          {
            displayName: 'Type Name or ID',
            name: 'type',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getBlockTypes',
            },
            default: 'paragraph',
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['paragraph'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['paragraph'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['paragraph'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['heading_1'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['heading_1'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['heading_1'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['heading_2'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['heading_2'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['heading_2'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['heading_3'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['heading_3'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['heading_3'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['toggle'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['toggle'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['toggle'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Checked',
            name: 'checked',
            type: 'boolean',
            default: false,
            displayOptions: {
              show: {
                type: ['to_do'],
              },
            },
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['to_do'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['to_do'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['to_do'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Title',
            name: 'title',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                type: ['child_page'],
              },
            },
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['bulleted_list_item'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['bulleted_list_item'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['bulleted_list_item'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Rich Text',
            name: 'richText',
            type: 'boolean',
            displayOptions: {
              show: {
                type: ['numbered_list_item'],
              },
            },
            default: false,
          },
          {
            displayName: 'Text',
            name: 'textContent',
            type: 'string',
            displayOptions: {
              show: {
                type: ['numbered_list_item'],
                richText: [false],
              },
            },
            default: '',
          },
          {
            displayName: 'Text',
            name: 'text',
            placeholder: 'Add Text',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            displayOptions: {
              show: {
                type: ['numbered_list_item'],
                richText: [true],
              },
            },
            options: [
              {
                name: 'text',
                displayName: 'Text',
                values: [
                  {
                    displayName: 'Type',
                    name: 'textType',
                    type: 'options',
                    options: [
                      {
                        name: 'Equation',
                        value: 'equation',
                      },
                      {
                        name: 'Mention',
                        value: 'mention',
                      },
                      {
                        name: 'Text',
                        value: 'text',
                      },
                    ],
                    default: 'text',
                  },
                  {
                    displayName: 'Text',
                    name: 'text',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Is Link',
                    name: 'isLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Text Link',
                    name: 'textLink',
                    displayOptions: {
                      show: {
                        textType: ['text'],
                        isLink: [true],
                      },
                    },
                    type: 'string',
                    default: '',
                  },
                  {
                    displayName: 'Type',
                    name: 'mentionType',
                    type: 'options',
                    displayOptions: {
                      show: {
                        textType: ['mention'],
                      },
                    },
                    options: [
                      {
                        name: 'Database',
                        value: 'database',
                      },
                      {
                        name: 'Date',
                        value: 'date',
                      },
                      {
                        name: 'Page',
                        value: 'page',
                      },
                      {
                        name: 'User',
                        value: 'user',
                      },
                    ],
                    default: '',
                  },
                  {
                    displayName: 'User Name or ID',
                    name: 'user',
                    type: 'options',
                    typeOptions: {
                      loadOptionsMethod: 'getUsers',
                    },
                    displayOptions: {
                      show: {
                        mentionType: ['user'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Page ID',
                    name: 'page',
                    type: 'string',
                    displayOptions: {
                      show: {
                        mentionType: ['page'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Database',
                    name: 'database',
                    type: 'resourceLocator',
                    default: {
                      mode: 'list',
                      value: '',
                    },
                    modes: [
                      {
                        displayName: 'Database',
                        name: 'list',
                        type: 'list',
                        placeholder: 'Select a Database...',
                        typeOptions: {
                          searchListMethod: 'getDatabases',
                          searchable: true,
                        },
                      },
                      {
                        displayName: 'Link',
                        name: 'url',
                        type: 'string',
                        placeholder:
                          'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex:
                                '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database URL',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex:
                            '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                      },
                      {
                        displayName: 'ID',
                        name: 'id',
                        type: 'string',
                        placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
                        validation: [
                          {
                            type: 'regex',
                            properties: {
                              regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}).*',
                              errorMessage: 'Not a valid Notion Database ID',
                            },
                          },
                        ],
                        extractValue: {
                          type: 'regex',
                          regex: '^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})',
                        },
                        url: '=https://www.notion.so/{{$value.replace(/-/g, "")}}',
                      },
                    ],
                    displayOptions: {
                      show: {
                        mentionType: ['database'],
                      },
                    },
                  },
                  {
                    displayName: 'Range',
                    name: 'range',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                      },
                    },
                    type: 'boolean',
                    default: false,
                  },
                  {
                    displayName: 'Date',
                    name: 'date',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [false],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date Start',
                    name: 'dateStart',
                    displayOptions: {
                      show: {
                        mentionType: ['date'],
                        range: [true],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Date End',
                    name: 'dateEnd',
                    displayOptions: {
                      show: {
                        range: [true],
                        mentionType: ['date'],
                      },
                    },
                    type: 'dateTime',
                    default: '',
                  },
                  {
                    displayName: 'Expression',
                    name: 'expression',
                    type: 'string',
                    displayOptions: {
                      show: {
                        textType: ['equation'],
                      },
                    },
                    default: '',
                  },
                  {
                    displayName: 'Annotations',
                    name: 'annotationUi',
                    type: 'collection',
                    placeholder: 'Add Annotation',
                    default: {},
                    options: [
                      {
                        displayName: 'Bold',
                        name: 'bold',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Italic',
                        name: 'italic',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Strikethrough',
                        name: 'strikethrough',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Underline',
                        name: 'underline',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Code',
                        name: 'code',
                        type: 'boolean',
                        default: false,
                      },
                      {
                        displayName: 'Color',
                        name: 'color',
                        type: 'options',
                        options: [
                          {
                            name: 'Default',
                            value: 'default',
                          },
                          {
                            name: 'Gray',
                            value: 'gray',
                          },
                          {
                            name: 'Brown',
                            value: 'brown',
                          },
                          {
                            name: 'Orange',
                            value: 'orange',
                          },
                          {
                            name: 'Yellow',
                            value: 'yellow',
                          },
                          {
                            name: 'Green',
                            value: 'green',
                          },
                          {
                            name: 'Blue',
                            value: 'blue',
                          },
                          {
                            name: 'Purple',
                            value: 'purple',
                          },
                          {
                            name: 'Pink',
                            value: 'pink',
                          },
                          {
                            name: 'Red',
                            value: 'red',
                          },
                          {
                            name: 'Gray Background',
                            value: 'gray_background',
                          },
                          {
                            name: 'Brown Background',
                            value: 'brown_background',
                          },
                          {
                            name: 'Orange Background',
                            value: 'orange_background',
                          },
                          {
                            name: 'Yellow Background',
                            value: 'yellow_background',
                          },
                          {
                            name: 'Green Background',
                            value: 'green_background',
                          },
                          {
                            name: 'Blue Background',
                            value: 'blue_background',
                          },
                          {
                            name: 'Purple Background',
                            value: 'purple_background',
                          },
                          {
                            name: 'Pink Background',
                            value: 'pink_background',
                          },
                          {
                            name: 'Red Background',
                            value: 'red_background',
                          },
                        ],
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            displayName: 'Image URL',
            name: 'url',
            type: 'string',
            displayOptions: {
              show: {
                type: ['image'],
              },
            },
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['create'],
      },
    },
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Icon Type',
        name: 'iconType',
        type: 'options',
        options: [
          {
            name: 'Emoji',
            value: 'emoji',
          },
          {
            name: 'File',
            value: 'file',
          },
        ],
        default: 'emoji',
      },
      {
        displayName: 'Icon',
        name: 'icon',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Page Link or ID',
    name: 'pageId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        '@version': [1],
        resource: ['page'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        '@version': [1],
        resource: ['page'],
        operation: ['get'],
      },
    },
    default: true,
  },
  {
    displayName: 'Search Text',
    name: 'text',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['page'],
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
        resource: ['page'],
        operation: ['search'],
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
        resource: ['page'],
        operation: ['search'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['search'],
      },
    },
    default: true,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['page'],
        operation: ['search'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Filters',
        name: 'filter',
        placeholder: 'Add Filter',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        default: {},
        options: [
          {
            displayName: 'Filter',
            name: 'filters',
            values: [
              {
                displayName: 'Property',
                name: 'property',
                type: 'options',
                options: [
                  {
                    name: 'Object',
                    value: 'object',
                  },
                ],
                default: 'object',
              },
              {
                displayName: 'Value',
                name: 'value',
                type: 'options',
                options: [
                  {
                    name: 'Database',
                    value: 'database',
                  },
                  {
                    name: 'Page',
                    value: 'page',
                  },
                ],
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Sort',
        name: 'sort',
        placeholder: 'Add Sort',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        default: {},
        options: [
          {
            displayName: 'Sort',
            name: 'sortValue',
            values: [
              {
                displayName: 'Direction',
                name: 'direction',
                type: 'options',
                options: [
                  {
                    name: 'Ascending',
                    value: 'ascending',
                  },
                  {
                    name: 'Descending',
                    value: 'descending',
                  },
                ],
                default: 'descending',
              },
              {
                displayName: 'Timestamp',
                name: 'timestamp',
                type: 'options',
                options: [
                  {
                    name: 'Last Edited Time',
                    value: 'last_edited_time',
                  },
                ],
                default: 'last_edited_time',
              },
            ],
          },
        ],
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
        resource: ['user'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
      },
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'User ID',
    name: 'userId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getAll'],
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
        resource: ['user'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
];
