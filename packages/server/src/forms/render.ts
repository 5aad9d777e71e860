import { escapeHtml } from '@weft/workflow';
import { sanitizeCss, sanitizeHtml } from './html.js';
import { isMultiChoice, optionsOf, type FormField } from './fields.js';
import type { Submission } from './submission.js';
import { FORM_STYLES } from './styles.js';

/** Everything a form page shows. */
export interface FormPage {
  title: string;
  /** HTML, sanitized here. */
  description?: string;
  fields: FormField[];
  buttonLabel?: string;
  customCss?: string;
  appendAttribution?: boolean;
  testRun?: boolean;
  /** Pre-fills: query parameters by field label (hidden fields, defaults). */
  query?: Record<string, unknown>;
  /** A refused submission: its values are shown again with the problems by field index. */
  submission?: Submission;
  errors?: Map<number, string>;
}

function page(title: string, body: string, customCss?: string, description?: string): string {
  const css = customCss ? `<style>${sanitizeCss(customCss)}</style>` : '';
  const meta = description
    ? `<meta name="description" content="${escapeHtml(description.replace(/<[^>]*>/g, '').slice(0, 150))}">`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">${meta}<title>${escapeHtml(title || 'Form')}</title><style>${FORM_STYLES}</style>${css}</head><body><main>${body}</main></body></html>`;
}

function attribution(show: boolean | undefined): string {
  return show === false ? '' : '<p class="attribution">Form automated with Weft</p>';
}

function valuesOf(v: string | string[] | undefined): string[] {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v;
  if (v.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      /* plain */
    }
  }
  return [v];
}

function fieldHtml(field: FormField, i: number, p: FormPage): string {
  const id = `field-${i}`;
  const errorId = `error-${id}`;
  const type = field.fieldType ?? 'text';
  const error = p.errors?.get(i);
  const label = escapeHtml(field.fieldLabel ?? '');
  const star = field.requiredField ? '<span class="required" aria-hidden="true">*</span>' : '';
  const required = field.requiredField ? ' required aria-required="true"' : '';
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const errorHtml = error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : '';
  const posted = p.submission?.values[id];
  const fromQuery = p.query?.[String(field.fieldLabel ?? '')];
  const initial =
    posted !== undefined
      ? valuesOf(posted)
      : fromQuery !== undefined && fromQuery !== null
        ? valuesOf(String(fromQuery))
        : field.defaultValue !== undefined && field.defaultValue !== ''
          ? [String(field.defaultValue)]
          : [];
  const value = initial[0] ?? '';

  if (type === 'html') {
    const html = sanitizeHtml(field.html ?? '');
    return `<div class="html-field">${html}</div>${field.elementName ? `<input type="hidden" name="${id}" value="${escapeHtml(html)}">` : ''}`;
  }
  if (type === 'hiddenField') {
    const hidden =
      fromQuery !== undefined && fromQuery !== null && fromQuery !== ''
        ? String(fromQuery)
        : (field.fieldValue ?? String(field.defaultValue ?? ''));
    return `<input type="hidden" name="${id}" value="${escapeHtml(posted !== undefined ? valuesOf(posted)[0] : hidden)}">`;
  }
  if (type === 'radio' || isMultiChoice(field)) {
    const inputType = type === 'radio' ? 'radio' : 'checkbox';
    const checked = new Set(
      posted !== undefined
        ? valuesOf(posted)
        : initial.flatMap((v) => (inputType === 'checkbox' ? v.split(',').map((s) => s.trim()) : [v])),
    );
    const hint =
      inputType === 'checkbox' && field.limitSelection === 'exact'
        ? `Choose exactly ${Number(field.numberOfSelections ?? 1)}`
        : inputType === 'checkbox' && field.limitSelection === 'range'
          ? `Choose between ${Number(field.minSelections ?? 0)} and ${Number(field.maxSelections ?? 1)}`
          : '';
    const hintId = `hint-${id}`;
    const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
    const options = optionsOf(field)
      .map(
        (o, n) =>
          `<div class="choice"><input type="${inputType}" id="option${n}_${id}" name="${id}" value="${escapeHtml(o)}"${checked.has(o) ? ' checked' : ''}${inputType === 'radio' && field.requiredField ? ' required' : ''}><label for="option${n}_${id}">${escapeHtml(o)}</label></div>`,
      )
      .join('');
    return `<fieldset class="field" id="${id}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}><legend>${label}${star}${field.requiredField ? '<span class="visually-hidden"> (required)</span>' : ''}</legend>${hint ? `<p class="hint" id="${hintId}">${escapeHtml(hint)}</p>` : ''}${options}${errorHtml}</fieldset>`;
  }
  let control: string;
  if (type === 'textarea') {
    control = `<textarea id="${id}" name="${id}"${field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : ''}${required}${invalid}>${escapeHtml(value)}</textarea>`;
  } else if (type === 'dropdown') {
    const options = optionsOf(field)
      .map((o) => `<option value="${escapeHtml(o)}"${o === value ? ' selected' : ''}>${escapeHtml(o)}</option>`)
      .join('');
    control = `<select id="${id}" name="${id}"${required}${invalid}><option value=""${value ? '' : ' selected'}>Choose…</option>${options}</select>`;
  } else if (type === 'file') {
    const accept = String(field.acceptFileTypes ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => (s.startsWith('.') || s.includes('/') ? s : `.${s}`));
    const hint = accept.length ? `<p class="hint" id="hint-${id}">Accepted: ${escapeHtml(accept.join(', '))}</p>` : '';
    const described = [accept.length ? `hint-${id}` : '', error ? errorId : ''].filter(Boolean).join(' ');
    return `<div class="field"><label for="${id}">${label}${star}</label>${hint}<input type="file" id="${id}" name="${id}"${field.multipleFiles === false ? '' : ' multiple'}${accept.length ? ` accept="${escapeHtml(accept.join(','))}"` : ''}${field.requiredField ? ' required aria-required="true"' : ''}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>${errorHtml}</div>`;
  } else {
    const inputType = ['email', 'number', 'password', 'date'].includes(type) ? type : 'text';
    const step = inputType === 'number' ? ' step="any"' : '';
    const autocomplete =
      inputType === 'password' ? ' autocomplete="off"' : inputType === 'email' ? ' autocomplete="email"' : '';
    control = `<input type="${inputType}" id="${id}" name="${id}" value="${escapeHtml(inputType === 'password' ? '' : value)}"${field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : ''}${step}${autocomplete}${required}${invalid}>`;
  }
  return `<div class="field"><label for="${id}">${label}${star}</label>${control}${errorHtml}</div>`;
}

