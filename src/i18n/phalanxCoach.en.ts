// English words of the Phalanx coach: the hint's lines and an attack's consequences.
import type { PhalanxCoachStrings } from './phalanxCoach.types'

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

export const phalanxCoachEn: PhalanxCoachStrings = {
  sideOf: { south: 'South', north: 'North' },
  hint: {
    move: (who, from, to) => `Move ${who}: ${from} → ${to}.`,
    leave: (who, to, facing) => `Bring ${who} out of the camp to ${to}${facing ? `, facing ${facing}` : ''}.`,
    face: (who, facing) => `Turn ${who} to face ${facing}.`,
    attack: (target, attackers, s, d) => `Attack ${target} with ${attackers}: ${s} against defence ${d}.`,
    endPhase: {
      movement: 'End movement: nobody else needs to move.',
      facing: 'End facing: nobody else needs to turn.',
      attack: 'End the turn.',
    },
    draw: 'Agree to a draw.',
    strikes: (names) => `An enemy will stand in its front — ${names}: it can attack this very turn.`,
    joins: (target, s, d, result) =>
      `In the attack phase it strikes ${target} with others: ${s} against defence ${d} — ${result}.`,
    danger: (s, d) =>
      s <= 0
        ? 'By the computer’s reckoning the enemy cannot reach it next turn.'
        : s >= d
          ? `By the computer’s reckoning the enemy can bring up to ${s} attack on it next turn against defence ${d} — enough to rout it.`
          : `By the computer’s reckoning the enemy can bring at most ${s} attack on it next turn against defence ${d} — not enough to rout it.`,
    campLeft: (n) => (n ? `${count(n, 'unit stays', 'units stay')} in the camp.` : 'The camp will be empty.'),
    bestLeft: (target, s, d) => `No attack left routs its target: the best is on ${target}, ${s} against defence ${d}.`,
    couldRout: (target, s, d) =>
      `${target} could still be routed (${s} against defence ${d}), but the computer would not do it in your place.`,
    noTargets: 'No targets are left to attack.',
    plan: (routs, n) =>
      `The computer’s plan this turn: rout ${routs}${n ? `; ${count(n, 'point', 'points')} in all` : ''}.`,
    planNone: 'The computer routs nobody this turn.',
  },
  cq: {
    title: 'What will happen',
    sure: 'routed for certain',
    never: 'no effect',
    chance: (p) => `routed with chance ${p}`,
    safe: 'The attackers lose nothing.',
    when: 'With the die the attack is settled at the end of the turn, after the roll.',
    dieTitle: 'Die',
    die: (faces, d, routs) => `${faces}: defence ${d} — ${routs ? 'routed' : 'no effect'}`,
    routed: (unit, hex, later) =>
      `${unit} is routed and leaves the field ${later ? 'at the end of the turn' : 'at once'}; hex ${hex} is freed.`,
    holds: (unit) => `${unit} stays where it is: nothing happens.`,
    spent: (unit, attackers) =>
      `${unit} cannot be attacked again this turn, and ${attackers} can no longer attack other targets.`,
    spare: (spare, names, n) =>
      n === 1
        ? `${spare} attack to spare: ${names} could stay out and attack another target.`
        : `${spare} attack to spare: any one of ${names} could stay out and attack another target.`,
    short: (need) => `${need} short of a certain rout.`,
    more: (names, s) => `Could join: ${names} (+${s}).`,
    noMore: 'Nobody can be added: none of your other units has the target in its front.',
    losses: (side, before, after, p, double) =>
      `${side}’s losses: ${before} of 4, then ${after}${double ? ' (the strategos counts as two)' : ''}; the unit is worth ${count(p, 'point', 'points')}.`,
    lastTurn: (side) => `${side} will have 4 losses: its next turn is its last, and then the game ends.`,
    score: (side, before, after) => `This is ${side}’s last turn: its final score rises from ${before} to ${after}.`,
    withChance: (p) => ` (chance ${p})`,
  },
}
