/**
 * An Arabic keyboard types Arabic-Indic digits (٠١٢, or ۰۱۲ in Persian and Urdu layouts); the number is
 * kept in Latin digits, as libphonenumber and every phone system read it. One character for one, so caret
 * positions stay where they were.
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}
