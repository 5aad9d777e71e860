import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const toHtml = { show: { mode: ['markdownToHtml'] } };
const toMarkdown = { show: { mode: ['htmlToMarkdown'] } };

/** A boolean converter flag of the Markdown to HTML options. */
function flag(displayName: string, name: string, description: string, value = false): NodeProperty {
  return { displayName, name, type: 'boolean', default: value, description };
}

/** A single pattern/replacement pair (fixed collection) of the HTML to Markdown options. */
function patternPair(displayName: string, name: string, multiple: boolean): NodeProperty {
  return {
    displayName,
    name,
    type: 'fixedCollection',
    typeOptions: { multipleValues: multiple },
    default: multiple ? [] : {},
    description: multiple
      ? 'Text replacements applied to the converted text'
      : 'Replaces the converter\'s own escaping rule; "Text Replacement Pattern" is usually what you want',
    options: [
      {
        name: multiple ? 'values' : 'value',
        displayName: multiple ? 'Values' : 'Value',
        values: [
          { displayName: 'Pattern', name: 'pattern', type: 'string', default: '', description: 'Pattern to look for' },
          {
            displayName: 'Replacement',
            name: 'replacement',
            type: 'string',
            default: '',
            description: 'Text put in its place',
          },
        ],
      },
    ],
  };
}

