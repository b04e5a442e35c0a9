// The exchange's cryptography: SHA-256 (Web Crypto, in browsers and Node alike) and fresh random secrets. Hashing is
// asynchronous in Web Crypto, so it lives here and in the layer that reads files, never in a game's rules.

const HEX = /^[0-9a-f]+$/

/** Whether a value is lowercase hex of exactly `chars` digits (a secret, a commit, a game id). */
export const isHex = (v: unknown, chars: number): v is string =>
  typeof v === 'string' && v.length === chars && HEX.test(v)

/** A secret's length in hex digits: 128 bits, more than anyone can guess or search. */
export const SECRET_HEX = 32
/** A commit's length: a whole SHA-256 digest. */
export const COMMIT_HEX = 64

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** A fresh random secret (or game id) from the platform's cryptographic generator. */
export function randomHex(chars = SECRET_HEX): string {
  const bytes = new Uint8Array(Math.ceil(chars / 2))
  crypto.getRandomValues(bytes)
  return toHex(bytes).slice(0, chars)
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/**
 * The commit to a secret. The game, the segment and the side are hashed with it, so a commit copied from another
 * game, another turn or the other player never matches; every field is hex or a plain word, and '|' separates them.
 */
export async function commitOf(game: string, segment: number, side: string, secret: string): Promise<string> {
  return toHex(await sha256(`exchange-commit|${game}|${segment}|${side}|${secret}`))
}

/** A segment's dice seed: the first 32 bits of SHA-256 over the game, the segment and both sides' secrets. */
export async function seedOf(game: string, segment: number, moverSecret: string, otherSecret: string): Promise<number> {
  const h = await sha256(`exchange-dice|${game}|${segment}|${moverSecret}|${otherSecret}`)
  return ((h[0]! << 24) | (h[1]! << 16) | (h[2]! << 8) | h[3]!) >>> 0 // a digest has 32 bytes
}
