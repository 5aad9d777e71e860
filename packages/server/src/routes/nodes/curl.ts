import { badRequest } from '../../http/errors.js';

/** Splits a shell command into words, honouring single and double quotes, `$'…'`, escapes and line continuations. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let cur = '';
  let has = false;
  let i = 0;
  const s = command.replace(/\\\r?\n/g, ' ');
  while (i < s.length) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      if (has) words.push(cur);
      cur = '';
      has = false;
      i++;
      continue;
    }
    has = true;
    if (c === "'") {
      const end = s.indexOf("'", i + 1);
      if (end === -1) throw badRequest('The cURL command has an unclosed single quote');
      cur += s.slice(i + 1, end);
      i = end + 1;
    } else if (c === '$' && s[i + 1] === "'") {
      i += 2;
      while (i < s.length && s[i] !== "'") {
        if (s[i] === '\\' && i + 1 < s.length) {
          const n = s[i + 1]!;
          cur += n === 'n' ? '\n' : n === 't' ? '\t' : n === 'r' ? '\r' : n;
          i += 2;
        } else cur += s[i++]!;
      }
      i++;
    } else if (c === '"') {
      i++;
      while (i < s.length && s[i] !== '"') {
        if (s[i] === '\\' && i + 1 < s.length && '"\\$`'.includes(s[i + 1]!)) {
          cur += s[i + 1]!;
          i += 2;
        } else cur += s[i++]!;
      }
      if (i >= s.length) throw badRequest('The cURL command has an unclosed double quote');
      i++;
    } else if (c === '\\' && i + 1 < s.length) {
      cur += s[i + 1]!;
      i += 2;
    } else cur += s[i++]!;
  }
  if (has) words.push(cur);
  return words;
}

type Pair = { name: string; value: string };

/**
 * Converts a cURL command into HTTP Request node (version 4) parameters, the way the editor's
 * 'Import cURL' fills the node.
 */
