/**
 * Saudi IBANs: SA, two check digits, then 22 digits (2 for the bank, 18 for the account), checked
 * with the ISO 13616 mod-97 rule so a mistyped digit is caught before a refund goes astray.
 */
export const SAUDI_IBAN = /^SA\d{22}$/

/** What people type (spaces, dashes, lower case) as the bank prints it: SA and digits only. */
export function compactIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase()
}

export function hasValidIbanChecksum(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  // Letters count as two digits (A = 10 … Z = 35); the remainder is taken piece by piece so the
  // number never outgrows a JavaScript number.
  let remainder = 0
  for (const char of rearranged) {
    const code = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}
