/**
 * The stylesheet of form pages. It reads n8n's form CSS variables (so custom CSS written for n8n
 * forms keeps working) with Weft's own values, light by default and dark when the browser prefers it.
 */
export const FORM_STYLES = `
:root {
  color-scheme: light dark;
  --font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --font-size-body: 14px; --font-size-label: 15px; --font-size-input: 15px; --font-size-header: 22px;
  --font-size-paragraph: 15px; --font-size-error: 13px; --font-size-link: 13px;
  --color-background: #f4f5f8; --color-card-bg: #ffffff; --color-card-border: #d5d9e2;
  --color-header: #1f2430; --color-header-subtext: #4d5566; --color-label: #2b3040;
  --color-input-bg: #ffffff; --color-input-border: #8a92a3; --color-input-text: #1f2430;
  --color-focus-border: #4c3fc4; --color-submit-btn-bg: #b8372a; --color-submit-btn-text: #ffffff;
  --color-error: #b3141f; --color-required: #b8372a; --color-link: #4d5566; --color-html-text: #2b3040; --color-html-link: #9c2c20;
  --color-test-notice-text: #6b4500; --color-test-notice-bg: #fff6e5; --color-test-notice-border: #e8c27a;
  --border-radius-card: 10px; --border-radius-input: 6px; --container-width: 480px; --padding-card: 24px;
  --submit-btn-height: 46px; --checkbox-size: 18px; --box-shadow-card: 0 4px 16px rgba(20, 24, 40, 0.08);
}
@media (prefers-color-scheme: dark) {
  :root {
    --color-background: #15171c; --color-card-bg: #1f2229; --color-card-border: #363b46;
    --color-header: #eef0f4; --color-header-subtext: #b4bac6; --color-label: #dfe2e8;
    --color-input-bg: #15171c; --color-input-border: #7c8495; --color-input-text: #eef0f4;
    --color-focus-border: #a99cff; --color-submit-btn-bg: #e0604f; --color-submit-btn-text: #14161a;
    --color-error: #ff8a8f; --color-required: #ff8a7a; --color-link: #b4bac6; --color-html-text: #dfe2e8; --color-html-link: #ff9c8c;
    --color-test-notice-text: #ffd58a; --color-test-notice-bg: #2c2414; --color-test-notice-border: #6b5420;
    --box-shadow-card: 0 4px 16px rgba(0, 0, 0, 0.4);
  }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 32px 16px; background: var(--color-background); color: var(--color-label); font-family: var(--font-family); font-size: var(--font-size-body); line-height: 1.45; }
main { max-width: var(--container-width); margin: 0 auto; }
.card { background: var(--color-card-bg); border: 1px solid var(--color-card-border); border-radius: var(--border-radius-card); box-shadow: var(--box-shadow-card); padding: var(--padding-card); margin-bottom: 16px; }
.test-notice { background: var(--color-test-notice-bg); color: var(--color-test-notice-text); border: 1px solid var(--color-test-notice-border); border-radius: var(--border-radius-card); padding: 12px 16px; margin-bottom: 16px; }
h1 { color: var(--color-header); font-size: var(--font-size-header); margin: 0 0 8px; }
.form-description { color: var(--color-header-subtext); font-size: var(--font-size-paragraph); margin: 0 0 8px; white-space: pre-line; }
.field { margin: 20px 0 0; border: 0; padding: 0; min-width: 0; }
.field > label, .field > legend { display: block; font-weight: 600; font-size: var(--font-size-label); color: var(--color-label); margin-bottom: 6px; padding: 0; }
.required { color: var(--color-required); margin-left: 2px; }
input[type=text], input[type=email], input[type=number], input[type=password], input[type=date], select, textarea {
  width: 100%; padding: 10px 12px; font: inherit; font-size: var(--font-size-input); color: var(--color-input-text);
  background: var(--color-input-bg); border: 1px solid var(--color-input-border); border-radius: var(--border-radius-input);
}
textarea { min-height: 96px; resize: vertical; }
input[type=file] { font: inherit; color: var(--color-input-text); }
.choice { display: flex; align-items: center; gap: 8px; margin: 6px 0; font-size: var(--font-size-input); }
.choice input { width: var(--checkbox-size); height: var(--checkbox-size); margin: 0; accent-color: var(--color-submit-btn-bg); }
input:focus-visible, select:focus-visible, textarea:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--color-focus-border); outline-offset: 2px; }
[aria-invalid=true] { border-color: var(--color-error) !important; }
.error { color: var(--color-error); font-size: var(--font-size-error); margin: 6px 0 0; }
.error-summary { border: 2px solid var(--color-error); border-radius: var(--border-radius-input); padding: 10px 14px; margin: 12px 0 0; color: var(--color-error); }
.error-summary p { margin: 0 0 6px; }
.error-summary ul { margin: 0; padding-left: 20px; }
.error-summary a { color: var(--color-error); }
.hint { color: var(--color-header-subtext); font-size: var(--font-size-error); margin: 4px 0 0; }
.html-field { color: var(--color-html-text); margin: 20px 0 0; }
.html-field a { color: var(--color-html-link); }
.html-field img, .html-field video, .html-field iframe { max-width: 100%; }
button[type=submit], .button { display: inline-flex; align-items: center; justify-content: center; width: 100%; min-height: var(--submit-btn-height); margin-top: 28px; border: 0; border-radius: var(--border-radius-input); background: var(--color-submit-btn-bg); color: var(--color-submit-btn-text); font: inherit; font-weight: 600; font-size: 16px; cursor: pointer; text-decoration: none; }
button[type=submit]:hover { filter: brightness(1.08); }
.attribution { text-align: center; font-size: var(--font-size-link); color: var(--color-link); }
.attribution a { color: var(--color-link); }
.completion { text-align: center; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
