// Markdown (version 1) both ways: a rich HTML page and a rich Markdown document (headings, lists,
// links, images, code, tables, task lists, emphasis inside words, mentions, e-mail, HTML inside),
// with each option of each direction set on its own.
const TYPE = 'n8n-nodes-base.markdown';
const v = (label, parameters) => ({ label, type: TYPE, typeVersion: 1, parameters });

const HTML =
  '<h1>Title {{ $json.name }}</h1><p>Some <strong>bold</strong>, <em>em</em> and <code>code</code> with a ' +
  '<a href="https://example.com/a?b=1" title="T">link</a> and <img src="data:image/png;base64,AAAA" alt="dot">' +
  '<img src="https://example.com/i.png" alt="pic"></p><ul><li>one</li><li>two<ul><li>nested</li></ul></li></ul>' +
  '<ol start="3"><li>three</li><li>four</li></ol><pre><code class="language-js">const a = 1;\n</code></pre>' +
  '<blockquote><p>quoted</p></blockquote><table><tr><th>h1</th><th>h2</th></tr><tr><td>a</td><td>b|c</td></tr></table>' +
  '<p>line<br>break &amp; entities &lt;x&gt; 1. not a list * star _under_</p><div>block</div><span>inline</span>' +
  '<h2>Second</h2><p>\n\n\n\n\nafter gaps</p><script>alert(1)</script><del>gone</del>';

const MARKDOWN = [
  '# Title {{ $json.name }}',
  'Some **bold** and _em_ and `code`, mid_word_underscores and mid*word*asterisks.',
  'A bare url https://example.com/x and an e-mail someone@example.com and @octocat.',
  '',
  '- [ ] task',
  '- [x] done',
  '',
  '| h1 | h2 |',
  '|----|----|',
  '| a  | b  |',
  '',
  '```js',
  'const a = 1;',
  '```',
  '',
  '    indented code',
  '',
  '~~struck~~ :smile: ![img](https://example.com/i.png =100x50)',
  '',
  '## Heading with "quotes" {#custom-id}',
  'line one',
  'line two',
  '',
  '> quote one',
  '',
  '> quote two',
  '',
  '<div>raw <b>html</b></div>',
  '\\<b>escaped\\</b>',
].join('\n');

const toMd = (label, options) =>
  v(`to md ${label}`, { mode: 'htmlToMarkdown', html: `=${HTML}`, destinationKey: 'md', options });
const toHtml = (label, options) =>
  v(`to html ${label}`, { mode: 'markdownToHtml', markdown: `=${MARKDOWN}`, destinationKey: 'html', options });

const variants = [
  toMd('defaults', {}),
  toMd('bullet -', { bulletMarker: '-' }),
  toMd('fence ~~~', { codeFence: '~~~' }),
  toMd('em *', { emDelimiter: '*' }),
  toMd('strong __', { strongDelimiter: '__' }),
  toMd('ignore ul,table', { ignore: 'ul, table' }),
  toMd('keep data images', { keepDataImages: true }),
  toMd('max newlines 1', { maxConsecutiveNewlines: 1 }),
  toMd('link references', { useLinkReferenceDefinitions: true }),
  toMd('indented code', { codeBlockStyle: 'indented' }),
  toMd('block elements span', { blockElements: 'span' }),
  toMd('text replace', { textReplace: { values: [{ pattern: 'o', replacement: '0' }] } }),
  toMd('line start escape', { lineStartEscape: { value: { pattern: '^1\\.', replacement: 'one.' } } }),
  toMd('global escape', { globalEscape: { value: { pattern: '\\*', replacement: '(star)' } } }),
  toMd('nested destination', {}),
  toHtml('defaults', {}),
];
for (const flag of [
  'openLinksInNewWindow',
  'simplifiedAutoLink',
  'backslashEscapesHTMLTags',
  'completeHTMLDocument',
  'customizedHeaderId',
  'emoji',
  'encodeEmails',
  'excludeTrailingPunctuationFromURLs',
  'ghCodeBlocks',
  'ghCompatibleHeaderId',
  'ghMentions',
  'tasklists',
  'literalMidWordAsterisks',
  'literalMidWordUnderscores',
  'noHeaderId',
  'parseImgDimensions',
  'rawHeaderId',
  'rawPrefixHeaderId',
  'simpleLineBreaks',
  'smartIndentationFix',
  'splitAdjacentBlockquotes',
  'strikethrough',
  'tablesHeaderId',
  'tables',
  'disableForced4SpacesIndentedSublists',
  'requireSpaceBeforeHeadingText',
])
  // Showdown encodes linked e-mail addresses with random entities: auto-linking runs without that.
  for (const on of [true, false])
    variants.push(
      toHtml(`${flag} ${on}`, flag === 'simplifiedAutoLink' ? { [flag]: on, encodeEmails: false } : { [flag]: on }),
    );
variants.push(
  toHtml('header level 3', { headerLevelStart: 3 }),
  toHtml('prefix header id', { prefixHeaderId: 'sec-', rawPrefixHeaderId: true }),
  toHtml('gh mentions link', { ghMentions: true, ghMentionsLink: 'https://x.test/{u}' }),
  toHtml('all github', {
    tables: true,
    tasklists: true,
    strikethrough: true,
    simplifiedAutoLink: true,
    emoji: true,
    encodeEmails: false,
  }),
);
variants[14].parameters.destinationKey = 'out.md';

export const markdown = { folder: 'markdown', cases: [{ name: 'v1', variants }] };