export function curlToHttpNodeParameters(command: string): Record<string, unknown> {
  const words = shellWords(command.trim());
  if (words[0] !== 'curl') throw badRequest('The command must start with curl');
  let method: string | undefined;
  let url: string | undefined;
  const headers: Pair[] = [];
  const data: string[] = [];
  const form: Pair[] = [];
  let getWithData = false;
  let insecure = false;
  let followRedirects = false;
  let proxy: string | undefined;
  let basic: string | undefined;
  let timeout: number | undefined;
  const valueOf = (i: number, flag: string) => {
    const v = words[i + 1];
    if (v === undefined) throw badRequest(`The cURL option ${flag} needs a value`);
    return v;
  };
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const [flag, inline] =
      w.startsWith('--') && w.includes('=')
        ? [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]
        : [w, undefined];
    const take = () => (inline !== undefined ? inline : valueOf(i++, flag));
    switch (flag) {
      case '-X':
      case '--request':
        method = take().toUpperCase();
        break;
      case '-H':
      case '--header': {
        const h = take();
        const idx = h.indexOf(':');
        if (idx > 0) headers.push({ name: h.slice(0, idx).trim(), value: h.slice(idx + 1).trim() });
        break;
      }
      case '-d':
      case '--data':
      case '--data-raw':
      case '--data-binary':
      case '--data-ascii':
      case '--data-urlencode':
      case '--json':
        data.push(take());
        if (flag === '--json') headers.push({ name: 'Content-Type', value: 'application/json' });
        break;
      case '-F':
      case '--form':
      case '--form-string': {
        const f = take();
        const idx = f.indexOf('=');
        form.push(idx > 0 ? { name: f.slice(0, idx), value: f.slice(idx + 1) } : { name: f, value: '' });
        break;
      }
      case '-u':
      case '--user':
        basic = take();
        break;
      case '-A':
      case '--user-agent':
        headers.push({ name: 'User-Agent', value: take() });
        break;
      case '-e':
      case '--referer':
        headers.push({ name: 'Referer', value: take() });
        break;
      case '-b':
      case '--cookie':
        headers.push({ name: 'Cookie', value: take() });
        break;
      case '-x':
      case '--proxy':
        proxy = take();
        break;
      case '-m':
      case '--max-time':
        timeout = Number(take()) * 1000;
        break;
      case '--url':
        url = take();
        break;
      case '-G':
      case '--get':
        getWithData = true;
        break;
      case '-k':
      case '--insecure':
        insecure = true;
        break;
      case '-L':
      case '--location':
        followRedirects = true;
        break;
      case '-I':
      case '--head':
        method = 'HEAD';
        break;
      case '--compressed':
      case '-s':
      case '--silent':
      case '-S':
      case '-v':
      case '--verbose':
      case '-i':
      case '--include':
        break;
      default:
        if (!flag.startsWith('-') && url === undefined) url = w;
        else if (
          flag.startsWith('-') &&
          inline === undefined &&
          words[i + 1] &&
          !words[i + 1]!.startsWith('-') &&
          /^--?[a-zA-Z-]+$/.test(flag) &&
          [
            '-o',
            '--output',
            '-w',
            '--write-out',
            '--connect-timeout',
            '--retry',
            '-T',
            '--upload-file',
            '--cacert',
            '--cert',
            '--key',
            '-E',
          ].includes(flag)
        )
          i++;
    }
  }
  if (!url) throw badRequest('The cURL command has no URL');
  if (!/^[a-z]+:\/\//i.test(url)) url = `http://${url}`;
  const params: Record<string, unknown> = {
    method: method ?? (data.length || form.length ? (getWithData ? 'GET' : 'POST') : 'GET'),
    url,
    authentication: 'none',
  };
  const u = new URL(url);
  const query: Pair[] = [...u.searchParams.entries()].map(([name, value]) => ({ name, value }));
  if (getWithData)
    for (const d of data) for (const [name, value] of new URLSearchParams(d)) query.push({ name, value });
  if (query.length) {
    u.search = '';
    params.url = u.toString();
    params.sendQuery = true;
    params.queryParameters = { parameters: query };
  }
  if (basic) headers.push({ name: 'Authorization', value: `Basic ${Buffer.from(basic).toString('base64')}` });
  const contentTypeHeader = headers.find((h) => h.name.toLowerCase() === 'content-type');
  const contentType = contentTypeHeader?.value.toLowerCase() ?? '';
  const otherHeaders = headers.filter(
    (h) =>
      h !== contentTypeHeader ||
      (!contentType.includes('json') &&
        !contentType.includes('x-www-form-urlencoded') &&
        !contentType.includes('multipart')),
  );
  if (otherHeaders.length) {
    params.sendHeaders = true;
    params.headerParameters = { parameters: otherHeaders };
  }
  if (form.length) {
    Object.assign(params, {
      sendBody: true,
      contentType: 'multipart-form-data',
      bodyParameters: {
        parameters: form.map((f) => ({
          parameterType: f.value.startsWith('@') ? 'formBinaryData' : 'formData',
          name: f.name,
          value: f.value.startsWith('@') ? '' : f.value,
          inputDataFieldName: f.value.startsWith('@') ? 'data' : undefined,
        })),
      },
    });
  } else if (data.length && !getWithData) {
    const body = data.join('&');
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    if (contentType.includes('json') || (json !== undefined && typeof json === 'object' && !contentType)) {
      Object.assign(params, {
        sendBody: true,
        contentType: 'json',
        specifyBody: 'json',
        jsonBody: json !== undefined ? JSON.stringify(json, null, 2) : body,
      });
    } else if (contentType === '' || contentType.includes('x-www-form-urlencoded')) {
      Object.assign(params, {
        sendBody: true,
        contentType: 'form-urlencoded',
        specifyBody: 'keypair',
        bodyParameters: { parameters: [...new URLSearchParams(body)].map(([name, value]) => ({ name, value })) },
      });
    } else {
      Object.assign(params, { sendBody: true, contentType: 'raw', rawContentType: contentTypeHeader?.value, body });
    }
  }
  const options: Record<string, unknown> = {};
  if (insecure) options.allowUnauthorizedCerts = true;
  if (followRedirects) options.redirect = { redirect: { followRedirects: true } };
  if (proxy) options.proxy = proxy;
  if (timeout) options.timeout = timeout;
  params.options = options;
  return params;
}
