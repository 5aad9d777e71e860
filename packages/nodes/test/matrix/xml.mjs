// XML (version 1) both ways: an XML document with attributes, repeated and single children, mixed
// text, CDATA, namespaces and whitespace parsed with each option; the shared items written as XML
// with each option.
import { ITEMS } from './data.mjs';

const TYPE = 'n8n-nodes-base.xml';
const v = (label, parameters) => ({ label, type: TYPE, typeVersion: 1, parameters });

const XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Catalog xmlns:x="urn:x" version="2">\n  <Book id="b1" lang="en">' +
  '<Title>  First   Book </Title><Author>Ann</Author><Author>Bob</Author><Price currency="EUR">12.50</Price></Book>\n' +
  '  <Book id="b2"><Title><![CDATA[Second & <Best>]]></Title><x:Note>mixed <b>bold</b> tail</x:Note><Empty/></Book>\n' +
  '  <Summary>one</Summary>\n</Catalog>';

const toJson = (label, options, extra = {}) =>
  v(`to json ${label}`, { mode: 'xmlToJson', dataPropertyName: 'xml', options, ...extra });
const toXml = (label, options) => v(`to xml ${label}`, { mode: 'jsonToxml', dataPropertyName: 'xml', options });

const variants = [toJson('defaults', {})];
for (const [flag, def] of [
  ['explicitArray', false],
  ['explicitRoot', true],
  ['ignoreAttrs', false],
  ['mergeAttrs', true],
  ['normalize', false],
  ['normalizeTags', false],
  ['trim', false],
  ['explicitCharkey', false],
])
  variants.push(toJson(`${flag} ${!def}`, { [flag]: !def }));
variants.push(
  toJson('attrkey @ no merge', { attrkey: '@', mergeAttrs: false }),
  toJson('charkey #text charkey', { charkey: '#text', explicitCharkey: true }),
  toJson('arrays no merge trim', { explicitArray: true, mergeAttrs: false, trim: true, normalize: true }),
  // Text that is not XML is left out: n8n 1.123 stops the whole workflow there ("Cannot read
  // properties of null (reading '$error')"), an n8n fault Weft does not copy.
  toJson('missing field', {}, { dataPropertyName: 'nope' }),
  toXml('defaults', {}),
  toXml('headless', { headless: true }),
  toXml('root item', { rootName: 'item' }),
  toXml('cdata', { cdata: true }),
  toXml('attrkey @', { attrkey: '@' }),
  toXml('charkey #', { charkey: '#' }),
  toXml('surrogates', { allowSurrogateChars: true }),
);

/** The case's items: the shared ones, the first three carrying the document in `xml`. */
export const xml = {
  folder: 'xml',
  cases: [{ name: 'v1', items: ITEMS.map((item, i) => (i < 3 ? { ...item, xml: XML } : item)), variants }],
};
