/**
 * The items a Typeform webhook call (`{ event_id, event_type, form_response: { form_id, token,
 * definition: { fields }, answers, … } }`) becomes, as n8n's node shapes them:
 *
 * - "Simplify Answers": each answer's value (`answer[answer.type]`; a choice's `label`, a
 *   multiple choice's `labels`) under its question's title (`{{field:…}}` recall markers written
 *   `[field:…]`);
 * - "Only Answers": just the (simplified) answers, else the whole call with `form_response.answers`
 *   replaced by the simplified ones. Unsimplified answers alone are the answer list at version 1
 *   and an object keyed by field id at 1.1.
 */
type Json = Record<string, any>;

/** A call's answers keyed by their questions' titles, with plain values. */
export function simplifyAnswers(definition: Json, answers: Json[]): Json {
  const titles: Record<string, string> = {};
  for (const field of (definition.fields ?? []) as Json[])
    titles[field.id] = String(field.title ?? '')
      .replace(/\{\{/g, '[')
      .replace(/\}\}/g, ']');
  const out: Json = {};
  for (const answer of answers) {
    let value = answer[answer.type];
    if (value && typeof value === 'object') {
      for (const key of ['label', 'labels']) {
        if (value[key] !== undefined) {
          value = value[key];
          break;
        }
      }
    }
    out[titles[answer.field?.id] ?? String(undefined)] = value;
  }
  return out;
}

/** Whether a call carries a form response with its definition and answers. */
export const isFormResponse = (body: Json) =>
  body.form_response !== undefined &&
  body.form_response?.definition !== undefined &&
  body.form_response?.answers !== undefined;

/** The one item a call becomes (see the module comment). */
export function shapeResponse(body: Json, version: number, simplify: boolean, onlyAnswers: boolean): Json | Json[] {
  const answers = body.form_response.answers as Json[];
  if (simplify) {
    const simplified = simplifyAnswers(body.form_response.definition as Json, answers);
    if (onlyAnswers) return simplified;
    body.form_response.answers = simplified;
  }
  if (!onlyAnswers) return body;
  if (version >= 1.1) return Object.fromEntries(answers.map((answer) => [answer.field?.id, answer]));
  return answers;
}
