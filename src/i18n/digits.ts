const INDIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g

function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0)
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
}

/**
 * Arabic-Indic and Eastern Arabic-Indic digits (what an Arabic keyboard types) as ASCII digits:
 * for search, for the keys people's data is found by, for a dialable number.
 */
export const asciiDigits = (text: string): string => text.replace(INDIC_DIGIT, asciiDigit)
