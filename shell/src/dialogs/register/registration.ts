import { TERMS_VERSION, type Country, type RegisterForm, type RegisterRequest } from '@arena/contracts';

/** The registration form's defaults. */
export const DEFAULT_COUNTRY_ID = 235;
export const DEFAULT_COUNTRY_NAME = 'Türkiye';
export const DEFAULT_CURRENCY_ID = 1;
/** The country list is applied this long after it arrives. */
export const COUNTRY_LIST_DELAY_MS = 300;
/** Local storage key of the referral id a landing page stored. */
export const REF_ID_STORAGE_KEY = 'refId';

export function defaultCountryId(countries: Country[]): number {
  return countries.find((c) => c.name === DEFAULT_COUNTRY_NAME)?.id ?? DEFAULT_COUNTRY_ID;
}

/** The stored referral id, when it is a number. */
export function storedRefId(storage: Pick<Storage, 'getItem'>): number | undefined {
  const raw = storage.getItem(REF_ID_STORAGE_KEY);
  return raw && /^[0-9]+$/.test(raw) ? Number(raw) : undefined;
}

/**
 * The filled form → auth/register body: birth date composed, trial bonus as 0/1, the ticked terms as
 * the version the form showed, refId if any.
 */
export function toRegisterRequest(form: RegisterForm, refId: number | undefined): RegisterRequest & Required<Pick<RegisterRequest, 'trialBonus'>> {
  const { birthDateYear, birthDateMonth, birthDateDay, trialBonus, acceptTerms: _accepted, ...rest } = form;
  return {
    ...rest,
    termsVersion: TERMS_VERSION,
    birthDate: `${birthDateYear}-${birthDateMonth}-${birthDateDay}`,
    trialBonus: trialBonus ? 1 : 0,
    ...(refId === undefined ? {} : { refId }),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: pad(i + 1), label: pad(i + 1) }));
export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => ({ value: pad(i + 1), label: pad(i + 1) }));

/** Players are 18 to 100 years old. */
export function yearOptions(now: Date) {
  const newest = now.getFullYear() - 18;
  return Array.from({ length: 83 }, (_, i) => ({ value: String(newest - i), label: String(newest - i) }));
}
