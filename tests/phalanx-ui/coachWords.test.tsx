// The Phalanx coach in words: a hint's lines from its facts and an attack's consequences, in Russian and English —
// exact results, PH-OPT.1's die in sixths — and Russian that agrees with every unit's name (a verb never follows a
// name directly: «Конница» is feminine, «Гоплиты» plural).
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { attackConsequences, hintFacts, type AttackConsequences } from '../../src/phalanx'
import { phalanxCoachRu } from '../../src/i18n/phalanxCoach.ru'
import { phT } from '../../src/ui/phalanx/usePhT'
import { hintLines } from '../../src/ui/phalanx/coach/hintLines'
import { consequenceText } from '../../src/ui/phalanx/coach/cqWords'
import { PhAttackConsequences } from '../../src/ui/phalanx/coach/PhAttackConsequences'
import { atk, ctx, end, mv, position } from '../phalanx/helpers'

const units = { 'N-H1': '0605/F6', 'S-H1': '0606/F12', 'S-H2': '0506/F12', 'S-H3': '0805/F10' }
const ru = phT('ru')
const en = phT('en')

describe('PH-CBT.5 the hint and the consequences in words', () => {
  it('a move for the plan’s attack: what, whom it strikes and how, the threat, the plan', () => {
    const s = position({ units })
    const f = hintFacts(ctx, s, [mv('S-H3', '0705'), end, end, atk('N-H1', 'S-H1', 'S-H2', 'S-H3'), end])!
    expect(hintLines(f, ru)).toEqual({
      lines: [
        'Передвинуть отряд Гоплиты 3 (юг): 0805 → 0705.',
        'В фазе атак он вместе с другими бьёт отряд Гоплиты 1 (север): 3 против защиты 3 — разгром наверняка.',
        'По расчёту компьютера, в ответный ход противник до него не дотянется.',
      ],
      plan: 'План компьютера на этот ход — разгромить: Гоплиты 1 (север); всего 1 очко.',
    })
    expect(hintLines(f, en).lines[1]).toBe(
      'In the attack phase it strikes Hoplites 1 (North) with others: 3 against defence 3 — routed for certain.',
    )
  })

  it('PH-OPT.1 the die: the chance in sixths, each face’s defence, resolved at the end of the turn', () => {
    const s = position({
      units: { ...units, 'S-H3': '0705/F10' },
      phase: 'attack',
      randomDefence: true,
    })
    const html = renderToStaticMarkup(
      <PhAttackConsequences state={s} target="N-H1" attackers={['S-H1', 'S-H2', 'S-H3']} />,
    )
    expect(html).toContain('data-routed="5/6"')
    expect(html).toContain('data-when="turnEnd"')
    expect(html).toContain('разгром с вероятностью 5/6')
    expect(html).toContain('Кубик: 1: защита 2 — разгром; 2–5: защита 3 — разгром; 6: защита 4 — без результата')
    expect(html).toContain('в конце хода снят с поля')
    const a = attackConsequences(ctx, s, 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
    const c = (a.ok && a.consequences) as AttackConsequences
    const losses = c.lines.find((l) => l.code === 'losses')!
    expect(consequenceText(losses, c, en)).toBe(
      'North’s losses: 0 of 4, then 1; the unit is worth 1 point (chance 5/6).',
    )
  })

  it('Russian agrees with every unit’s name: no verb right after a name', () => {
    const AGREES =
      /(?<![Оо]тряд(а|ы|ов)? )(Конница 1 \(юг\)|Гоплиты 1 \(юг\)) (уже )?[а-яё]+(л|ла|лся|лась|н|на|ён|ена|ан|ана|ет|ют|ит|ят)[ .,:]/
    for (const name of ['Конница 1 (юг)', 'Гоплиты 1 (юг)']) {
      const h = phalanxCoachRu.hint
      const w = phalanxCoachRu.cq
      const said = [
        h.move(name, '0605', '0604'),
        h.leave(name, '0608', 'на 12 часов'),
        h.face(name, 'на 2 часа'),
        h.attack(name, name, 2, 3),
        h.strikes(name),
        h.joins(name, 3, 3, 'разгром'),
        h.bestLeft(name, 2, 3),
        h.couldRout(name, 3, 3),
        h.plan(name, 1),
        w.routed(name, '0605', false),
        w.holds(name),
        w.spent(name, name),
        w.spare(1, name, 1),
        w.more(name, 1),
      ]
      for (const s of said) expect(s).not.toMatch(AGREES)
    }
  })
})
