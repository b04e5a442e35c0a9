// What the second lesson's text claims happens (with its seed), as checks: an empty list means every claim holds.
import type { GameEvent } from '../engine'
import type { LessonRun } from './playLesson'
import { W } from './winSteps'

const find = <K extends GameEvent['type']>(ev: GameEvent[] | undefined, type: K) =>
  ev?.find((e): e is Extract<GameEvent, { type: K }> => e.type === type)

export function winOutcomes(run: LessonRun): string[] {
  const p: string[] = []
  const claim = (ok: boolean, what: string) => {
    if (!ok) p.push(what)
  }
  claim(find(run.events['w-surround'], 'moved')?.cost === 6, 'the cavalry ride costs 6 MP')
  const bad = find(run.events['w-bad-roll'], 'combat-resolved')
  // III-25 alone: 3 against 7, −4, the −4…−3 column; the die gives A1 (CBT.7).
  claim(
    bad?.attack === 3 && bad?.defence === 7 && bad?.diff === -4 && bad?.die === 3 && bad?.result === 'A1',
    'the weak attack is 3 v 7 and gives A1',
  )
  claim(
    run.visited.includes('w-own-retreat') && run.visited.includes('w-ru-advance'),
    'the French retreat and the Russian advance are offered',
  )
  const hit = find(run.events['w-destroy'], 'combat-resolved')
  // I-5 17 + Davout 3 + V-K 4 + 2 (cavalry against infantry in good order) = 26 against 7: +19, the +17…+18 column.
  claim(hit?.attack === 26 && hit?.defence === 7 && hit?.result === 'D2', 'the big attack is 26 v 7 and gives D2')
  const gone = find(run.events['w-destroy'], 'unit-destroyed')
  claim(
    gone?.unit === W.target && gone?.cause === 'no-retreat' && gone?.strength === 7,
    'IV-23 is destroyed because it cannot retreat',
  )
  const davout = find(run.events['w-destroy'], 'commander-casualty')
  claim(
    davout?.commander === W.commander && davout?.outcome === 'wounded' && davout?.returnsOnTurn === 3,
    'Davout is lightly wounded, back on turn 3',
  )
  claim(run.state.losses.ru === 7, 'Russian losses are 7')
  return p
}
