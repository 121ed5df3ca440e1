// Plinko's page: rows and risk chosen before the bet, the board, and the payouts of the chosen table
// under it with the table's RTP; the rules list every table's RTP (Stake's tables, each near 99 %).
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoDeclaredRtp, type PlinkoParams } from '@arena/provably-fair/plinko';
import { clampStake } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';
import { AUTO_BET_TEXTS, autoBetPanel, betForm, gameFrame, pageTranslator, type PageContext } from './frame';
import { formatChance, formatHundredths } from './game-math';

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);
const RISK_NAMES = { low: 'Low', medium: 'Medium', high: 'High' } as const;
/** the table shown when the page opens */
const DEFAULT: PlinkoParams = { rows: 16, risk: 'low' };

const rtpPercent = (params: PlinkoParams, locale: Locale) => formatChance(Math.round(plinkoDeclaredRtp(params) * 10_000), locale);

export function plinkoPage(locale: Locale, nonce: string, { maxWin, limits, autoPlay, soundByDefault }: PageContext): string {
  const t = pageTranslator(locale);
  const rtpTable =
    `<table class="rtp-table"><thead><tr><th>${t('Rows')}</th>${PLINKO_RISKS.map((risk) => `<th>${t(RISK_NAMES[risk])}</th>`).join('')}</tr></thead><tbody>` +
    ROWS.map((rows) => `<tr><th>${rows}</th>${PLINKO_RISKS.map((risk) => `<td>${rtpPercent({ rows, risk }, locale)}</td>`).join('')}</tr>`).join('') +
    `</tbody></table>`;
  const rules =
    `<p>${t('Choose 8 to 16 rows and a risk level. The ball falls through the pegs, going left or right at every row; the bucket it lands in pays its multiplier, shown under the board before you bet.')}</p>` +
    `<p>${t('Return to player of each table:')}</p>${rtpTable}`;
  const select = (id: string, label: string, options: string) =>
    `<label class="field grow"><span>${label}</span><select id="${id}">${options}</select></label>`;
  const play =
    `<section class="panel play plinko"><svg class="board" id="board" viewBox="0 0 340 300" aria-hidden="true"></svg>` +
    `<ol class="payouts" id="payouts" aria-label="${t('Payouts')}"></ol><p class="outcome" id="outcome" role="status"></p>` +
    `<div class="row">${select('rows', t('Rows'), ROWS.map((rows) => `<option${rows === DEFAULT.rows ? ' selected' : ''}>${rows}</option>`).join(''))}` +
    select(
      'risk',
      t('Risk'),
      PLINKO_RISKS.map((risk) => `<option value="${risk}"${risk === DEFAULT.risk ? ' selected' : ''}>${t(RISK_NAMES[risk])}</option>`).join(''),
    ) +
    `</div><dl class="figures"><div><dt>${t('Return to player')}</dt><dd id="table-rtp">${rtpPercent(DEFAULT, locale)}</dd></div></dl>` +
    `${betForm(locale, { amount: formatHundredths(clampStake(100, limits.plinko), locale), limits: limits.plinko })}` +
    `${autoPlay ? autoBetPanel(locale) : ''}</section>`;
  const rtps = PLINKO_RISKS.flatMap((risk) => ROWS.map((rows) => plinkoDeclaredRtp({ rows, risk })));
  return gameFrame({
    game: 'plinko',
    locale,
    nonce,
    title: t('Plinko'),
    rules,
    rtp: [Math.min(...rtps), Math.max(...rtps)],
    maxWin,
    play,
    hotkeys: true,
    scriptTexts: autoPlay ? AUTO_BET_TEXTS : [],
    soundByDefault,
  });
}
