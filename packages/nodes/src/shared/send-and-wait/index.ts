/**
 * n8n's send-and-wait (human in the loop) for messaging nodes: the parameters, the message with
 * signed answer links, and the wait. The server answers the links (packages/server forms/send-and-wait).
 */
export { SEND_AND_WAIT_JSON_FORM_DEFAULT, SEND_AND_WAIT_WEBHOOKS, sendAndWaitProperties } from './properties.js';
export {
  SEND_AND_WAIT_ATTRIBUTION,
  sendAndWaitEmailHtml,
  sendAndWaitMessage,
  sendAndWaitPlainText,
  sendAndWaitUntil,
  waitForAnswer,
  type SendAndWaitButton,
  type SendAndWaitMessage,
} from './message.js';
