// Remove Duplicates (1, 1.1 and 2's input operation) and Crypto (1: hash and hmac, every type and
// encoding, over values of every kind).
const rd = (typeVersion) => (label, parameters) => ({
  label,
  type: 'n8n-nodes-base.removeDuplicates',
  typeVersion,
  parameters,
});

function dedupeVariants(typeVersion) {
  const v = rd(typeVersion);
  const wrap = (p) => (typeVersion === 2 ? { operation: 'removeDuplicateInputItems', ...p } : p);
  const out = [v('all fields', wrap({ compare: 'allFields' }))];
  for (const f of ['name', 'dept', 'age', 'meta', 'meta.city', 'tags', 'missing', 'name, dept', 'note', 'joined'])
    for (const [label, options] of [
      ['', {}],
      [' only', { removeOtherFields: true }],
      [' dotted off', { disableDotNotation: true }],
    ]) {
      out.push(v(`selected ${f}${label}`, wrap({ compare: 'selectedFields', fieldsToCompare: f, options })));
      out.push(v(`except ${f}${label}`, wrap({ compare: 'allFieldsExcept', fieldsToExclude: f, options })));
    }
  out.push(v('selected empty', wrap({ compare: 'selectedFields', fieldsToCompare: '', options: {} })));
  return out;
}

const c = (label, parameters) => ({ label, type: 'n8n-nodes-base.crypto', typeVersion: 1, parameters });
const cryptoVariants = [];
for (const type of ['MD5', 'SHA256', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'SHA384', 'SHA512'])
  for (const encoding of ['hex', 'base64']) {
    cryptoVariants.push(
      c(`hash ${type} ${encoding}`, {
        action: 'hash',
        type,
        encoding,
        value: '={{ $json.name }}',
        dataPropertyName: 'h',
      }),
    );
    cryptoVariants.push(
      c(`hmac ${type} ${encoding}`, {
        action: 'hmac',
        type,
        encoding,
        value: '={{ $json.dept }}',
        secret: 'k3y',
        dataPropertyName: 'h',
      }),
    );
  }
for (const [label, value] of [
  ['number', '={{ $json.age }}'],
  ['object', '={{ $json.meta }}'],
  ['array', '={{ $json.tags }}'],
  ['text', 'fixed text ü'],
  ['boolean', '={{ $json.active }}'],
])
  cryptoVariants.push(
    c(`hash ${label}`, { action: 'hash', type: 'SHA256', encoding: 'hex', value, dataPropertyName: 'h' }),
  );
cryptoVariants.push(
  c('hash to nested', {
    action: 'hash',
    type: 'MD5',
    encoding: 'hex',
    value: '={{ $json.name }}',
    dataPropertyName: 'out.md5',
  }),
  c('hash onto name', {
    action: 'hash',
    type: 'MD5',
    encoding: 'base64',
    value: '={{ $json.name }}',
    dataPropertyName: 'name',
  }),
  c('hmac number', {
    action: 'hmac',
    type: 'SHA512',
    encoding: 'base64',
    value: '={{ $json.score }}',
    secret: 's',
    dataPropertyName: 'h',
  }),
);

export const removeDuplicates = {
  folder: 'remove-duplicates',
  cases: [
    { name: 'v1', variants: dedupeVariants(1) },
    { name: 'v1.1', variants: dedupeVariants(1.1) },
    { name: 'v2', variants: dedupeVariants(2) },
  ],
};
export const crypto = { folder: 'crypto', cases: [{ name: 'v1', variants: cryptoVariants }] };
