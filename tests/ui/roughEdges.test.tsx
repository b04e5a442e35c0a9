// Issue 9, items 7–16: the rough edges a new player hit, each checked where it lives.
import { describe, expect, it, beforeAll } from 'vitest'
import { at } from '../helpers/must'
import { renderToStaticMarkup } from 'react-dom/server'
import { apply, Movement, Combat, type GameEvent, type GameState, type UnitState } from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { gameStore, map, bundle, startApp } from '../../src/store/app'
import { useUi } from '../../src/store/ui/uiStore'
import { emit } from '../../src/ui/board/host'
import { combatEvents, resultEvents } from '../../src/ui/log/resultEvents'
import { attackedNow } from '../../src/ui/panels/attackedNow'
import { closeWelcome } from '../../src/ui/dialogs/welcomeActions'
import { retreatReason, RetreatWhyView } from '../../src/ui/board/RetreatWhy'
import { Counter } from '../../src/ui/board/Counter'
import { HandoverScreen } from '../../src/ui/dialogs/HandoverScreen'
import { RULE_BOOK as RULES } from '../../src/i18n/content/rules'
import { formatRefusal, loadLang } from '../../src/i18n'
import { describeEvent } from '../../src/i18n/events'
import { tutorialRu } from '../../src/i18n/content/tutorial.ru'
import { en } from '../../src/i18n/en'
import { enMore } from '../../src/i18n/en.more'
import { ru } from '../../src/i18n/ru'
import { ruMore } from '../../src/i18n/ru.more'

// The app's store is built at start-up, not on import.
await startApp()

const STRINGS = { ru: { ...ru, ...ruMore }, en: { ...en, ...enMore } }
// The app loads each language's strings on demand; components rendered here need both loaded.
beforeAll(async () => {
  await loadLang('ru')
  await loadLang('en')
})

const game = () => gameStore.getState()
const snap = (state: GameState) => ({ scenarioId: state.scenarioId, seed: 1, state, commands: [], log: [] })

/** Plays the historical game with random legal commands until `until` holds. */
function playUntil(until: (s: GameState) => boolean, seed = 3): GameState {
  let s = bundle.newGame('historical', seed) as GameState
  const p = createRandomPlayer(seededRand(seed), { attackChance: 0.9 })
  for (let i = 0; i < 20_000 && !until(s); i++) {
    const out = apply(bundle.ctx, s, p.next(bundle.ctx, s))
    if (out.ok) s = out.state
    else {
      const e = apply(bundle.ctx, s, { type: 'endPhase' })
      if (e.ok) s = e.state
    }
  }
  if (!until(s)) throw new Error('situation not reached')
  return s
}

describe('a reachable hex holding only an own commander (issue 9 item 7, as issue 30 item 6 amends it)', () => {
  it('a click on his badge selects him, always; a click on the hex around him moves the selected unit there', () => {
    const s0 = playUntil((s) => s.phase === 'movement' && s.side === 'fr')
    const unit = Object.values(s0.units).find(
      (u) => u.side === 'fr' && u.hex && u.type === 'infantry' && ends(s0, u.id).length > 1,
    ) as UnitState
    const cid = Object.values(s0.commanders).find((c) => c.side === 'fr' && c.status === 'active')!.id
    const occupied = new Set(Object.values(s0.units).map((u) => u.hex))
    const target = ends(s0, unit.id).find((h) => h !== unit.hex && !occupied.has(h)) as string
    const state = { ...s0, commanders: { ...s0.commanders, [cid]: { ...s0.commanders[cid]!, hex: target } } }
    game().restore(snap(state))
    useUi.getState().selectCommander(null)
    useUi.getState().selectUnit(unit.id)
    emit({ kind: 'commander', id: cid })
    expect(game().state.units[unit.id]!.hex).toBe(unit.hex)
    expect(useUi.getState().selectedCommander).toBe(cid)
    useUi.getState().selectCommander(null)
    useUi.getState().selectUnit(unit.id)
    emit({ kind: 'hex', hex: target })
    expect(game().state.units[unit.id]!.hex).toBe(target)
  }, 60_000)
})

function ends(s: GameState, id: string): string[] {
  const r = Movement.unitReach(bundle.ctx, s, id)
  if (!r.ok) return []
  return r.reach.ends.map((h) => at(map.geo.codes, h))
}

