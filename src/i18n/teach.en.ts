// English strings for the teaching aids (same shape as teach.ru.ts).
import type { teachRu } from './teach.ru'

type Widen<T> = T extends string
  ? string
  : T extends (...a: infer A) => string
    ? (...a: A) => string
    : { [K in keyof T]: Widen<T[K]> }

export const teachEn: Widen<typeof teachRu> = {
  attacks: 'Where to attack',
  threats: 'Threats',
  legendAttacks:
    'Crossed sabres on an enemy counter: you can attack it this turn. “45%” is the chance to destroy it (DE, EX, ' +
    'or no retreat open, CBT.9); “↩ 83%”: it can only be pushed back. Red “1”, “2”, “3” mark the best targets: ' +
    'the higher chance to destroy, then the better exchange of strength. An estimate “as things stand”: if the ' +
    'units named in the list move to the hexes shown (one per hex) and nothing else changes. Hover over it: ' +
    'dashed rings show where to strike from.',
  legendAttacksCombat:
    'Sabres mark the targets you can attack right now: “45%” is the chance to destroy, “↩ 83%” to push back ' +
    'only; red “1”–“3” are the best targets.',
  legendThreats:
    'A shield on your counter: the enemy can attack it in his next phase. The figure is the chance his best ' +
    'attack destroys the unit (also when no retreat is open, CBT.9), as things stand; “↩ 83%”: it only pushes it back.',
  grades: {
    low: 'under 10%: fairly safe',
    risk: '10–40%: at risk',
    danger: '40–75%: in danger',
    lost: 'over 75%: likely lost',
  },
  exchange: (enemy: string, own: string) => `expected losses: enemy ${enemy}, you ${own}`,
  threatLoss: (own: string, enemy: string) => `expected losses: you ${own}, enemy ${enemy}`,
  estimate: '“≈”: from the table only, not worked out on the board.',
  noAttacks: 'Nothing to attack now: no unit can reach the enemy this turn.',
  noAttacksPending: 'First decide what happens after the combat: a retreat or an advance is waiting for your choice.',
  noAttacksAttacked:
    'Nothing more to attack: the units next to the enemy have already attacked this phase (each once, CBT.1), and the others cannot reach it.',
  noThreats: 'Next turn the enemy cannot attack any of your units.',
  found: (n: number) => `Targets marked: ${n}`,
  selected: (name: string) => `Selected: ${name}`,
  joinUnit: 'Move the commander to a unit (or click the edge of its hex):',
  mp: 'MP',
  commanderToUnit:
    'A click on the counter selects it. To bring the commander here, click the edge of the hex or the unit’s button in the panel on the right.',
  clearSelection: 'Clear the selection (Esc)',
  clearHint: 'A click on one of your units always selects it; Esc or this button clears the selection.',
  glossary: { title: 'Glossary', best: 'Best matches', open: 'What is this? — glossary' },
  combatSteps: {
    overlay: 'The “Where to attack” overlay (crossed sabres) marks every target.',
    tick: 'Tick your units next to the target and the batteries that reach it.',
    roll: 'Press “Roll and resolve” (or “Artillery fire” when only batteries fire).',
    tickNow: 'Now tick at least one unit — then roll.',
  },
  idleGuns: 'Batteries nearby that cannot take part',
  sides: (list: string, n: number) => `along this hex’s ${list} side${n > 1 ? 's' : ''}`,
  frontFacing: 'A neighbouring redoubt’s front',
  lessons: [
    { name: 'Lesson 1. A turn by the rules', sub: 'rally, movement, zones of control, combat, retreat, artillery' },
    { name: 'Lesson 2. How to win', sub: 'the loss count, a whole counter, surrounding, a bad roll' },
    { name: 'Lesson 3. The coach', sub: 'your own way back, a commander alone, the hint' },
  ],
  nextLesson: (name: string) => `Next: ${name}`,
  meter: {
    counts: 'Only destroyed Russian units count (WIN.1).',
    toMarginal: (n: number) => `The French need ${n} more points for a marginal win (35% or more).`,
    marginal: 'This is a French marginal win for now; a decisive one needs over 50%.',
    decisive: 'Over 50%: a decisive French win, if it stays so.',
    destroyedRu: 'Russian units destroyed:',
    destroyedFr: 'French units destroyed (no effect on the result):',
    none: 'none yet',
    showDestroyed: 'Show the destroyed units',
  },
  solo: {
    title: 'Now the Russians move',
    text:
      'The French turn is over. People play both sides of this game: alone, play the Russians yourself or ' +
      'give them to the computer; with a friend, hand the screen over.',
    ok: 'I will play them',
    computer: 'Let the computer play the Russians',
    newGame:
      'Each side can be played by a person or by the computer (easy, normal or hard). Two people share one screen; computer against computer can be watched.',
  },
}
