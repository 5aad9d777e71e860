/**
 * n8n forms hosted by Weft: Form Trigger pages at `/form/<path>` and `/form-test/<path>`, Form
 * node pages at `/form-waiting/<executionId>`, server-rendered (no JavaScript needed).
 */
export { handleFormTrigger, type FormTriggerCall } from './trigger.js';
export { handleWaitingForm } from './waiting.js';
export { formTriggerPathParameter, isFormTrigger } from './paths.js';