describe('item 8: every event of a combat is shown', () => {
  const combat: GameEvent[] = [
    { type: 'combat-resolved', rule: 'CBT.7' } as unknown as GameEvent,
    { type: 'retreat-check', rule: 'CMD.2', unit: 'u', commander: 'c', rating: 2, die: 1, held: true },
    { type: 'commander-captured', rule: 'CMD.5', commander: 'c2', hex: '0101' },
    { type: 'phase-started', rule: 'SEQ.3', turn: 1, side: 'fr', phase: 'combat' },
  ]
  it('the result box and the hand-over screen keep the commander held in place and the commander captured', () => {
    for (const f of [resultEvents, combatEvents]) {
      const types = f(combat).map((e) => e.type)
      expect(types).toEqual(['combat-resolved', 'retreat-check', 'commander-captured'])
    }
  })
  it('a retreat step that captures a commander is a result too; a plain move is not', () => {
    expect(
      resultEvents([
        { type: 'retreat-step', rule: 'CBT.10', unit: 'u', from: '0101', to: '0102', remaining: 0, commanders: [] },
        { type: 'commander-captured', rule: 'CMD.5', commander: 'c', hex: '0101' },
      ]).length,
    ).toBe(2)
    expect(resultEvents([{ type: 'moved', rule: 'MOVE.1', unit: 'u', path: ['0101', '0102'], cost: 1 }])).toEqual([])
  })
})

describe('item 9: «already attacked» only where it is true now', () => {
  it('is shown for the phasing side in its combat phase only', () => {
    expect(attackedNow({ side: 'fr', phase: 'combat' }, { side: 'fr', attacked: true })).toBe(true)
    expect(attackedNow({ side: 'ru', phase: 'combat' }, { side: 'fr', attacked: true })).toBe(false)
    expect(attackedNow({ side: 'fr', phase: 'movement' }, { side: 'fr', attacked: true })).toBe(false)
    expect(attackedNow({ side: 'fr', phase: 'combat' }, { side: 'fr', attacked: false })).toBe(false)
  })
})

describe('item 10: closing the welcome dialog', () => {
  it('starts a game with a fresh seed, not 1812 every time', () => {
    const seeds = new Set<number>()
    for (let i = 0; i < 4; i++) {
      closeWelcome()
      seeds.add(game().seed)
    }
    expect(seeds.size).toBeGreaterThan(1)
  })

  it('starts it without the hand-over screen (one person is looking)', () => {
    game().setHandover(true)
    closeWelcome()
    expect(game().handoverEnabled).toBe(false)
    expect(game().handoverFor).toBeNull()
  })
})

describe('item 11: replacing an unsaved game', () => {
  it('a game with moves since its last save is unsaved; saving or loading makes it saved', () => {
    game().newGame('historical', 5)
    expect(game().isUnsaved()).toBe(false)
    game().dispatch({ type: 'endPhase' })
    expect(game().isUnsaved()).toBe(true)
    game().markSaved()
    expect(game().isUnsaved()).toBe(false)
    game().dispatch({ type: 'endPhase' })
    expect(game().isUnsaved()).toBe(true)
    expect(game().loadText(JSON.stringify(game().save()))).toEqual([])
    expect(game().isUnsaved()).toBe(false)
  })
})

describe('item 12: one term for the rally phase and one name for each scenario', () => {
  it('no Russian text calls the rally phase «приведение в порядок»', () => {
    const started = describeEvent(
      { type: 'phase-started', rule: 'SEQ.3', turn: 1, side: 'fr', phase: 'rally' },
      'ru',
      (id: string) => id,
    )
    const moving = playUntil((x) => x.phase === 'movement')
    const refused = apply(bundle.ctx, moving, { type: 'rally' })
    const all = JSON.stringify([
      STRINGS.ru,
      RULES.ru,
      started,
      tutorialRu,
      refused.ok ? '' : formatRefusal(refused.refusal, 'ru'),
    ])
    expect(started).toContain('восстановлени')
    expect(all).not.toMatch(/приведени[еяю] в порядок/i)
    expect(STRINGS.ru.phase.rally).toBe('Восстановление')
  }, 60_000)
  it("the welcome screen has no scenario names of its own (it shows the scenario files' names, as New game does)", () => {
    for (const lang of ['ru', 'en'] as const) {
      expect(STRINGS[lang].welcome).not.toHaveProperty('historical')
      expect(STRINGS[lang].welcome).not.toHaveProperty('hypothetical')
    }
  })
})

