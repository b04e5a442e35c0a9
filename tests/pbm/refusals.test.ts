// Issue 33: a tampered command, a changed digest, a replayed old file, a file for the other side, a wrong reveal —
// each refused with words in both languages, and the game exactly as it was.
import { beforeAll, describe, expect, it } from 'vitest'
import { seededRand } from '../../src/core'
import { pbmEn } from '../../src/i18n/pbm.en'
import { pbmRu } from '../../src/i18n/pbm.ru'
import { pbmStatus, type TurnProblemCode } from '../../src/store/pbm'
import { fileOf, mailPlayer, playTurn, step, type MailPlayer } from './mailPlayers'

let fr: MailPlayer
let ru: MailPlayer
/** Files already opened by the Russian player, and the French file he is to open next. */
let old: string
let next: string

beforeAll(async () => {
  fr = mailPlayer('fr', 11)
  ru = mailPlayer('ru', 12)
  await fr.mail.start('fr')
  expect(await ru.mail.open(await fileOf(fr), { join: true })).toEqual([])
  const rand = seededRand(5)
  // A few turns each way, up to a French turn played and not yet opened by the Russian player; `old` is the last
  // French file the Russian player has opened.
  const keep = (text: string | null): void => {
    if (text && (JSON.parse(text) as { side: string }).side === 'fr') old = text
  }
  for (let i = 0; i < 6; i++) keep(await step(fr, ru, rand))
  while (pbmStatus(fr.store.getState()).kind !== 'play') keep(await step(fr, ru, rand))
  playTurn(fr, rand)
  next = await fileOf(fr)
})

/** Opens `text` on the Russian screen: the problem codes, with the game checked unchanged. */
async function refused(text: string): Promise<TurnProblemCode[]> {
  const before = ru.store.getState()
  const problems = await ru.mail.open(text)
  const after = ru.store.getState()
  expect(after.state).toBe(before.state)
  expect(after.commands).toBe(before.commands)
  expect(after.pbm).toBe(before.pbm)
  expect(after.dice).toBe(before.dice)
  for (const p of problems) {
    expect(pbmRu.problem[p.code]).toMatch(/\S/)
    expect(pbmEn.problem[p.code]).toMatch(/\S/)
  }
  return problems.map((p) => p.code)
}

const edited = (text: string, change: (f: Record<string, unknown>) => void): string => {
  const f = JSON.parse(text) as Record<string, unknown>
  change(f)
  return JSON.stringify(f)
}

describe('a turn file that is not the one awaited is refused, the game untouched', () => {
  it('a tampered command', async () => {
    const text = edited(next, (f) => {
      const cs = f.commands as unknown[]
      const i = cs.findIndex((c) => typeof c === 'string' && c.startsWith('m '))
      cs[i >= 0 ? i : 0] =
        i >= 0 ? (cs[i] as string).replace(/\+(\d)/, (_m, d: string) => `+${(Number(d) + 1) % 6}`) : 'e'
    })
    const codes = await refused(text)
    expect(codes.length).toBe(1)
    expect(['refused', 'wrong-side', 'unfinished', 'mismatch', 'bad-command']).toContain(codes[0])
  })

  it('a command added to the turn', async () => {
    expect(await refused(edited(next, (f) => (f.commands as unknown[]).push('e')))).toEqual(['wrong-side'])
  })

  it('a changed digest of the position it starts from', async () => {
    expect(await refused(edited(next, (f) => (f.from = '0123456789abcdef')))).toEqual(['position'])
  })

  it('a changed digest of the position it reaches', async () => {
    expect(await refused(edited(next, (f) => (f.check = '0123456789abcdef')))).toEqual(['mismatch'])
  })

  it('a wrong reveal', async () => {
    expect(await refused(edited(next, (f) => (f.reveal = 'f'.repeat(32))))).toEqual(['reveal'])
  })

  it('a file for the other side (his own file back)', async () => {
    const mine = (await ru.mail.outgoing())?.text
    expect(mine).toBeDefined()
    expect(await refused(mine!)).toEqual(['own-file'])
  })

  it('a replayed old file', async () => {
    expect(await refused(old)).toEqual(['stale'])
  })

  it('a file of another game', async () => {
    expect(await refused(edited(next, (f) => (f.game = 'a'.repeat(32))))).toEqual(['other-game'])
  })

  it('a game id, or a digest, not in the form the game writes', async () => {
    expect(await refused(edited(next, (f) => (f.game = 'not-hex!')))).toEqual(['field'])
    expect(await refused(edited(next, (f) => (f.from = 'x'.repeat(16))))).toEqual(['field'])
    expect(await refused(edited(next, (f) => (f.check = '')))).toEqual(['field'])
  })

  it('another game’s first file, opened from the strip, does not replace the game in progress', async () => {
    const stranger = mailPlayer('fr', 99)
    await stranger.mail.start('fr')
    expect(await refused(await fileOf(stranger))).toEqual(['other-game'])
  })

  it('a file from a newer version, a save, or no JSON at all', async () => {
    expect(await refused(edited(next, (f) => (f.version = 9)))).toEqual(['newer-version'])
    expect(await refused(edited(next, (f) => (f.format = 'borodino-save')))).toEqual(['foreign'])
    expect(await refused('{"format":')).toEqual(['unreadable'])
  })

  it('a file with the game’s id that names another scenario or seed', async () => {
    expect(await refused(edited(next, (f) => (f.seed = (f.seed as number) + 1)))).toEqual(['field'])
    expect(await refused(edited(next, (f) => (f.scenarioId = 'utitsa')))).toEqual(['field'])
  })

  it('a file read while the game changed is refused, and the change stands', async () => {
    const g = ru.store.getState()
    const opening = ru.mail.open(next)
    const moved = { ...g.state }
    ru.store.setState({ state: moved })
    expect((await opening).map((p) => p.code)).toEqual(['changed'])
    expect(ru.store.getState().state).toBe(moved)
    expect(ru.store.getState().commands).toBe(g.commands)
    ru.store.setState({ state: g.state })
  })

  it('two first files opened at once: one game is joined, the other file refused', async () => {
    const a = mailPlayer('fr', 31)
    const b = mailPlayer('fr', 32)
    await a.mail.start('fr')
    await b.mail.start('fr')
    const joiner = mailPlayer('ru', 33)
    const both = await Promise.all([
      joiner.mail.open(await fileOf(a), { join: true }),
      joiner.mail.open(await fileOf(b), { join: true }),
    ])
    expect(both.map((p) => p.map((x) => x.code)).sort()).toEqual([[], ['changed']])
    expect(pbmStatus(joiner.store.getState()).kind).toBe('send')
  })

  it('the true file is then opened, and again it is stale', async () => {
    expect(await ru.mail.open(next)).toEqual([])
    expect(pbmStatus(ru.store.getState()).kind).toBe('play')
    expect(ru.store.getState().commands).toEqual(fr.store.getState().commands)
    expect(await refused(next)).toEqual(['stale'])
  })

  it('the player waiting for a file cannot move', () => {
    const g = fr.store.getState()
    expect(pbmStatus(g).kind).toBe('wait')
    expect(g.dispatch({ type: 'endPhase' })).toBe(false)
    expect(fr.store.getState().refusal?.code).toBe('pbm.wait')
  })
})
