import type { NodeProperty } from '@weft/workflow';

/**
 * Gmail 2–2.2's parameters (resources message, label, draft and thread; send and wait).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * the descriptions are Weft's own.
 */
export const gmailV2Properties: NodeProperty[] = [
  {
    "displayName": "Authentication",
    "name": "authentication",
    "type": "options",
    "options": [
      {
        "name": "OAuth2 (recommended)",
        "value": "oAuth2"
      },
      {
        "name": "Service Account",
        "value": "serviceAccount"
      }
    ],
    "default": "oAuth2"
  },
  {
    "displayName": "Resource",
    "name": "resource",
    "type": "options",
    "noDataExpression": true,
    "options": [
      {
        "name": "Message",
        "value": "message"
      },
      {
        "name": "Label",
        "value": "label"
      },
      {
        "name": "Draft",
        "value": "draft"
      },
      {
        "name": "Thread",
        "value": "thread"
      }
    ],
    "default": "message"
  },
  {
    "displayName": "Operation",
    "name": "operation",
    "type": "options",
    "noDataExpression": true,
    "displayOptions": {
      "show": {
        "resource": [
          "draft"
        ]
      }
    },
    "options": [
      {
        "name": "Create",
        "value": "create"
      },
      {
        "name": "Delete",
        "value": "delete"
      },
      {
        "name": "Get",
        "value": "get"
      },
      {
        "name": "Get Many",
        "value": "getAll"
      }
    ],
    "default": "create"
  },
  {
    "displayName": "Draft ID",
    "name": "messageId",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "draft"
        ],
        "operation": [
          "delete",
          "get"
        ]
      }
    },
    "placeholder": "r-3254521568507167962",
    "description": "The ID of the message"
  },
  {
    "displayName": "Subject",
    "name": "subject",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "draft"
        ],
        "operation": [
          "create"
        ]
      }
    },
    "placeholder": "Hello World!",
    "description": "The subject line of the e-mail"
  },
  {
    "displayName": "To make the draft part of a thread, set its thread ID in the options.",
    "name": "threadNotice",
    "type": "notice",
    "default": "",
    "displayOptions": {
      "show": {
        "resource": [
          "draft"
        ],
        "operation": [
          "create"
        ]
      }
    }
  },
  {
    "displayName": "Email Type",
    "name": "emailType",
    "type": "options",
    "default": "text",
    "required": true,
    "noDataExpression": true,
    "options": [
      {
        "name": "HTML",
        "value": "html"
      },
      {
        "name": "Text",
        "value": "text"
      }
    ],
    "displayOptions": {
      "show": {
        "resource": [
          "draft"
        ],
        "operation": [
          "create"
        ]
      }
    },
    "description": "Whether the body is sent as plain text or as HTML"
  },
  {
    "displayName": "Message",
    "name": "message",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "draft"
        ],
        "operation": [
          "create"
        ]
      }
    },
    "description": "The body of the e-mail"
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "displayOptions": {
      "show": {
        "resource": [
          "draft"
        ],
        "operation": [
          "create"
        ]
      }
    },
    "default": {},
    "options": [
      {
        "displayName": "Attachments",
        "name": "attachmentsUi",
        "placeholder": "Add Attachment",
        "type": "fixedCollection",
        "typeOptions": {
          "multipleValues": true
        },
        "options": [
          {
            "name": "attachmentsBinary",
            "displayName": "Attachment Binary",
            "values": [
              {
                "displayName": "Attachment Field Name (in Input)",
                "name": "property",
                "type": "string",
                "default": "",
                "description": "Names of the binary fields to attach, separated by commas"
              }
            ]
          }
        ],
        "default": {},
        "description": "Files from the input item to attach"
      },
      {
        "displayName": "BCC",
        "name": "bccList",
        "type": "string",
        "placeholder": "info@example.com",
        "default": "",
        "description": "Addresses that get a hidden copy"
      },
      {
        "displayName": "CC",
        "name": "ccList",
        "type": "string",
        "placeholder": "info@example.com",
        "default": "",
        "description": "Addresses that get a copy"
      },
      {
        "displayName": "From Alias Name or ID",
        "name": "fromAlias",
        "type": "options",
        "default": "",
        "typeOptions": {
          "loadOptionsMethod": "getGmailAliases"
        },
        "description": "The send-as alias the draft is from"
      },
      {
        "displayName": "Send Replies To",
        "name": "replyTo",
        "type": "string",
        "placeholder": "reply@example.com",
        "default": "",
        "description": "The address replies should go to"
      },
      {
        "displayName": "Thread ID",
        "name": "threadId",
        "type": "string",
        "placeholder": "18cc573e2431878f",
        "default": "",
        "description": "The ID of the thread"
      },
      {
        "displayName": "To Email",
        "name": "sendTo",
        "type": "string",
        "default": "",
        "placeholder": "info@example.com",
        "description": "Recipients, separated by commas; a name may go with an address as \"Name <address>\""
      }
    ]
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "displayOptions": {
      "show": {
        "resource": [
          "draft"
        ],
        "operation": [
          "get"
        ]
      }
    },
    "default": {},
    "options": [
      {
        "displayName": "Attachment Prefix",
        "name": "dataPropertyAttachmentsPrefixName",
        "type": "string",
        "default": "attachment_",
        "description": "Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)"
      },
      {
        "displayName": "Download Attachments",
        "name": "downloadAttachments",
        "type": "boolean",
        "default": false,
        "description": "Whether the e-mail's attachments are downloaded into binary fields"
      }
    ]
  },
  {
    "displayName": "Return All",
    "name": "returnAll",
    "type": "boolean",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "draft"
        ]
      }
    },
    "default": false,
    "description": "Whether to answer every result, or only up to the limit"
  },
  {
    "displayName": "Limit",
    "name": "limit",
    "type": "number",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "draft"
        ],
        "returnAll": [
          false
        ]
      }
    },
    "typeOptions": {
      "minValue": 1,
      "maxValue": 500
    },
    "default": 50,
    "description": "The most results to answer"
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "default": {},
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "draft"
        ]
      }
    },
    "options": [
      {
        "displayName": "Attachment Prefix",
        "name": "dataPropertyAttachmentsPrefixName",
        "type": "string",
        "default": "attachment_",
        "description": "Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)"
      },
      {
        "displayName": "Download Attachments",
        "name": "downloadAttachments",
        "type": "boolean",
        "default": false,
        "description": "Whether the e-mail's attachments are downloaded into binary fields"
      },
      {
        "displayName": "Include Spam and Trash",
        "name": "includeSpamTrash",
        "type": "boolean",
        "default": false,
        "description": "Whether messages in Spam and Trash are included"
      }
    ]
  },
  {
    "displayName": "Operation",
    "name": "operation",
    "type": "options",
    "noDataExpression": true,
    "displayOptions": {
      "show": {
        "resource": [
          "label"
        ]
      }
    },
    "options": [
      {
        "name": "Create",
        "value": "create"
      },
      {
        "name": "Delete",
        "value": "delete"
      },
      {
        "name": "Get",
        "value": "get"
      },
      {
        "name": "Get Many",
        "value": "getAll"
      }
    ],
    "default": "getAll"
  },
  {
    "displayName": "Name",
    "name": "name",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "label"
        ],
        "operation": [
          "create"
        ]
      }
    },
    "placeholder": "invoices",
    "description": "The name of the label"
  },
  {
    "displayName": "Label ID",
    "name": "labelId",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "label"
        ],
        "operation": [
          "get",
          "delete"
        ]
      }
    },
    "description": "The ID of the label"
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "displayOptions": {
      "show": {
        "resource": [
          "label"
        ],
        "operation": [
          "create"
        ]
      }
    },
    "default": {},
    "options": [
      {
        "displayName": "Label List Visibility",
        "name": "labelListVisibility",
        "type": "options",
        "options": [
          {
            "name": "Hide",
            "value": "labelHide"
          },
          {
            "name": "Show",
            "value": "labelShow"
          },
          {
            "name": "Show If Unread",
            "value": "labelShowIfUnread"
          }
        ],
        "default": "labelShow",
        "description": "Whether the label shows in the label list"
      },
      {
        "displayName": "Message List Visibility",
        "name": "messageListVisibility",
        "type": "options",
        "options": [
          {
            "name": "Hide",
            "value": "hide"
          },
          {
            "name": "Show",
            "value": "show"
          }
        ],
        "default": "show",
        "description": "Whether messages with this label show in the message list"
      }
    ]
  },
  {
    "displayName": "Return All",
    "name": "returnAll",
    "type": "boolean",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "label"
        ]
      }
    },
    "default": false,
    "description": "Whether to answer every result, or only up to the limit"
  },
  {
    "displayName": "Limit",
    "name": "limit",
    "type": "number",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "label"
        ],
        "returnAll": [
          false
        ]
      }
    },
    "typeOptions": {
      "minValue": 1,
      "maxValue": 500
    },
    "default": 50,
    "description": "The most results to answer"
  },
  {
    "displayName": "Operation",
    "name": "operation",
    "type": "options",
    "noDataExpression": true,
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ]
      }
    },
    "options": [
      {
        "name": "Add Label",
        "value": "addLabels"
      },
      {
        "name": "Delete",
        "value": "delete"
      },
      {
        "name": "Get",
        "value": "get"
      },
      {
        "name": "Get Many",
        "value": "getAll"
      },
      {
        "name": "Mark as Read",
        "value": "markAsRead"
      },
      {
        "name": "Mark as Unread",
        "value": "markAsUnread"
      },
      {
        "name": "Remove Label",
        "value": "removeLabels"
      },
      {
        "name": "Reply",
        "value": "reply"
      },
      {
        "name": "Send",
        "value": "send"
      },
      {
        "name": "Send and Wait for Response",
        "value": "sendAndWait"
      }
    ],
    "default": "send"
  },
  {
    "displayName": "Message ID",
    "name": "messageId",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "get",
          "delete",
          "markAsRead",
          "markAsUnread"
        ]
      }
    },
    "placeholder": "172ce2c4a72cc243",
    "description": "The ID of the message"
  },
  {
    "displayName": "Message ID",
    "name": "messageId",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "reply"
        ]
      }
    },
    "placeholder": "172ce2c4a72cc243",
    "description": "The ID of the message"
  },
  {
    "displayName": "To",
    "name": "sendTo",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "send"
        ]
      }
    },
    "placeholder": "info@example.com",
    "description": "Recipients, separated by commas; a name may go with an address as \"Name <address>\""
  },
  {
    "displayName": "Subject",
    "name": "subject",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "send"
        ]
      }
    },
    "placeholder": "Hello World!",
    "description": "The subject line of the e-mail"
  },
  {
    "displayName": "Email Type",
    "name": "emailType",
    "type": "options",
    "default": "html",
    "required": true,
    "noDataExpression": true,
    "options": [
      {
        "name": "Text",
        "value": "text"
      },
      {
        "name": "HTML",
        "value": "html"
      }
    ],
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "send",
          "reply"
        ]
      },
      "hide": {
        "@version": [
          2
        ]
      }
    },
    "description": "Whether the body is sent as plain text or as HTML"
  },
  {
    "displayName": "Email Type",
    "name": "emailType",
    "type": "options",
    "default": "html",
    "required": true,
    "noDataExpression": true,
    "options": [
      {
        "name": "Text",
        "value": "text"
      },
      {
        "name": "HTML",
        "value": "html"
      }
    ],
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "send",
          "reply"
        ],
        "@version": [
          2
        ]
      }
    },
    "description": "Whether the body is sent as plain text or as HTML"
  },
  {
    "displayName": "Message",
    "name": "message",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "reply",
          "send"
        ]
      }
    },
    "description": "The body of the e-mail"
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "send",
          "reply"
        ]
      }
    },
    "default": {},
    "options": [
      {
        "displayName": "Append Weft Attribution",
        "name": "appendAttribution",
        "type": "boolean",
        "default": true,
        "description": "Whether a line saying the e-mail was sent by an automation is added at the end"
      },
      {
        "displayName": "Attachments",
        "name": "attachmentsUi",
        "placeholder": "Add Attachment",
        "type": "fixedCollection",
        "typeOptions": {
          "multipleValues": true
        },
        "options": [
          {
            "name": "attachmentsBinary",
            "displayName": "Attachment Binary",
            "values": [
              {
                "displayName": "Attachment Field Name",
                "name": "property",
                "type": "string",
                "default": "data",
                "description": "Names of the binary fields to attach, separated by commas"
              }
            ]
          }
        ],
        "default": {},
        "description": "Files from the input item to attach"
      },
      {
        "displayName": "BCC",
        "name": "bccList",
        "type": "string",
        "placeholder": "info@example.com",
        "default": "",
        "description": "Addresses that get a hidden copy"
      },
      {
        "displayName": "CC",
        "name": "ccList",
        "type": "string",
        "placeholder": "info@example.com",
        "default": "",
        "description": "Addresses that get a copy"
      },
      {
        "displayName": "Sender Name",
        "name": "senderName",
        "type": "string",
        "placeholder": "e.g. Nathan",
        "default": "",
        "description": "The name shown as the sender"
      },
      {
        "displayName": "Send Replies To",
        "name": "replyTo",
        "type": "string",
        "placeholder": "reply@example.com",
        "default": "",
        "displayOptions": {
          "hide": {
            "/operation": [
              "reply"
            ]
          }
        },
        "description": "The address replies should go to"
      },
      {
        "displayName": "Reply to Sender Only",
        "name": "replyToSenderOnly",
        "type": "boolean",
        "default": false,
        "description": "Whether the reply goes to the sender only, not to the other recipients"
      }
    ]
  },
  {
    "displayName": "Simplify",
    "name": "simple",
    "type": "boolean",
    "displayOptions": {
      "show": {
        "operation": [
          "get"
        ],
        "resource": [
          "message"
        ]
      }
    },
    "default": true,
    "description": "Whether to answer a short form of each message (headers as fields, labels by name) instead of the full parsed e-mail"
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "get"
        ]
      },
      "hide": {
        "simple": [
          true
        ]
      }
    },
    "default": {},
    "options": [
      {
        "displayName": "Attachment Prefix",
        "name": "dataPropertyAttachmentsPrefixName",
        "type": "string",
        "default": "attachment_",
        "description": "Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)"
      },
      {
        "displayName": "Download Attachments",
        "name": "downloadAttachments",
        "type": "boolean",
        "default": false,
        "description": "Whether the e-mail's attachments are downloaded into binary fields"
      }
    ]
  },
  {
    "displayName": "Return All",
    "name": "returnAll",
    "type": "boolean",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "message"
        ]
      }
    },
    "default": false,
    "description": "Whether to answer every result, or only up to the limit"
  },
  {
    "displayName": "Limit",
    "name": "limit",
    "type": "number",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "message"
        ],
        "returnAll": [
          false
        ]
      }
    },
    "typeOptions": {
      "minValue": 1,
      "maxValue": 500
    },
    "default": 50,
    "description": "The most results to answer"
  },
  {
    "displayName": "Simplify",
    "name": "simple",
    "type": "boolean",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "message"
        ]
      }
    },
    "default": true,
    "description": "Whether to answer a short form of each message (headers as fields, labels by name) instead of the full parsed e-mail"
  },
  {
    "displayName": "Fetching every message of a large mailbox can take a long time; narrow it down with the filters.",
    "name": "filtersNotice",
    "type": "notice",
    "default": "",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "message"
        ],
        "returnAll": [
          true
        ]
      }
    }
  },
  {
    "displayName": "Filters",
    "name": "filters",
    "type": "collection",
    "placeholder": "Add Filter",
    "default": {},
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "message"
        ]
      }
    },
    "options": [
      {
        "displayName": "Include Spam and Trash",
        "name": "includeSpamTrash",
        "type": "boolean",
        "default": false,
        "description": "Whether messages in Spam and Trash are included"
      },
      {
        "displayName": "Label Names or IDs",
        "name": "labelIds",
        "type": "multiOptions",
        "typeOptions": {
          "loadOptionsMethod": "getLabels"
        },
        "default": [],
        "description": "The labels, by ID"
      },
      {
        "displayName": "Search",
        "name": "q",
        "type": "string",
        "default": "",
        "placeholder": "has:attachment",
        "description": "A Gmail search, as typed in the Gmail search box"
      },
      {
        "displayName": "Read Status",
        "name": "readStatus",
        "type": "options",
        "default": "unread",
        "options": [
          {
            "name": "Unread and read emails",
            "value": "both"
          },
          {
            "name": "Unread emails only",
            "value": "unread"
          },
          {
            "name": "Read emails only",
            "value": "read"
          }
        ],
        "description": "Whether to answer unread messages, read ones or both"
      },
      {
        "displayName": "Received After",
        "name": "receivedAfter",
        "type": "dateTime",
        "default": "",
        "description": "Only messages received after this date and time"
      },
      {
        "displayName": "Received Before",
        "name": "receivedBefore",
        "type": "dateTime",
        "default": "",
        "description": "Only messages received before this date and time"
      },
      {
        "displayName": "Sender",
        "name": "sender",
        "type": "string",
        "default": "",
        "description": "Only messages from this sender (an address or part of a name)"
      }
    ]
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "default": {},
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "message"
        ]
      },
      "hide": {
        "simple": [
          true
        ]
      }
    },
    "options": [
      {
        "displayName": "Attachment Prefix",
        "name": "dataPropertyAttachmentsPrefixName",
        "type": "string",
        "default": "attachment_",
        "description": "Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)"
      },
      {
        "displayName": "Download Attachments",
        "name": "downloadAttachments",
        "type": "boolean",
        "default": false,
        "description": "Whether the e-mail's attachments are downloaded into binary fields"
      }
    ]
  },
  {
    "displayName": "Message ID",
    "name": "messageId",
    "type": "string",
    "default": "",
    "required": true,
    "placeholder": "172ce2c4a72cc243",
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "addLabels",
          "removeLabels"
        ]
      }
    },
    "description": "The ID of the message"
  },
  {
    "displayName": "Label Names or IDs",
    "name": "labelIds",
    "type": "multiOptions",
    "typeOptions": {
      "loadOptionsMethod": "getLabels"
    },
    "default": [],
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "addLabels",
          "removeLabels"
        ]
      }
    },
    "description": "The labels, by ID"
  },
  {
    "displayName": "To",
    "name": "sendTo",
    "type": "string",
    "default": "",
    "required": true,
    "placeholder": "e.g. info@example.com",
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    },
    "description": "Recipients, separated by commas; a name may go with an address as \"Name <address>\""
  },
  {
    "displayName": "Subject",
    "name": "subject",
    "type": "string",
    "default": "",
    "required": true,
    "placeholder": "e.g. Approval required",
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    },
    "description": "The subject line of the e-mail"
  },
  {
    "displayName": "Message",
    "name": "message",
    "type": "string",
    "default": "",
    "required": true,
    "typeOptions": {
      "rows": 4
    },
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    },
    "description": "The body of the e-mail"
  },
  {
    "displayName": "Response Type",
    "name": "responseType",
    "type": "options",
    "default": "approval",
    "options": [
      {
        "name": "Approval",
        "value": "approval"
      },
      {
        "name": "Free Text",
        "value": "freeText"
      },
      {
        "name": "Custom Form",
        "value": "customForm"
      }
    ],
    "displayOptions": {
      "show": {
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    },
    "description": "How the recipient answers: approve/decline, free text or a form"
  },
  {
    "displayName": "Define Form",
    "name": "defineForm",
    "type": "options",
    "noDataExpression": true,
    "options": [
      {
        "name": "Using Fields Below",
        "value": "fields"
      },
      {
        "name": "Using JSON",
        "value": "json"
      }
    ],
    "default": "fields",
    "displayOptions": {
      "show": {
        "responseType": [
          "customForm"
        ],
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    }
  },
  {
    "displayName": "Form Fields",
    "name": "jsonOutput",
    "type": "json",
    "typeOptions": {
      "rows": 5
    },
    "default": "[\n  {\n    \"fieldLabel\": \"Name\",\n    \"placeholder\": \"enter your name\",\n    \"requiredField\": true\n  },\n  {\n    \"fieldLabel\": \"Age\",\n    \"fieldType\": \"number\",\n    \"placeholder\": \"enter your age\"\n  },\n  {\n    \"fieldLabel\": \"Email\",\n    \"fieldType\": \"email\",\n    \"requiredField\": true\n  },\n  {\n    \"fieldLabel\": \"Textarea\",\n    \"fieldType\": \"textarea\"\n  },\n  {\n    \"fieldLabel\": \"Dropdown Options\",\n    \"fieldType\": \"dropdown\",\n    \"fieldOptions\": {\n      \"values\": [\n        {\n          \"option\": \"option 1\"\n        },\n        {\n          \"option\": \"option 2\"\n        }\n      ]\n    },\n    \"requiredField\": true\n  },\n  {\n    \"fieldLabel\": \"Checkboxes\",\n    \"fieldType\": \"checkbox\",\n    \"fieldOptions\": {\n      \"values\": [\n        {\n          \"option\": \"option 1\"\n        },\n        {\n          \"option\": \"option 2\"\n        }\n      ]\n    }\n  },\n  {\n    \"fieldLabel\": \"Radio\",\n    \"fieldType\": \"radio\",\n    \"fieldOptions\": {\n      \"values\": [\n        {\n          \"option\": \"option 1\"\n        },\n        {\n          \"option\": \"option 2\"\n        }\n      ]\n    }\n  },\n  {\n    \"fieldLabel\": \"Email\",\n    \"fieldType\": \"email\",\n    \"placeholder\": \"me@mail.con\"\n  },\n  {\n    \"fieldLabel\": \"File\",\n    \"fieldType\": \"file\",\n    \"multipleFiles\": true,\n    \"acceptFileTypes\": \".jpg, .png\"\n  },\n  {\n    \"fieldLabel\": \"Number\",\n    \"fieldType\": \"number\"\n  },\n  {\n    \"fieldLabel\": \"Password\",\n    \"fieldType\": \"password\"\n  }\n]\n",
    "validateType": "form-fields",
    "ignoreValidationDuringExecution": true,
    "displayOptions": {
      "show": {
        "defineForm": [
          "json"
        ],
        "responseType": [
          "customForm"
        ],
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    }
  },
  {
    "displayName": "Form Elements",
    "name": "formFields",
    "placeholder": "Add Form Element",
    "type": "fixedCollection",
    "default": {},
    "typeOptions": {
      "multipleValues": true,
      "sortable": true
    },
    "options": [
      {
        "displayName": "Values",
        "name": "values",
        "values": [
          {
            "displayName": "Field Name",
            "name": "fieldLabel",
            "type": "string",
            "default": "",
            "placeholder": "e.g. What is your name?",
            "required": true,
            "displayOptions": {
              "hide": {
                "fieldType": [
                  "hiddenField",
                  "html"
                ]
              }
            }
          },
          {
            "displayName": "Field Name",
            "name": "fieldName",
            "type": "string",
            "default": "",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "hiddenField"
                ]
              }
            }
          },
          {
            "displayName": "Element Type",
            "name": "fieldType",
            "type": "options",
            "default": "text",
            "options": [
              {
                "name": "Checkboxes",
                "value": "checkbox"
              },
              {
                "name": "Custom HTML",
                "value": "html"
              },
              {
                "name": "Date",
                "value": "date"
              },
              {
                "name": "Dropdown",
                "value": "dropdown"
              },
              {
                "name": "Email",
                "value": "email"
              },
              {
                "name": "File",
                "value": "file"
              },
              {
                "name": "Hidden Field",
                "value": "hiddenField"
              },
              {
                "name": "Number",
                "value": "number"
              },
              {
                "name": "Password",
                "value": "password"
              },
              {
                "name": "Radio Buttons",
                "value": "radio"
              },
              {
                "name": "Text",
                "value": "text"
              },
              {
                "name": "Textarea",
                "value": "textarea"
              }
            ],
            "required": true
          },
          {
            "displayName": "Element Name",
            "name": "elementName",
            "type": "string",
            "default": "",
            "placeholder": "e.g. content-section",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "html"
                ]
              }
            }
          },
          {
            "displayName": "Placeholder",
            "name": "placeholder",
            "type": "string",
            "default": "",
            "displayOptions": {
              "hide": {
                "fieldType": [
                  "dropdown",
                  "date",
                  "file",
                  "html",
                  "hiddenField",
                  "radio",
                  "checkbox"
                ]
              }
            }
          },
          {
            "displayName": "Default Value",
            "name": "defaultValue",
            "type": "string",
            "default": "",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "text",
                  "number",
                  "email",
                  "textarea"
                ]
              }
            }
          },
          {
            "displayName": "Default Value",
            "name": "defaultValue",
            "type": "dateTime",
            "typeOptions": {
              "dateOnly": true
            },
            "default": "",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "date"
                ]
              }
            }
          },
          {
            "displayName": "Default Value",
            "name": "defaultValue",
            "type": "string",
            "default": "",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "dropdown",
                  "radio"
                ]
              }
            }
          },
          {
            "displayName": "Default Value",
            "name": "defaultValue",
            "type": "string",
            "default": "",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "checkbox"
                ]
              }
            }
          },
          {
            "displayName": "Field Value",
            "name": "fieldValue",
            "type": "string",
            "default": "",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "hiddenField"
                ]
              }
            }
          },
          {
            "displayName": "Field Options",
            "name": "fieldOptions",
            "placeholder": "Add Field Option",
            "type": "fixedCollection",
            "default": {
              "values": [
                {
                  "option": ""
                }
              ]
            },
            "required": true,
            "displayOptions": {
              "show": {
                "fieldType": [
                  "dropdown"
                ]
              }
            },
            "typeOptions": {
              "multipleValues": true,
              "sortable": true
            },
            "options": [
              {
                "displayName": "Values",
                "name": "values",
                "values": [
                  {
                    "displayName": "Option",
                    "name": "option",
                    "type": "string",
                    "default": ""
                  }
                ]
              }
            ]
          },
          {
            "displayName": "Checkboxes",
            "name": "fieldOptions",
            "placeholder": "Add Checkbox",
            "type": "fixedCollection",
            "default": {
              "values": [
                {
                  "option": ""
                }
              ]
            },
            "required": true,
            "displayOptions": {
              "show": {
                "fieldType": [
                  "checkbox"
                ]
              }
            },
            "typeOptions": {
              "multipleValues": true,
              "sortable": true
            },
            "options": [
              {
                "displayName": "Values",
                "name": "values",
                "values": [
                  {
                    "displayName": "Checkbox Label",
                    "name": "option",
                    "type": "string",
                    "default": ""
                  }
                ]
              }
            ]
          },
          {
            "displayName": "Radio Buttons",
            "name": "fieldOptions",
            "placeholder": "Add Radio Button",
            "type": "fixedCollection",
            "default": {
              "values": [
                {
                  "option": ""
                }
              ]
            },
            "required": true,
            "displayOptions": {
              "show": {
                "fieldType": [
                  "radio"
                ]
              }
            },
            "typeOptions": {
              "multipleValues": true,
              "sortable": true
            },
            "options": [
              {
                "displayName": "Values",
                "name": "values",
                "values": [
                  {
                    "displayName": "Radio Button Label",
                    "name": "option",
                    "type": "string",
                    "default": ""
                  }
                ]
              }
            ]
          },
          {
            "displayName": "Multiple Choice is kept for older workflows; use Checkboxes or Radio Buttons instead.",
            "name": "multiselectLegacyNotice",
            "type": "notice",
            "default": "",
            "displayOptions": {
              "show": {
                "multiselect": [
                  true
                ],
                "fieldType": [
                  "dropdown"
                ],
                "@version": [
                  {
                    "_cnd": {
                      "lt": 2.3
                    }
                  }
                ]
              }
            }
          },
          {
            "displayName": "Multiple Choice",
            "name": "multiselect",
            "type": "boolean",
            "default": false,
            "displayOptions": {
              "show": {
                "fieldType": [
                  "dropdown"
                ],
                "@version": [
                  {
                    "_cnd": {
                      "lt": 2.3
                    }
                  }
                ]
              }
            }
          },
          {
            "displayName": "Limit Selection",
            "name": "limitSelection",
            "type": "options",
            "default": "unlimited",
            "options": [
              {
                "name": "Exact Number",
                "value": "exact"
              },
              {
                "name": "Range",
                "value": "range"
              },
              {
                "name": "Unlimited",
                "value": "unlimited"
              }
            ],
            "displayOptions": {
              "show": {
                "fieldType": [
                  "checkbox"
                ]
              }
            }
          },
          {
            "displayName": "Number of Selections",
            "name": "numberOfSelections",
            "type": "number",
            "default": 1,
            "typeOptions": {
              "numberPrecision": 0,
              "minValue": 1
            },
            "displayOptions": {
              "show": {
                "fieldType": [
                  "checkbox"
                ],
                "limitSelection": [
                  "exact"
                ]
              }
            }
          },
          {
            "displayName": "Minimum Selections",
            "name": "minSelections",
            "type": "number",
            "default": 0,
            "typeOptions": {
              "numberPrecision": 0,
              "minValue": 0
            },
            "displayOptions": {
              "show": {
                "fieldType": [
                  "checkbox"
                ],
                "limitSelection": [
                  "range"
                ]
              }
            }
          },
          {
            "displayName": "Maximum Selections",
            "name": "maxSelections",
            "type": "number",
            "default": 1,
            "typeOptions": {
              "numberPrecision": 0,
              "minValue": 1
            },
            "displayOptions": {
              "show": {
                "fieldType": [
                  "checkbox"
                ],
                "limitSelection": [
                  "range"
                ]
              }
            }
          },
          {
            "displayName": "HTML",
            "name": "html",
            "typeOptions": {
              "editor": "htmlEditor"
            },
            "type": "string",
            "noDataExpression": true,
            "default": "<!-- Your custom HTML here --->\n\n\n",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "html"
                ]
              }
            }
          },
          {
            "displayName": "Multiple Files",
            "name": "multipleFiles",
            "type": "boolean",
            "default": true,
            "displayOptions": {
              "show": {
                "fieldType": [
                  "file"
                ]
              }
            }
          },
          {
            "displayName": "Accepted File Types",
            "name": "acceptFileTypes",
            "type": "string",
            "default": "",
            "placeholder": "e.g. .jpg, .png",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "file"
                ]
              }
            }
          },
          {
            "displayName": "Dates are shown in the format of the recipient's browser locale.",
            "name": "formatDate",
            "type": "notice",
            "default": "",
            "displayOptions": {
              "show": {
                "fieldType": [
                  "date"
                ]
              }
            }
          },
          {
            "displayName": "Required Field",
            "name": "requiredField",
            "type": "boolean",
            "default": false,
            "displayOptions": {
              "hide": {
                "fieldType": [
                  "html",
                  "hiddenField"
                ]
              }
            }
          }
        ]
      }
    ],
    "displayOptions": {
      "show": {
        "defineForm": [
          "fields"
        ],
        "responseType": [
          "customForm"
        ],
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    }
  },
  {
    "displayName": "Approval Options",
    "name": "approvalOptions",
    "type": "fixedCollection",
    "placeholder": "Add option",
    "default": {},
    "options": [
      {
        "displayName": "Values",
        "name": "values",
        "values": [
          {
            "displayName": "Type of Approval",
            "name": "approvalType",
            "type": "options",
            "placeholder": "Add option",
            "default": "single",
            "options": [
              {
                "name": "Approve Only",
                "value": "single"
              },
              {
                "name": "Approve and Disapprove",
                "value": "double"
              }
            ]
          },
          {
            "displayName": "Approve Button Label",
            "name": "approveLabel",
            "type": "string",
            "default": "Approve",
            "displayOptions": {
              "show": {
                "approvalType": [
                  "single",
                  "double"
                ]
              }
            }
          },
          {
            "displayName": "Approve Button Style",
            "name": "buttonApprovalStyle",
            "type": "options",
            "default": "primary",
            "options": [
              {
                "name": "Primary",
                "value": "primary"
              },
              {
                "name": "Secondary",
                "value": "secondary"
              }
            ],
            "displayOptions": {
              "show": {
                "approvalType": [
                  "single",
                  "double"
                ]
              }
            }
          },
          {
            "displayName": "Disapprove Button Label",
            "name": "disapproveLabel",
            "type": "string",
            "default": "Decline",
            "displayOptions": {
              "show": {
                "approvalType": [
                  "double"
                ]
              }
            }
          },
          {
            "displayName": "Disapprove Button Style",
            "name": "buttonDisapprovalStyle",
            "type": "options",
            "default": "secondary",
            "options": [
              {
                "name": "Primary",
                "value": "primary"
              },
              {
                "name": "Secondary",
                "value": "secondary"
              }
            ],
            "displayOptions": {
              "show": {
                "approvalType": [
                  "double"
                ]
              }
            }
          }
        ]
      }
    ],
    "displayOptions": {
      "show": {
        "responseType": [
          "approval"
        ],
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    }
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "default": {},
    "options": [
      {
        "displayName": "Limit Wait Time",
        "name": "limitWaitTime",
        "type": "fixedCollection",
        "default": {
          "values": {
            "limitType": "afterTimeInterval",
            "resumeAmount": 45,
            "resumeUnit": "minutes"
          }
        },
        "options": [
          {
            "displayName": "Values",
            "name": "values",
            "values": [
              {
                "displayName": "Limit Type",
                "name": "limitType",
                "type": "options",
                "default": "afterTimeInterval",
                "options": [
                  {
                    "name": "After Time Interval",
                    "value": "afterTimeInterval"
                  },
                  {
                    "name": "At Specified Time",
                    "value": "atSpecifiedTime"
                  }
                ]
              },
              {
                "displayName": "Amount",
                "name": "resumeAmount",
                "type": "number",
                "displayOptions": {
                  "show": {
                    "limitType": [
                      "afterTimeInterval"
                    ]
                  }
                },
                "typeOptions": {
                  "minValue": 0,
                  "numberPrecision": 2
                },
                "default": 1
              },
              {
                "displayName": "Unit",
                "name": "resumeUnit",
                "type": "options",
                "displayOptions": {
                  "show": {
                    "limitType": [
                      "afterTimeInterval"
                    ]
                  }
                },
                "options": [
                  {
                    "name": "Minutes",
                    "value": "minutes"
                  },
                  {
                    "name": "Hours",
                    "value": "hours"
                  },
                  {
                    "name": "Days",
                    "value": "days"
                  }
                ],
                "default": "hours"
              },
              {
                "displayName": "Max Date and Time",
                "name": "maxDateAndTime",
                "type": "dateTime",
                "displayOptions": {
                  "show": {
                    "limitType": [
                      "atSpecifiedTime"
                    ]
                  }
                },
                "default": ""
              }
            ]
          }
        ],
        "description": "Whether the workflow stops waiting after some time"
      },
      {
        "displayName": "Append Weft Attribution",
        "name": "appendAttribution",
        "type": "boolean",
        "default": true,
        "description": "Whether a line saying the e-mail was sent by an automation is added at the end"
      }
    ],
    "displayOptions": {
      "show": {
        "responseType": [
          "approval"
        ],
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    }
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "default": {},
    "options": [
      {
        "displayName": "Message Button Label",
        "name": "messageButtonLabel",
        "type": "string",
        "default": "Respond"
      },
      {
        "displayName": "Response Form Title",
        "name": "responseFormTitle",
        "type": "string",
        "default": ""
      },
      {
        "displayName": "Response Form Description",
        "name": "responseFormDescription",
        "type": "string",
        "default": ""
      },
      {
        "displayName": "Response Form Button Label",
        "name": "responseFormButtonLabel",
        "type": "string",
        "default": "Submit"
      },
      {
        "displayName": "Response Form Custom Styling",
        "name": "responseFormCustomCss",
        "type": "string",
        "typeOptions": {
          "rows": 10,
          "editor": "cssEditor"
        },
        "default": ":root {\n\t--font-family: 'Open Sans', sans-serif;\n\t--font-weight-normal: 400;\n\t--font-weight-bold: 600;\n\t--font-size-body: 12px;\n\t--font-size-label: 14px;\n\t--font-size-test-notice: 12px;\n\t--font-size-input: 14px;\n\t--font-size-header: 20px;\n\t--font-size-paragraph: 14px;\n\t--font-size-link: 12px;\n\t--font-size-error: 12px;\n\t--font-size-html-h1: 28px;\n\t--font-size-html-h2: 20px;\n\t--font-size-html-h3: 16px;\n\t--font-size-html-h4: 14px;\n\t--font-size-html-h5: 12px;\n\t--font-size-html-h6: 10px;\n\t--font-size-subheader: 14px;\n\n\t/* Colors */\n\t--color-background: #fbfcfe;\n\t--color-test-notice-text: #e6a23d;\n\t--color-test-notice-bg: #fefaf6;\n\t--color-test-notice-border: #f6dcb7;\n\t--color-card-bg: #ffffff;\n\t--color-card-border: #dbdfe7;\n\t--color-card-shadow: rgba(99, 77, 255, 0.06);\n\t--color-link: #7e8186;\n\t--color-header: #525356;\n\t--color-label: #555555;\n\t--color-input-border: #dbdfe7;\n\t--color-input-text: #71747A;\n\t--color-focus-border: rgb(90, 76, 194);\n\t--color-submit-btn-bg: #ff6d5a;\n\t--color-submit-btn-text: #ffffff;\n\t--color-error: #ea1f30;\n\t--color-required: #ff6d5a;\n\t--color-clear-button-bg: #7e8186;\n\t--color-html-text: #555;\n\t--color-html-link: #ff6d5a;\n\t--color-header-subtext: #7e8186;\n\n\t/* Border Radii */\n\t--border-radius-card: 8px;\n\t--border-radius-input: 6px;\n\t--border-radius-clear-btn: 50%;\n\t--card-border-radius: 8px;\n\n\t/* Spacing */\n\t--padding-container-top: 24px;\n\t--padding-card: 24px;\n\t--padding-test-notice-vertical: 12px;\n\t--padding-test-notice-horizontal: 24px;\n\t--margin-bottom-card: 16px;\n\t--padding-form-input: 12px;\n\t--card-padding: 24px;\n\t--card-margin-bottom: 16px;\n\n\t/* Dimensions */\n\t--container-width: 448px;\n\t--submit-btn-height: 48px;\n\t--checkbox-size: 18px;\n\n\t/* Others */\n\t--box-shadow-card: 0px 4px 16px 0px var(--color-card-shadow);\n\t--opacity-placeholder: 0.5;\n}"
      },
      {
        "displayName": "Limit Wait Time",
        "name": "limitWaitTime",
        "type": "fixedCollection",
        "default": {
          "values": {
            "limitType": "afterTimeInterval",
            "resumeAmount": 45,
            "resumeUnit": "minutes"
          }
        },
        "options": [
          {
            "displayName": "Values",
            "name": "values",
            "values": [
              {
                "displayName": "Limit Type",
                "name": "limitType",
                "type": "options",
                "default": "afterTimeInterval",
                "options": [
                  {
                    "name": "After Time Interval",
                    "value": "afterTimeInterval"
                  },
                  {
                    "name": "At Specified Time",
                    "value": "atSpecifiedTime"
                  }
                ]
              },
              {
                "displayName": "Amount",
                "name": "resumeAmount",
                "type": "number",
                "displayOptions": {
                  "show": {
                    "limitType": [
                      "afterTimeInterval"
                    ]
                  }
                },
                "typeOptions": {
                  "minValue": 0,
                  "numberPrecision": 2
                },
                "default": 1
              },
              {
                "displayName": "Unit",
                "name": "resumeUnit",
                "type": "options",
                "displayOptions": {
                  "show": {
                    "limitType": [
                      "afterTimeInterval"
                    ]
                  }
                },
                "options": [
                  {
                    "name": "Minutes",
                    "value": "minutes"
                  },
                  {
                    "name": "Hours",
                    "value": "hours"
                  },
                  {
                    "name": "Days",
                    "value": "days"
                  }
                ],
                "default": "hours"
              },
              {
                "displayName": "Max Date and Time",
                "name": "maxDateAndTime",
                "type": "dateTime",
                "displayOptions": {
                  "show": {
                    "limitType": [
                      "atSpecifiedTime"
                    ]
                  }
                },
                "default": ""
              }
            ]
          }
        ],
        "description": "Whether the workflow stops waiting after some time"
      },
      {
        "displayName": "Append Weft Attribution",
        "name": "appendAttribution",
        "type": "boolean",
        "default": true,
        "description": "Whether a line saying the e-mail was sent by an automation is added at the end"
      }
    ],
    "displayOptions": {
      "show": {
        "responseType": [
          "freeText",
          "customForm"
        ],
        "resource": [
          "message"
        ],
        "operation": [
          "sendAndWait"
        ]
      }
    }
  },
  {
    "displayName": "Operation",
    "name": "operation",
    "type": "options",
    "noDataExpression": true,
    "displayOptions": {
      "show": {
        "resource": [
          "thread"
        ]
      }
    },
    "options": [
      {
        "name": "Add Label",
        "value": "addLabels"
      },
      {
        "name": "Delete",
        "value": "delete"
      },
      {
        "name": "Get",
        "value": "get"
      },
      {
        "name": "Get Many",
        "value": "getAll"
      },
      {
        "name": "Remove Label",
        "value": "removeLabels"
      },
      {
        "name": "Reply",
        "value": "reply"
      },
      {
        "name": "Trash",
        "value": "trash"
      },
      {
        "name": "Untrash",
        "value": "untrash"
      }
    ],
    "default": "getAll"
  },
  {
    "displayName": "Thread ID",
    "name": "threadId",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "thread"
        ],
        "operation": [
          "get",
          "delete",
          "reply",
          "trash",
          "untrash"
        ]
      }
    },
    "description": "The ID of the thread"
  },
  {
    "displayName": "Message Snippet or ID",
    "name": "messageId",
    "type": "options",
    "typeOptions": {
      "loadOptionsMethod": "getThreadMessages",
      "loadOptionsDependsOn": [
        "threadId"
      ]
    },
    "default": "",
    "displayOptions": {
      "show": {
        "resource": [
          "thread"
        ],
        "operation": [
          "reply"
        ]
      }
    },
    "description": "The ID of the message"
  },
  {
    "displayName": "Email Type",
    "name": "emailType",
    "type": "options",
    "default": "text",
    "required": true,
    "noDataExpression": true,
    "options": [
      {
        "name": "Text",
        "value": "text"
      },
      {
        "name": "HTML",
        "value": "html"
      }
    ],
    "displayOptions": {
      "show": {
        "resource": [
          "thread"
        ],
        "operation": [
          "reply"
        ]
      }
    },
    "description": "Whether the body is sent as plain text or as HTML"
  },
  {
    "displayName": "Message",
    "name": "message",
    "type": "string",
    "default": "",
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "thread"
        ],
        "operation": [
          "reply"
        ]
      }
    },
    "description": "The body of the e-mail"
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add option",
    "displayOptions": {
      "show": {
        "resource": [
          "thread"
        ],
        "operation": [
          "reply"
        ]
      }
    },
    "default": {},
    "options": [
      {
        "displayName": "Attachments",
        "name": "attachmentsUi",
        "placeholder": "Add Attachment",
        "type": "fixedCollection",
        "typeOptions": {
          "multipleValues": true
        },
        "options": [
          {
            "name": "attachmentsBinary",
            "displayName": "Attachment Binary",
            "values": [
              {
                "displayName": "Attachment Field Name",
                "name": "property",
                "type": "string",
                "default": "",
                "description": "Names of the binary fields to attach, separated by commas"
              }
            ]
          }
        ],
        "default": {},
        "description": "Files from the input item to attach"
      },
      {
        "displayName": "BCC",
        "name": "bccList",
        "type": "string",
        "placeholder": "info@example.com",
        "default": "",
        "description": "Addresses that get a hidden copy"
      },
      {
        "displayName": "CC",
        "name": "ccList",
        "type": "string",
        "placeholder": "info@example.com",
        "default": "",
        "description": "Addresses that get a copy"
      },
      {
        "displayName": "Sender Name",
        "name": "senderName",
        "type": "string",
        "placeholder": "e.g. Nathan",
        "default": "",
        "description": "The name shown as the sender"
      },
      {
        "displayName": "Reply to Sender Only",
        "name": "replyToSenderOnly",
        "type": "boolean",
        "default": false,
        "displayOptions": {
          "hide": {
            "replyToRecipientsOnly": [
              true
            ]
          }
        },
        "description": "Whether the reply goes to the sender only, not to the other recipients"
      },
      {
        "displayName": "Reply to Recipients Only",
        "name": "replyToRecipientsOnly",
        "type": "boolean",
        "default": false,
        "displayOptions": {
          "hide": {
            "replyToSenderOnly": [
              true
            ]
          }
        },
        "description": "Whether the reply goes to the recipients only, not to the sender"
      }
    ]
  },
  {
    "displayName": "Simplify",
    "name": "simple",
    "type": "boolean",
    "displayOptions": {
      "show": {
        "operation": [
          "get"
        ],
        "resource": [
          "thread"
        ]
      }
    },
    "default": true,
    "description": "Whether to answer a short form of each message (headers as fields, labels by name) instead of the full parsed e-mail"
  },
  {
    "displayName": "Options",
    "name": "options",
    "type": "collection",
    "placeholder": "Add Field",
    "displayOptions": {
      "show": {
        "resource": [
          "thread"
        ],
        "operation": [
          "get"
        ]
      }
    },
    "default": {},
    "options": [
      {
        "displayName": "Return Only Messages",
        "name": "returnOnlyMessages",
        "type": "boolean",
        "default": true,
        "description": "Whether to answer only the messages of the thread, one item each"
      }
    ]
  },
  {
    "displayName": "Return All",
    "name": "returnAll",
    "type": "boolean",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "thread"
        ]
      }
    },
    "default": false,
    "description": "Whether to answer every result, or only up to the limit"
  },
  {
    "displayName": "Limit",
    "name": "limit",
    "type": "number",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "thread"
        ],
        "returnAll": [
          false
        ]
      }
    },
    "typeOptions": {
      "minValue": 1,
      "maxValue": 500
    },
    "default": 50,
    "description": "The most results to answer"
  },
  {
    "displayName": "Fetching every message of a large mailbox can take a long time; narrow it down with the filters.",
    "name": "filtersNotice",
    "type": "notice",
    "default": "",
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "thread"
        ],
        "returnAll": [
          true
        ]
      }
    }
  },
  {
    "displayName": "Filters",
    "name": "filters",
    "type": "collection",
    "placeholder": "Add Filter",
    "default": {},
    "displayOptions": {
      "show": {
        "operation": [
          "getAll"
        ],
        "resource": [
          "thread"
        ]
      }
    },
    "options": [
      {
        "displayName": "Include Spam and Trash",
        "name": "includeSpamTrash",
        "type": "boolean",
        "default": false,
        "description": "Whether messages in Spam and Trash are included"
      },
      {
        "displayName": "Label ID Names or IDs",
        "name": "labelIds",
        "type": "multiOptions",
        "typeOptions": {
          "loadOptionsMethod": "getLabels"
        },
        "default": [],
        "description": "The labels, by ID"
      },
      {
        "displayName": "Search",
        "name": "q",
        "type": "string",
        "default": "",
        "placeholder": "has:attachment",
        "description": "A Gmail search, as typed in the Gmail search box"
      },
      {
        "displayName": "Read Status",
        "name": "readStatus",
        "type": "options",
        "default": "unread",
        "options": [
          {
            "name": "Unread and read emails",
            "value": "both"
          },
          {
            "name": "Unread emails only",
            "value": "unread"
          },
          {
            "name": "Read emails only",
            "value": "read"
          }
        ],
        "description": "Whether to answer unread messages, read ones or both"
      },
      {
        "displayName": "Received After",
        "name": "receivedAfter",
        "type": "dateTime",
        "default": "",
        "description": "Only messages received after this date and time"
      },
      {
        "displayName": "Received Before",
        "name": "receivedBefore",
        "type": "dateTime",
        "default": "",
        "description": "Only messages received before this date and time"
      }
    ]
  },
  {
    "displayName": "Thread ID",
    "name": "threadId",
    "type": "string",
    "default": "",
    "required": true,
    "placeholder": "172ce2c4a72cc243",
    "displayOptions": {
      "show": {
        "resource": [
          "thread"
        ],
        "operation": [
          "addLabels",
          "removeLabels"
        ]
      }
    },
    "description": "The ID of the thread"
  },
  {
    "displayName": "Label Names or IDs",
    "name": "labelIds",
    "type": "multiOptions",
    "typeOptions": {
      "loadOptionsMethod": "getLabels"
    },
    "default": [],
    "required": true,
    "displayOptions": {
      "show": {
        "resource": [
          "thread"
        ],
        "operation": [
          "addLabels",
          "removeLabels"
        ]
      }
    },
    "description": "The labels, by ID"
  }
] as NodeProperty[];
