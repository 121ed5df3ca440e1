// What player protection says to players: its answers, and the refusals of a limit reached.
import type { LimitPeriod } from '@arena/contracts';

export const PROTECTION_MESSAGES = {
  limitSaved: 'Your limit has been saved.',
  limitPending: 'Your new limit can be confirmed after {hours} hours; until then your current limit stays in force.',
  limitConfirmed: 'Your new limit is in force.',
  noLimit: 'You have no such limit.',
  nothingPending: 'There is no limit change waiting for your confirmation.',
  notYet: 'You can confirm this change from {date}.',
  realityCheckSaved: 'Your reality check has been saved.',
  realityCheckMandatory: "The reality check cannot be switched off under this site's licence; choose how often it reminds you.",
  realityCheckInterval: 'Choose one of the reality check intervals offered.',
  wrongPassword: 'The password is incorrect.',
  timeOutStarted: 'Your time-out has started.',
  selfExclusionStarted: 'Your self-exclusion has started.',
  accountClosed: 'Your account has been closed.',
  inTimeOut: 'Your account is in a time-out until {date}.',
  selfExcluded: 'Your account is self-excluded until {date}.',
  selfExclusionEnded:
    'Your self-exclusion period has ended, but your account stays closed until you ask to return: contact our support team. It reopens after a cooling-off period.',
  selfExclusionLifting: 'You asked to return after your self-exclusion: your account reopens on {date}.',
  liftNotDue: 'This self-exclusion cannot be lifted: its period has not ended, it has been asked already, or the licence lets it end by itself.',
  liftRequested: 'The player asked to return: their account reopens on {date}.',
  closed: 'This account is closed.',
  depositLimitRequired:
    "This site's licence asks you to set a deposit limit before you deposit: set one on the Responsible Gambling page of your account ({page}).",
} as const;

/** per period: the deposit that would pass the limit, the limit already reached, and the same for losses and play time */
export const LIMIT_REFUSALS: Record<LimitPeriod, { deposit: string; depositReached: string; loss: string; lossReached: string; session: string }> = {
  day: {
    deposit: 'This deposit would exceed your daily deposit limit. You can deposit up to {amount} more today.',
    depositReached: 'You have reached your daily deposit limit.',
    loss: 'This bet would exceed your daily loss limit. You can stake up to {amount} more today.',
    lossReached: 'You have reached your daily loss limit.',
    session: 'You have used up your daily play time limit.',
  },
  week: {
    deposit: 'This deposit would exceed your weekly deposit limit. You can deposit up to {amount} more this week.',
    depositReached: 'You have reached your weekly deposit limit.',
    loss: 'This bet would exceed your weekly loss limit. You can stake up to {amount} more this week.',
    lossReached: 'You have reached your weekly loss limit.',
    session: 'You have used up your weekly play time limit.',
  },
  month: {
    deposit: 'This deposit would exceed your monthly deposit limit. You can deposit up to {amount} more this month.',
    depositReached: 'You have reached your monthly deposit limit.',
    loss: 'This bet would exceed your monthly loss limit. You can stake up to {amount} more this month.',
    lossReached: 'You have reached your monthly loss limit.',
    session: 'You have used up your monthly play time limit.',
  },
};