describe('item 13: hovering an illegal retreat hex says why', () => {
  it('the tooltip names the failing condition (CBT.10), as the click does', () => {
    const s = playUntil((x) => x.pending[0]?.kind === 'retreat', 5)
    const step = at(s.pending, 0)
    if (step.kind !== 'retreat') throw new Error('no retreat')
    const from = map.geo.byCode.get(s.units[step.unit]!.hex as string) as number
    const around = [0, 1, 2, 3, 4, 5]
      .map((d) => map.geo.neighbor[from * 6 + d]!)
      .filter((n) => n >= 0)
      .map((n) => at(map.geo.codes, n))
    const bad = [...around, s.units[step.unit]!.hex as string].find((h) =>
      Combat.whyNotRetreat(bundle.ctx, s, step, h),
    ) as string
    const why = retreatReason(s, bad)
    expect(why?.rule).toMatch(/CBT\.10|MOVE\./)
    const html = renderToStaticMarkup(<RetreatWhyView why={why} lang="en" />)
    expect(html).toContain('data-testid="tip-why"')
    expect(html).toContain(formatRefusal(why!, 'en').slice(0, 20))
    // No reason without a pending retreat.
    expect(retreatReason({ ...s, pending: [] }, bad)).toBeNull()
  }, 60_000)
})

describe('item 15: a limbered battery and a demoralized unit look different', () => {
  const base = Object.values((bundle.newGame('historical', 1) as GameState).units)
  const battery = { ...base.find((u) => u.type === 'artillery')!, limbered: true }
  const shaken = { ...base.find((u) => u.type === 'infantry')!, demoralized: true }
  it('the battery shows wheels and no hatching; the demoralized unit is hatched with no wheels', () => {
    const b = renderToStaticMarkup(
      <svg>
        <Counter unit={battery} x={0} y={0} />
      </svg>,
    )
    const d = renderToStaticMarkup(
      <svg>
        <Counter unit={shaken} x={0} y={0} />
      </svg>,
    )
    expect(b).toContain('data-wheels')
    expect(b).not.toContain('pat-stripes')
    expect(d).toContain('pat-stripes')
    expect(d).not.toContain('data-wheels')
  })
})

describe('item 16: the Russian emblem on the hand-over screen', () => {
  it("is the St Andrew's flag, not the black-yellow-white flag of 1858", () => {
    game().newGame('historical', 2)
    const html = renderToStaticMarkup(<HandoverScreen side="ru" />)
    expect(html).toContain('data-flag="st-andrew"')
    expect(html).not.toContain('#f2c230')
    expect(html).not.toContain('#1b1b1b')
  })
})

describe("item 14: import errors in a player's words", () => {
  const codes = [
    'not-json',
    'not-object',
    'foreign',
    'newer-version',
    'bad-version',
    'field',
    'too-large',
    'bad-command',
    'unknown-scenario',
    'replay-refused',
    'replay-mismatch',
    'broken',
  ] as const
  it('every problem has a plain sentence in both languages; the technical detail is kept apart', () => {
    for (const lang of ['ru', 'en'] as const) {
      for (const code of codes) {
        const text = STRINGS[lang].saves.problem[code]
        expect(typeof text, `${lang} ${code}`).toBe('string')
        expect(text).not.toMatch(/state|JSON|\{|\bfield\b|commands\[/)
      }
      expect(STRINGS[lang].saves.details.length).toBeGreaterThan(3)
    }
  })
})

describe('item 2: the crash screen goes back to the last good position', () => {
  it('restores the last position drawn, retries the same position once, then steps back a command', async () => {
    const { rememberGoodPosition, goBackToGoodPosition } = await import('../../src/ui/safety/lastGood')
    game().newGame('historical', 9)
    game().dispatch({ type: 'endPhase' })
    rememberGoodPosition()
    const good = game().state
    game().dispatch({ type: 'endPhase' })
    goBackToGoodPosition()
    expect(game().state).toBe(good)
    goBackToGoodPosition()
    expect(game().state).toBe(good)
    goBackToGoodPosition()
    expect(game().commands).toHaveLength(0)
  })
})
