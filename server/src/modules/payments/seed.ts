// Payment methods of a site for Türkiye: bank transfer (Havale/EFT), Papara, card (deposits only) and
// crypto (USDT on three networks). Each direction's fields are the form the player fills; the Amount
// field is not listed here: every method has it, built from the method's limits (methods.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { DynamicFieldType, type PaymentDetailField, type PaymentTime } from '@arena/contracts';
import type { Db } from '../../db/client';
import { paymentMethods, type MethodFields } from './schema';

type FieldSpec = Partial<PaymentDetailField> & Pick<PaymentDetailField, 'key' | 'label'>;

const field = (spec: FieldSpec): PaymentDetailField => ({
  mask: null,
  objectType: DynamicFieldType.String,
  option: null,
  pattern: null,
  min: null,
  max: null,
  currency: false,
  ...spec,
});

/** Latin and Turkish letters, single spaces between words */
const PERSON_NAME = "^[A-Za-zÇĞİÖŞÜçğıöşü]+([ '-][A-Za-zÇĞİÖŞÜçğıöşü]+)*$";

const accountHolder = field({ key: 'AccountHolder', label: 'Account holder', pattern: PERSON_NAME });
// TR + 2 check digits + 22 digits; the mask shows it in groups of four, which may arrive with the spaces
const iban = field({ key: 'Iban', label: 'IBAN', mask: 'TR99 9999 9999 9999 9999 9999 99', pattern: '^TR\\d{2}( ?\\d{4}){5} ?\\d{2}$' });
const paparaAccount = field({ key: 'PaparaNo', label: 'Papara account number', mask: '9999999999', pattern: '^\\d{10}$' });
const network = field({
  key: 'Network',
  label: 'Network',
  objectType: DynamicFieldType.Dropdown,
  option: [
    { id: 'TRC20', name: 'Tron (TRC20)' },
    { id: 'ERC20', name: 'Ethereum (ERC20)' },
    { id: 'BEP20', name: 'BNB Smart Chain (BEP20)' },
  ],
});
// a Tron address (T + 33 base58) or an EVM address (0x + 40 hex): the network decides which is right
const walletAddress = field({ key: 'Address', label: 'Wallet address', pattern: '^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$' });

interface SeedMethod {
  id: number;
  name: string;
  logo: string;
  minAmount: number;
  maxAmount: number;
  /** per player, direction and Istanbul day */
  dailyLimit: number;
  /** how long a payment by it takes to arrive */
  time: PaymentTime;
  depositFields: MethodFields | null;
  withdrawFields: MethodFields | null;
}

export const PAYMENT_METHODS: readonly SeedMethod[] = [
  {
    id: 1,
    name: 'Havale / EFT',
    logo: '/media/payments/bank-transfer.svg',
    minAmount: 10_000,
    maxAmount: 5_000_000,
    dailyLimit: 10_000_000,
    time: { min: 15, max: 120 },
    depositFields: [accountHolder, iban],
    withdrawFields: [accountHolder, iban],
  },
  {
    id: 2,
    name: 'Papara',
    logo: '/media/payments/papara.svg',
    minAmount: 5_000,
    maxAmount: 2_500_000,
    dailyLimit: 5_000_000,
    time: { min: 0, max: 0 },
    depositFields: [paparaAccount],
    withdrawFields: [paparaAccount, accountHolder],
  },
  {
    id: 3,
    name: 'Kredi Kartı',
    logo: '/media/payments/card.svg',
    minAmount: 5_000,
    maxAmount: 1_000_000,
    dailyLimit: 2_000_000,
    time: { min: 0, max: 0 },
    depositFields: [
      field({ key: 'CardNo', label: 'Card number', mask: '9999 9999 9999 9999', pattern: '^\\d{4}( ?\\d{4}){3}$' }),
      field({ key: 'Expiry', label: 'Expiry date (MM/YY)', mask: '99/99', pattern: '^(0[1-9]|1[0-2])/?\\d{2}$' }),
      field({ key: 'CardHolder', label: 'Card holder', pattern: PERSON_NAME }),
    ],
    // cards take deposits only: winnings go back to an account the player owns
    withdrawFields: null,
  },
  {
    id: 4,
    name: 'Kripto (USDT)',
    logo: '/media/payments/crypto.svg',
    minAmount: 20_000,
    maxAmount: 10_000_000,
    dailyLimit: 20_000_000,
    time: { min: 10, max: 30 },
    depositFields: [network],
    withdrawFields: [network, walletAddress],
  },
];

/**
 * Adds the methods that are missing; methods an operator already edited are kept. A seeded method
 * gets its daily limit and time once, when it has none yet (a site seeded before they existed).
 */
export async function seedPaymentMethods(db: Db): Promise<void> {
  const row = ({ time, ...method }: SeedMethod) => ({ ...method, minutesMin: time.min, minutesMax: time.max });
  await db
    .insert(paymentMethods)
    .values(PAYMENT_METHODS.map((method, sort) => ({ ...row(method), sort })))
    .onConflictDoNothing();
  for (const method of PAYMENT_METHODS) {
    const { dailyLimit, minutesMin, minutesMax } = row(method);
    await db
      .update(paymentMethods)
      .set({ dailyLimit, minutesMin, minutesMax })
      .where(and(eq(paymentMethods.id, method.id), isNull(paymentMethods.minutesMax)));
  }
}
