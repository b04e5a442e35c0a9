// Issue 33: neither side's view before its own commit determines a die. A segment's dice are a function of both
// secrets: with either one fixed, the other still moves the seed and the first die over all its faces; and the
// commit the other side sees tells nothing of the seed without the secret behind it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextDie } from '../../src/core'
import { accept, commitOf, newLedger, seedOf, segmentSeed, send } from '../../src/core/exchange'

const secret = fc.stringMatching(/^[0-9a-f]{32}$/)
const GAME = '0123456789abcdef0123456789abcdef'

/** Seeds and first dice over many values of one secret, the other fixed. */
async function spread(fixed: string, vary: string[], moverFixed: boolean) {
  const seeds = await Promise.all(vary.map((v) => (moverFixed ? seedOf(GAME, 4, fixed, v) : seedOf(GAME, 4, v, fixed))))
  return { seeds: new Set(seeds), faces: new Set(seeds.map((s) => nextDie(s).die)) }
}

describe('a segment’s dice depend on both secrets', () => {
  it('with the mover’s secret fixed, the other side’s moves the seed and the die', async () => {
    await fc.assert(
      fc.asyncProperty(secret, fc.uniqueArray(secret, { minLength: 60, maxLength: 60 }), async (mover, others) => {
        const { seeds, faces } = await spread(mover, others, true)
        expect(seeds.size).toBe(60)
        expect(faces.size).toBe(6)
      }),
      { numRuns: 20, seed: 33 },
    )
  })

  it('with the other side’s secret fixed, the mover’s moves the seed and the die', async () => {
    await fc.assert(
      fc.asyncProperty(secret, fc.uniqueArray(secret, { minLength: 60, maxLength: 60 }), async (other, movers) => {
        const { seeds, faces } = await spread(other, movers, false)
        expect(seeds.size).toBe(60)
        expect(faces.size).toBe(6)
      }),
      { numRuns: 20, seed: 33 },
    )
  })

  it('one secret changed in one digit changes the seed (nothing of it is ignored)', async () => {
    await fc.assert(
      fc.asyncProperty(secret, secret, fc.nat(31), async (a, b, i) => {
        const flip = (s: string) => s.slice(0, i) + ((parseInt(s[i]!, 16) + 1) % 16).toString(16) + s.slice(i + 1)
        const seed = await seedOf(GAME, 2, a, b)
        expect(await seedOf(GAME, 2, flip(a), b)).not.toBe(seed)
        expect(await seedOf(GAME, 2, a, flip(b))).not.toBe(seed)
      }),
      { numRuns: 50, seed: 33 },
    )
  })

  it('before the exchange of a segment is complete, neither ledger can compute its seed', async () => {
    let n = 0
    const random = () => (++n).toString(16).padStart(32, '0')
    // The first mover opens (file -2: his commit to segment 0) and the other answers (file -1).
    let a = newLedger(GAME, 'x', 'y', 'x', -2)
    let b = newLedger(GAME, 'y', 'x', 'x', -2)
    const opening = await send(a, random)
    a = opening.ledger
    // The other side holds only the commit: segment 0's seed is beyond it, whatever it sends.
    const r = await accept(b, GAME, 'x', -2, opening.fields)
    if (!r.ok) throw new Error(r.code)
    b = r.ledger
    expect(await segmentSeed(b, 0)).toBeNull()
    expect(await segmentSeed(a, 0)).toBeNull()
    const reply = await send(b, random)
    b = reply.ledger
    const back = await accept(a, GAME, 'y', -1, reply.fields)
    if (!back.ok) throw new Error(back.code)
    a = back.ledger
    // Now the mover knows it (his turn), the other side still does not until the reveal comes with the turn.
    expect(await segmentSeed(a, 0)).not.toBeNull()
    expect(await segmentSeed(b, 0)).toBeNull()
    // His commit binds him: a different secret does not match it.
    expect(await commitOf(GAME, 0, 'x', a.mine['0']!)).toBe(b.commits['0'])
    expect(await commitOf(GAME, 0, 'x', 'f'.repeat(32))).not.toBe(b.commits['0'])
  })
})