/** A form page: server-rendered, works without JavaScript, labels and errors tied to their fields. */
export function renderFormPage(p: FormPage): string {
  const errors = p.errors && p.errors.size ? p.errors : undefined;
  const hasFile = p.fields.some((f) => f.fieldType === 'file');
  const summary = errors
    ? `<div class="error-summary" role="alert" tabindex="-1" id="error-summary" autofocus><p><strong>The form could not be sent.</strong> Please check:</p><ul>${[
        ...errors,
      ]
        .map(
          ([i, message]) =>
            `<li><a href="#field-${i}">${escapeHtml(p.fields[i]?.fieldLabel ?? `Field ${i + 1}`)}: ${escapeHtml(message)}</a></li>`,
        )
        .join('')}</ul></div>`
    : '';
  const notice = p.testRun
    ? '<p class="test-notice" role="note">This is a test version of the form. Submit it to run the workflow in the editor; test submissions are not production data.</p>'
    : '';
  const description = p.description ? `<div class="form-description">${sanitizeHtml(p.description)}</div>` : '';
  const body = `${notice}<div class="card"><form method="POST" action=""${hasFile ? ' enctype="multipart/form-data"' : ''} novalidate aria-labelledby="form-title"><h1 id="form-title">${escapeHtml(p.title)}</h1>${description}${summary}${p.fields
    .map((f, i) => fieldHtml(f, i, p))
    .join(
      '',
    )}<button type="submit">${escapeHtml(p.buttonLabel || 'Submit')}</button></form></div>${attribution(p.appendAttribution)}`;
  // `novalidate`: the server checks every answer and shows the problems by their fields, the same with or without a browser's own checks.
  return page(errors ? `Error: ${p.title}` : p.title, body, p.customCss, p.description);
}

/** The page shown once a form is done: a title and a message (HTML, sanitized), or a page of HTML. */
export function renderCompletionPage(c: {
  title: string;
  message?: string;
  pageTitle?: string;
  customCss?: string;
  appendAttribution?: boolean;
  html?: string;
}): string {
  if (c.html !== undefined)
    return page(
      c.pageTitle || c.title || 'Form',
      `<div class="card completion" role="status">${sanitizeHtml(c.html)}</div>`,
      c.customCss,
    );
  const message = c.message ? `<div class="form-description">${sanitizeHtml(c.message)}</div>` : '';
  return page(
    c.pageTitle || c.title || 'Form submitted',
    `<div class="card completion" role="status"><h1>${escapeHtml(c.title)}</h1>${message}</div>${attribution(c.appendAttribution)}`,
    c.customCss,
  );
}

/** A page telling that the form cannot be used (not waiting any more, misconfigured, failed). */
export function renderProblemPage(title: string, message: string): string {
  return page(
    title,
    `<div class="card" role="alert"><h1>${escapeHtml(title)}</h1><p class="form-description">${escapeHtml(message)}</p></div>`,
  );
}
