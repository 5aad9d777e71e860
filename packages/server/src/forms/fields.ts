import type { WorkflowNode } from '@weft/workflow';

/** One form element as a Form Trigger or Form node stores it (n8n's shape). */
export interface FormField {
  fieldLabel?: string;
  fieldName?: string;
  fieldType?: string;
  elementName?: string;
  placeholder?: string;
  defaultValue?: unknown;
  fieldValue?: string;
  requiredField?: boolean;
  multiselect?: boolean;
  fieldOptions?: { values?: Array<{ option?: string }> };
  limitSelection?: string;
  numberOfSelections?: number;
  minSelections?: number;
  maxSelections?: number;
  html?: string;
  multipleFiles?: boolean;
  acceptFileTypes?: string;
}

/** A form that cannot be shown: its fields are defined wrongly. */
export class FormDefinitionError extends Error {}

/** Reads a dotted path of a node's raw parameters. */
export function rawParameter(node: WorkflowNode, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      node.parameters,
    );
}

/** A raw parameter as a string: expressions are not evaluated (a leading `=` is dropped). */
export function stringParameter(node: WorkflowNode, path: string, fallback = ''): string {
  const v = rawParameter(node, path);
  if (v === undefined || v === null) return fallback;
  const s = String(v);
  return s.startsWith('=') ? s.slice(1) : s;
}

/** The option labels of a choice field. */
export function optionsOf(field: FormField): string[] {
  return (field.fieldOptions?.values ?? []).map((o) => String(o.option ?? ''));
}

/** The fields of a Form Trigger or Form node: its Form Elements, or (Form, "Using JSON") its JSON. */
export function fieldsOf(node: WorkflowNode): FormField[] {
  let fields: unknown;
  if (rawParameter(node, 'defineForm') === 'json') {
    const raw = stringParameter(node, 'jsonOutput', '[]');
    try {
      fields = JSON.parse(raw);
    } catch (e) {
      throw new FormDefinitionError(
        `The form fields of the node "${node.name}" are not valid JSON: ${(e as Error).message}`,
      );
    }
    if (!Array.isArray(fields))
      throw new FormDefinitionError(`The form fields of the node "${node.name}" must be a JSON array of fields`);
  } else {
    fields = rawParameter(node, 'formFields.values') ?? [];
  }
  return (Array.isArray(fields) ? fields : []).map((f: FormField) => {
    const field = { ...f, fieldType: f.fieldType ?? 'text' };
    // Hidden fields are keyed by their name.
    if (field.fieldType === 'hiddenField') field.fieldLabel = field.fieldName;
    // Older forms: a dropdown with multiple choice is a list of checkboxes.
    return field;
  });
}

/** The key of a field's answer in the output item. */
export function keyOf(field: FormField, index: number): string {
  return String(field.fieldLabel ?? field.fieldName ?? `field-${index}`);
}

/** Whether a field takes several options (checkboxes, or a legacy multiple-choice dropdown). */
export function isMultiChoice(field: FormField): boolean {
  return field.fieldType === 'checkbox' || (field.fieldType === 'dropdown' && !!field.multiselect);
}
