import { escapeHtml, type Item, type WorkflowNode } from '@weft/workflow';

/** A form submission that misses a required field: the form is shown again with the message. */
export class FormRefusal extends Error {}

interface FormField {
  fieldLabel?: string;
  fieldType?: string;
  requiredField?: boolean;
  fieldOptions?: { values?: Array<{ option?: string }> };
}

function fieldsOf(node: WorkflowNode): FormField[] {
  const values = (node.parameters.formFields as { values?: FormField[] } | undefined)?.values;
  return Array.isArray(values) ? values : [];
}

/** The HTML page of a Wait node's form (resume 'form'), optionally with an error message. */
export function renderWaitForm(node: WorkflowNode, error?: string): string {
  const title = escapeHtml(node.parameters.formTitle || 'Form');
  const rows = fieldsOf(node).map((f, i) => {
    const name = `field-${i}`;
    const label = `<label for="${name}">${escapeHtml(f.fieldLabel)}${f.requiredField ? ' *' : ''}</label>`;
    const required = f.requiredField ? ' required' : '';
    const type = String(f.fieldType ?? 'text');
    if (type === 'textarea') return `${label}<textarea id="${name}" name="${name}"${required}></textarea>`;
    if (type === 'dropdown') {
      const options = (f.fieldOptions?.values ?? []).map((o) => `<option>${escapeHtml(o.option)}</option>`).join('');
      return `${label}<select id="${name}" name="${name}"${required}>${options}</select>`;
    }
    const inputType = ['date', 'email', 'number', 'password'].includes(type) ? type : 'text';
    return `${label}<input id="${name}" name="${name}" type="${inputType}"${required}>`;
  });
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head><body><form method="POST">`,
    `<h1>${title}</h1>`,
    node.parameters.formDescription ? `<p>${escapeHtml(node.parameters.formDescription)}</p>` : '',
    error ? `<p role="alert">${escapeHtml(error)}</p>` : '',
    ...rows.map((r) => `<p>${r}</p>`),
    '<button type="submit">Submit</button></form></body></html>',
  ].join('');
}

/**
 * The Wait node's output item for a submitted form, as n8n's form gives it: each field's value by
 * its label, `submittedAt` and `formMode`. Fields may be posted as `field-{index}` or by label.
 */
export function formItem(node: WorkflowNode, request: Item, formMode: 'test' | 'production'): Item {
  const body = (request.json.body && typeof request.json.body === 'object' ? request.json.body : {}) as Record<
    string,
    unknown
  >;
  const json: Record<string, unknown> = {};
  fieldsOf(node).forEach((f, i) => {
    const label = String(f.fieldLabel ?? `field-${i}`);
    let value = body[`field-${i}`] ?? body[label];
    if (value === '' || value === undefined) value = undefined;
    if (value === undefined && f.requiredField) throw new FormRefusal(`The field "${label}" is required`);
    if (value !== undefined && f.fieldType === 'number') value = Number(value);
    json[label] = value ?? '';
  });
  json.submittedAt = new Date().toISOString();
  json.formMode = formMode;
  return { json: json, ...(request.binary ? { binary: request.binary } : {}) };
}
