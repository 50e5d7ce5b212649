// Finds what looks like a payment card number in text (logs, database dumps, e-mails, responses):
// 13-19 digits, contiguous or in the printed groupings (4-4-4-4[-3], Amex 4-6-5), passing the Luhn
// check and starting with a card industry digit (1-6). Excluded only by shape, never by value:
// digits inside a longer alphanumeric token or a decimal (ids, hashes, base64, fractions), and
// 13-digit numbers starting with 1 (millisecond timestamps; no card has that shape).

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

const CANDIDATES = [
  // Contiguous digits.
  /(?<![A-Za-z0-9.])\d{13,19}(?![A-Za-z0-9]|\.\d)/g,
  // Printed groupings with one kind of separator (space or dash).
  /(?<![A-Za-z0-9.])\d{4}([ -])\d{4}\1\d{4}\1\d{1,4}(?:\1\d{1,3})?(?![A-Za-z0-9]|\.\d)/g,
  /(?<![A-Za-z0-9.])\d{4}([ -])\d{6}\1\d{4,5}(?![A-Za-z0-9]|\.\d)/g,
];

/** Card-shaped, Luhn-valid numbers in the text (digits only, each once). */
export function cardNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const re of CANDIDATES) {
    for (const m of text.matchAll(re)) {
      const digits = m[0].replace(/\D/g, '');
      if (digits.length < 13 || digits.length > 19) continue;
      if (!/^[1-6]/.test(digits)) continue;
      if (digits.length === 13 && digits.startsWith('1')) continue;
      if (luhnValid(digits)) found.add(digits);
    }
  }
  return [...found];
}