/** Description of Markdown 1. */
export const markdownDescription: NodeTypeDescription = {
  name: 'weft.markdown',
  displayName: 'Markdown',
  description: 'Convert between Markdown and HTML',
  icon: 'fa:markdown',
  group: ['output'],
  version: 1,
  subtitle: '={{$parameter["mode"]==="markdownToHtml" ? "Markdown to HTML" : "HTML to Markdown"}}',
  defaults: { name: 'Markdown' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] } },
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { name: 'Markdown to HTML', value: 'markdownToHtml', description: 'Turn Markdown into HTML' },
        { name: 'HTML to Markdown', value: 'htmlToMarkdown', description: 'Turn HTML into Markdown' },
      ],
      default: 'htmlToMarkdown',
    },
    {
      displayName: 'HTML',
      name: 'html',
      type: 'string',
      displayOptions: toMarkdown,
      default: '',
      required: true,
      description: 'HTML to turn into Markdown',
    },
    {
      displayName: 'Markdown',
      name: 'markdown',
      type: 'string',
      displayOptions: toHtml,
      default: '',
      required: true,
      description: 'Markdown to turn into HTML',
    },
    {
      displayName: 'Destination Key',
      name: 'destinationKey',
      type: 'string',
      displayOptions: { show: { mode: ['markdownToHtml', 'htmlToMarkdown'] } },
      default: 'data',
      required: true,
      description: 'Field that receives the result; dots reach nested fields, e.g. "level1.level2.newKey"',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: toMarkdown,
      options: [
        {
          displayName: 'Bullet Marker',
          name: 'bulletMarker',
          type: 'string',
          default: '*',
          description: 'Marker of unordered list items',
        },
        {
          displayName: 'Code Block Fence',
          name: 'codeFence',
          type: 'string',
          default: '```',
          description: 'Fence around code blocks',
        },
        {
          displayName: 'Emphasis Delimiter',
          name: 'emDelimiter',
          type: 'string',
          default: '_',
          description: 'Delimiter of emphasised text',
        },
        patternPair('Global Escape Pattern', 'globalEscape', false),
        {
          displayName: 'Ignored Elements',
          name: 'ignore',
          type: 'string',
          default: '',
          placeholder: 'e.g. h1, p ...',
          hint: 'Comma separated elements',
          description: 'Elements left out with their content',
        },
        {
          displayName: 'Keep Images With Data',
          name: 'keepDataImages',
          type: 'boolean',
          default: false,
          description: 'Whether to keep images whose source is a data: URI (they can be large)',
        },
        patternPair('Line Start Escape Pattern', 'lineStartEscape', false),
        {
          displayName: 'Max Consecutive New Lines',
          name: 'maxConsecutiveNewlines',
          type: 'number',
          default: 3,
          description: 'Most new lines allowed in a row',
        },
        {
          displayName: 'Place URLs At The Bottom',
          name: 'useLinkReferenceDefinitions',
          type: 'boolean',
          default: false,
          description: 'Whether to write links as references listed at the end',
        },
        {
          displayName: 'Strong Delimiter',
          name: 'strongDelimiter',
          type: 'string',
          default: '**',
          description: 'Delimiter of strong text',
        },
        {
          displayName: 'Style For Code Block',
          name: 'codeBlockStyle',
          type: 'options',
          default: 'fence',
          description: 'How code blocks are written',
          options: [
            { name: 'Fence', value: 'fence' },
            { name: 'Indented', value: 'indented' },
          ],
        },
        patternPair('Text Replacement Pattern', 'textReplace', true),
        {
          displayName: 'Treat As Blocks',
          name: 'blockElements',
          type: 'string',
          default: '',
          placeholder: 'e.g. p, div, ...',
          hint: 'Comma separated elements',
          description: 'Elements surrounded by blank lines',
        },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: toHtml,
      options: [
        flag('Add Blank To Links', 'openLinksInNewWindow', 'Whether links open in a new window'),
        flag('Automatic Linking To URLs', 'simplifiedAutoLink', 'Whether bare URLs become links'),
        flag('Backslash Escapes HTML Tags', 'backslashEscapesHTMLTags', 'Whether a backslash escapes HTML tags'),
        flag(
          'Complete HTML Document',
          'completeHTMLDocument',
          'Whether to answer a whole HTML document rather than a fragment',
        ),
        flag('Customized Header ID', 'customizedHeaderId', 'Whether {id} after a heading sets its ID'),
        flag('Emoji Support', 'emoji', 'Whether :emoji: codes become emoji'),
        flag('Encode Emails', 'encodeEmails', 'Whether e-mail addresses are obfuscated as character entities', true),
        flag(
          'Exclude Trailing Punctuation From URLs',
          'excludeTrailingPunctuationFromURLs',
          'Whether trailing punctuation stays out of automatic links',
        ),
        flag('GitHub Code Blocks', 'ghCodeBlocks', 'Whether fenced code blocks are recognised', true),
        flag('GitHub Compatible Header IDs', 'ghCompatibleHeaderId', "Whether heading IDs follow GitHub's style"),
        {
          displayName: 'GitHub Mention Base Link',
          name: 'ghMentionsLink',
          type: 'string',
          default: 'https://github.com/{u}',
          description: 'Link of @mentions; {u} is the user name',
        },
        flag('GitHub Mentions', 'ghMentions', 'Whether @mentions become links'),
        flag('GitHub Task Lists', 'tasklists', 'Whether [ ] and [x] list items become checkboxes'),
        {
          displayName: 'Header Level Start',
          name: 'headerLevelStart',
          type: 'number',
          default: 1,
          description: 'Level of the top heading',
        },
        flag(
          'Mandatory Space Before Header',
          'requireSpaceBeforeHeadingText',
          'Whether a heading needs a space after its #',
        ),
        flag('Middle Word Asterisks', 'literalMidWordAsterisks', 'Whether asterisks inside words stay literal'),
        flag('Middle Word Underscores', 'literalMidWordUnderscores', 'Whether underscores inside words stay literal'),
        flag('No Header ID', 'noHeaderId', 'Whether headings get no ID'),
        flag('Parse Image Dimensions', 'parseImgDimensions', 'Whether image sizes can be given in the Markdown'),
        {
          displayName: 'Prefix Header ID',
          name: 'prefixHeaderId',
          type: 'string',
          default: 'section',
          description: 'Prefix of heading IDs',
        },
        flag('Raw Header ID', 'rawHeaderId', 'Whether heading IDs keep spaces and quotes'),
        flag('Raw Prefix Header ID', 'rawPrefixHeaderId', 'Whether the heading ID prefix is used as is'),
        flag('Simple Line Breaks', 'simpleLineBreaks', 'Whether a single new line becomes a line break'),
        flag('Smart Indentation Fix', 'smartIndentationFix', 'Whether indentation of ES6 template strings is fixed'),
        flag(
          'Spaces Indented Sublists',
          'disableForced4SpacesIndentedSublists',
          'Whether sublists may be indented by fewer than four spaces',
        ),
        flag('Split Adjacent Blockquotes', 'splitAdjacentBlockquotes', 'Whether adjacent blockquotes stay separate'),
        flag('Strikethrough', 'strikethrough', 'Whether ~~text~~ is struck through'),
        flag('Tables Header ID', 'tablesHeaderId', 'Whether table headers get an ID'),
        flag('Tables Support', 'tables', 'Whether tables are recognised'),
      ],
    },
  ],
};
