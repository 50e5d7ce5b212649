// Card rules that need no gateway, shared by the storefront's card form and the payment service:
// the Luhn check, brand detection, CVV length and expiry. Brand codes are the specification's (VI, MC, AE, DN, DI, JCB, UN, SM, ELO, MI, HC, OT).
import { validationMessages } from './validation';

export type CardBrand =
  'VI' | 'MC' | 'AE' | 'DN' | 'DI' | 'JCB' | 'UN' | 'SM' | 'ELO' | 'MI' | 'HC' | 'OT';

export interface CardInput {
  number: string;
  exp_month: number | string;
  exp_year: number | string;
  cvv: string;
}

export interface CardFieldError {
  field: 'number' | 'exp_month' | 'exp_year' | 'cvv';
  message: string;
}

export interface ValidCard {
  /** Digits only. Held in memory for the length of one request, never stored or logged. */
  digits: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Digits only; spaces and dashes, as typed in card forms, are allowed and dropped. */
export function normalizeNumber(raw: string): string | null {
  const s = raw.replace(/[\s-]/g, '');
  return /^\d+$/.test(s) ? s : null;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const inRange = (digits: string, len: number, from: number, to: number) => {
  const n = Number(digits.slice(0, len));
  return n >= from && n <= to;
};

/**
 * Brand by issuer prefix. Order matters: the narrower ranges (Elo, Hipercard, Maestro UK) are
 * tested before the broad ones they overlap (Visa 4, Discover 65, Maestro 5/6).
 */
export function detectBrand(digits: string): CardBrand {
  const eloPrefixes = [
    '401178',
    '401179',
    '431274',
    '438935',
    '451416',
    '457393',
    '457631',
    '457632',
    '504175',
    '627780',
    '636297',
    '636368',
  ];
  if (
    eloPrefixes.some((p) => digits.startsWith(p)) ||
    inRange(digits, 6, 506699, 506778) ||
    inRange(digits, 6, 509000, 509999) ||
    inRange(digits, 6, 650031, 650033) ||
    inRange(digits, 6, 650035, 650051) ||
    inRange(digits, 6, 650405, 650439) ||
    inRange(digits, 6, 650485, 650538) ||
    inRange(digits, 6, 650541, 650598) ||
    inRange(digits, 6, 650700, 650718) ||
    inRange(digits, 6, 650720, 650727) ||
    inRange(digits, 6, 650901, 650920) ||
    inRange(digits, 6, 651652, 651679) ||
    inRange(digits, 6, 655000, 655019) ||
    inRange(digits, 6, 655021, 655058)
  )
    return 'ELO';
  if (digits.startsWith('606282') || digits.startsWith('3841')) return 'HC';
  if (/^(6759|676770|676774)/.test(digits)) return 'SM';
  if (/^3[47]/.test(digits)) return 'AE';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'DN';
  if (inRange(digits, 4, 3528, 3589)) return 'JCB';
  if (/^4/.test(digits)) return 'VI';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'MC';
  if (/^(6011|64[4-9]|65)/.test(digits) || inRange(digits, 6, 622126, 622925)) return 'DI';
  if (/^62/.test(digits)) return 'UN';
  if (/^(5[06-8]|6)/.test(digits)) return 'MI';
  return 'OT';
}

export const cvvLength = (brand: CardBrand): number => (brand === 'AE' ? 4 : 3);

const toInt = (v: number | string): number | null => {
  const s = String(v).trim();
  return /^\d{1,4}$/.test(s) ? Number(s) : null;
};

/**
 * Validates a card form. Every field is checked, so the form can show each message at once.
 * Expiry: the card is good through the last day of its month (in UTC).
 */
export function validateCard(input: CardInput, now: Date): ValidCard | CardFieldError[] {
  const errors: CardFieldError[] = [];
  const digits = normalizeNumber(String(input.number ?? ''));
  if (!digits || !luhnValid(digits))
    errors.push({ field: 'number', message: validationMessages.cardNumber });
  const brand = digits ? detectBrand(digits) : 'OT';

  const month = toInt(input.exp_month);
  let year = toInt(input.exp_year);
  if (year !== null && year < 100) year += 2000;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  const monthOk = month !== null && month >= 1 && month <= 12;
  const yearOk = year !== null && year >= thisYear && year <= thisYear + 20;
  if (!monthOk) errors.push({ field: 'exp_month', message: validationMessages.cardMonth });
  if (!yearOk) errors.push({ field: 'exp_year', message: validationMessages.cardYear });
  // A month that has already ended this year is the month's fault, not the year's.
  if (monthOk && yearOk && year === thisYear && (month as number) < thisMonth) {
    errors.push({ field: 'exp_month', message: validationMessages.cardMonth });
  }

  const cvv = String(input.cvv ?? '').trim();
  if (!new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cvv))
    errors.push({ field: 'cvv', message: validationMessages.cardCvv });

  if (errors.length > 0 || !digits) return errors;
  return {
    digits,
    brand,
    last4: digits.slice(-4),
    expMonth: month as number,
    expYear: year as number,
  };
}
