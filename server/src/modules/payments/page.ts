// The sandbox provider's payment page (GET /payment/sandbox/:reference): what a real PSP's hosted page
// is to a player, in the language they asked for the deposit in. Its one script and style carry the
// reply's CSP nonce; the buttons are wired by that script (no inline handlers: script-src-attr 'none').
import { AUTH_STORAGE_KEY, formatMoney, RequestStatus } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';

export interface SandboxPageView {
  reference: string;
  amount: number;
  method: string;
  status: RequestStatus;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const STYLE =
  'body{font:16px system-ui,sans-serif;background:#0f1923;color:#e8edf2;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}' +
  'main{background:#1a2633;border-radius:12px;padding:2rem;max-width:26rem;width:calc(100% - 2rem);box-sizing:border-box}' +
  'h1{font-size:1.3rem;margin:0 0 .25rem}.note{color:#9fb0c0;font-size:.85rem;margin:0 0 1.5rem}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}dt{color:#9fb0c0}dd{margin:0;font-weight:600;text-align:right}' +
  '.actions{display:flex;gap:.75rem}button{flex:1;font:inherit;font-weight:600;padding:.8rem;border:0;border-radius:8px;cursor:pointer}' +
  'button:disabled{opacity:.5;cursor:default}.pay{background:#1db954;color:#fff}.decline{background:#3a4756;color:#e8edf2}' +
  '#result{margin:1rem 0 0;min-height:1.5rem}#result.ok{color:#5fd38d}#result.error{color:#ff7b7b}';

// posts the decision with the player's session (the shell keeps it in this origin's local storage) and
// shows the server's (translated) answer; the buttons go once it succeeded
const SCRIPT = `(function(){
var main=document.querySelector('main'),result=document.getElementById('result'),buttons=document.querySelectorAll('button[data-decision]');
function show(text,ok){result.textContent=text;result.className=ok?'ok':'error';}
function sessionToken(){try{return JSON.parse(localStorage.getItem('${AUTH_STORAGE_KEY}')).token;}catch(e){return null;}}
buttons.forEach(function(button){button.addEventListener('click',function(){
buttons.forEach(function(b){b.disabled=true;});show(main.dataset.processing,true);
var headers={'content-type':'application/json','x-locale':document.documentElement.lang},token=sessionToken();if(token){headers.authorization='Bearer '+token;}
fetch('/api/payment/sandbox/decision',{method:'POST',headers:headers,
body:JSON.stringify({reference:main.dataset.reference,decision:button.dataset.decision})})
.then(function(response){return response.json();})
.then(function(reply){show(reply.message,reply.success);if(reply.success){document.querySelector('.actions').remove();}else{buttons.forEach(function(b){b.disabled=false;});}})
.catch(function(){show(main.dataset.failed,false);buttons.forEach(function(b){b.disabled=false;});});
});});
})();`;

/** Why the page offers no buttons: the request's status as a sentence (a key). */
const CLOSED: Partial<Record<RequestStatus, string>> = {
  [RequestStatus.Confirmed]: 'This payment has been completed.',
  [RequestStatus.Rejected]: 'This payment has been declined.',
  [RequestStatus.Cancelled]: 'This payment has been cancelled.',
};

/** The page for a deposit, or for an unknown reference when `view` is undefined. */
export function renderSandboxPage(view: SandboxPageView | undefined, locale: Locale, nonce: string): string {
  const t = (key: string) => escapeHtml(translate(locale, key));
  let body: string;
  if (!view) {
    body = `<main><h1>${t('Arena Pay')}</h1><p id="result" class="error">${t('The payment request was not found.')}</p></main>`;
  } else {
    const closed = CLOSED[view.status];
    const actions = closed
      ? `<p id="result" class="ok">${t(closed)}</p>`
      : `<div class="actions"><button type="button" class="pay" data-decision="pay">${t('Pay')}</button>` +
        `<button type="button" class="decline" data-decision="decline">${t('Decline')}</button></div><p id="result" role="status"></p>`;
    body =
      `<main data-reference="${escapeHtml(view.reference)}" data-processing="${t('Processing...')}" data-failed="${t('The connection failed. Please try again.')}">` +
      `<h1>${t('Arena Pay')}</h1><p class="note">${t('Test payment page: no real money moves.')}</p>` +
      `<dl><dt>${t('Payment method')}</dt><dd>${escapeHtml(view.method)}</dd><dt>${t('Amount')}</dt><dd>${escapeHtml(formatMoney(view.amount, locale))}</dd></dl>` +
      `${actions}</main>${closed ? '' : `<script nonce="${nonce}">${SCRIPT}</script>`}`;
  }
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/media/favicon.svg">` +
    `<title>${t('Arena Pay')}</title><style nonce="${nonce}">${STYLE}</style></head><body>${body}</body></html>`
  );
}
