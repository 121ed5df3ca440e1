// Enumerations of the wire (statuses, types).
export enum RequestStatus {
  None = 0,
  Confirmed = 1,
  Pending = 2,
  Merged = 3,
  Rejected = 4,
  Cancelled = 5,
  Created = 6,
}
export enum TransactionType {
  All = 0,
  Deposit = 1,
  Withdraw = 2,
}
export enum SessionStatus {
  Processing = 1,
  Completed = 2,
  Cancelled = 3,
  Expired = 4,
}
export enum WinBet {
  Win = 1,
  Bet = 2,
}
export enum DynamicFieldType {
  String = 1,
  Int = 2,
  Long = 3,
  Decimal = 4,
  Bool = 5,
  DateTime = 6,
  Dropdown = 7,
}
export enum NotificationType {
  Deposit = 1,
  Withdraw = 2,
  Jackpot = 3,
  Bonus = 4,
  System = 5,
}
export enum PhoneVerificationPage {
  NotVerified = 0,
  Verified = 1,
  Update = 2,
  VerificationCode = 3,
}
export enum RegistrationStep {
  Register = 0,
  ChangePhone = 1,
  CodeSent = 2,
}
