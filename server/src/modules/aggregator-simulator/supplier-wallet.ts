// The supplier's side of a wallet: how the aggregator simulator moves money through OUR wallet API the
// way a real supplier does. One implementation per wallet protocol (the generic signed provider wallet
// API, Hub88's operator API); the simulator's demo game only ever talks to this interface.

/** One wallet call's identity: the launch session's token, the player and game, the round. Amounts in minor units. */
export interface SupplierWalletCall {
  token: string;
  userCode: string;
  gameCode: string;
  roundId: string;
  transactionId: string;
}

export interface SupplierBet extends SupplierWalletCall {
  amount: number;
}

export interface SupplierWin extends SupplierBet {
  /** the bet this win pays out */
  betTransactionId: string;
}

export interface SupplierRollback extends SupplierWalletCall {
  /** the bet being cancelled */
  betTransactionId: string;
}

/** Each call answers the player's balance after it (minor units). */
export interface SupplierWallet {
  bet(call: SupplierBet): Promise<{ balance: number }>;
  win(call: SupplierWin): Promise<{ balance: number }>;
  rollback(call: SupplierRollback): Promise<{ balance: number }>;
}
