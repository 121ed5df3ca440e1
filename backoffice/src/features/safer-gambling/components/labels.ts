// The names the back office gives safer gambling's codes (translated with t() where shown).
import type { HarmInteractionKind, HarmMarkerCode, HarmReviewOutcome } from '@arena/contracts';

export const MARKER_LABEL: Record<HarmMarkerCode, string> = {
  net_deposit_30d: 'Net deposit over the threshold',
  rapid_deposits: 'Rapid deposits',
  reversed_withdrawal_regambled: 'Returned withdrawal staked again',
  night_sessions: 'Long night sessions',
  stakes_up_after_losses: 'Stakes raised after losses',
  limit_increases: 'Repeated limit increases',
};

export const INTERACTION_LABEL: Record<HarmInteractionKind, string> = {
  message: 'Message to the player',
  call: 'Call note',
  restriction: 'Restriction (pauses deposits)',
};

export const OUTCOME_LABEL: Record<HarmReviewOutcome, string> = {
  no_concern: 'No concern',
  monitor: 'Keep monitoring',
  restricted: 'Restricted',
  account_closed: 'Account closed',
};
