import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { dataTransformationCodex } from '../shared/transform-codex.js';

const toXml = { show: { mode: ['jsonToxml'] } };
const toJson = { show: { mode: ['xmlToJson'] } };

const attrkey: NodeProperty = {
  displayName: 'Attribute Key',
  name: 'attrkey',
  type: 'string',
  default: '$',
  description: 'Key under which attributes are found',
};
const charkey: NodeProperty = {
  displayName: 'Character Key',
  name: 'charkey',
  type: 'string',
  default: '_',
  description: 'Key under which the text content is found',
};

/** A boolean option of the XML parser or builder. */
function flag(displayName: string, name: string, value: boolean, description: string): NodeProperty {
  return { displayName, name, type: 'boolean', default: value, description };
}

/** Description of XML 1. */
export const xmlDescription: NodeTypeDescription = {
  name: 'weft.xml',
  displayName: 'XML',
  description: 'Convert data from and to XML',
  icon: 'fa:file-code',
  iconColor: 'purple',
  group: ['transform'],
  version: 1,
  subtitle: '={{$parameter["mode"]==="jsonToxml" ? "JSON to XML" : "XML to JSON"}}',
  defaults: { name: 'XML', color: '#333377' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { ...dataTransformationCodex, alias: ['Parse'] },
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { name: 'JSON to XML', value: 'jsonToxml', description: 'Turn each item into an XML string' },
        { name: 'XML to JSON', value: 'xmlToJson', description: 'Parse an XML string field into JSON' },
      ],
      default: 'xmlToJson',
      description: 'Direction of the conversion',
    },
    {
      displayName: "XML held in a binary file must first become text, with the 'Extract from File' node",
      name: 'xmlNotice',
      type: 'notice',
      default: '',
      displayOptions: toJson,
    },
    {
      displayName: 'Property Name',
      name: 'dataPropertyName',
      type: 'string',
      displayOptions: toXml,
      default: 'data',
      required: true,
      description: 'Field that receives the XML',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      displayOptions: toXml,
      default: {},
      options: [
        flag(
          'Allow Surrogate Chars',
          'allowSurrogateChars',
          false,
          'Whether characters of the Unicode surrogate blocks are allowed',
        ),
        attrkey,
        flag('Cdata', 'cdata', false, 'Whether text that needs escaping is wrapped in CDATA sections instead'),
        charkey,
        flag('Headless', 'headless', false, 'Whether to leave out the XML declaration'),
        {
          displayName: 'Root Name',
          name: 'rootName',
          type: 'string',
          default: 'root',
          description: 'Name of the root element',
        },
      ],
    },
    {
      displayName: 'Property Name',
      name: 'dataPropertyName',
      type: 'string',
      displayOptions: toJson,
      default: 'data',
      required: true,
      description: 'Field holding the XML to parse',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      displayOptions: toJson,
      default: {},
      options: [
        attrkey,
        charkey,
        flag('Explicit Array', 'explicitArray', false, 'Whether child elements always become arrays, even when single'),
        flag('Explicit Root', 'explicitRoot', true, 'Whether the root element is kept in the result'),
        flag('Ignore Attributes', 'ignoreAttrs', false, 'Whether attributes are left out'),
        flag(
          'Merge Attributes',
          'mergeAttrs',
          true,
          'Whether attributes become properties next to the child elements (ignored when attributes are ignored)',
        ),
        flag('Normalize', 'normalize', false, 'Whether whitespace inside text is collapsed'),
        flag('Normalize Tags', 'normalizeTags', false, 'Whether tag names are lowercased'),
        flag('Trim', 'trim', false, 'Whether whitespace around text is trimmed'),
      ],
    },
  ],
};
