import { randomInt } from "node:crypto";

/** No 0/O, 1/l/I: the password is read from an e-mail and typed by hand. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/** 14 characters from 56 symbols: about 81 bits from the operating system's CSPRNG. */
export function generatePassword(length = 14): string {
  let password = "";
  for (let i = 0; i < length; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
