// Rules reference, English: artillery, commanders, rallying, victory and scenarios (ART, CMD, RALLY, WIN, SCN).
import type { RuleBook } from './types'

export const enArt: RuleBook = {
  'ART.1': {
    title: 'Fire',
    text:
      'An unlimbered battery may fire once in the combat phase at an enemy unit it can see and reach. It ' +
      'cannot move.\n\nClick the target, then your battery, and press “Artillery fire”. The “Fire” overlay ' +
      'shows where the battery reaches.',
  },
  'ART.2': {
    title: 'Range',
    text:
      'A battery reaches 3 hexes, or 4 from high ground (level 3) at low ground (level 1). The target may ' +
      'not stand higher than the battery unless it is adjacent.',
  },
  'ART.3': {
    title: 'Line of fire',
    text:
      'Draw a straight line from the centre of the battery’s hex to the centre of the target’s. If it ' +
      'passes through a forest or village hex lying between them, there is no shot. If the line runs ' +
      'exactly along the side between two hexes, it is blocked only when both of them block.\n\nOn the ' +
      '“Fire” overlay blocked lines are dashed up to the blocking hex, which is marked with a cross.',
    example:
      'A battery at 1519 aims at a hex three hexes to the east. A village lies on the line between them: ' +
      'no shot. The battery’s own hex and the target’s do not count: a unit in a village can be fired at.',
  },
  'ART.4': {
    title: 'Fire strength',
    text:
      'Fire strength is the battery’s strength plus a modifier for range and target (table below): closer ' +
      'and against infantry is stronger, against demoralized infantry stronger still. The result is read ' +
      'on the same combat table (CBT.7) against the target’s defence (CBT.6, without a battery’s +4 ' +
      'against infantry). Several batteries may fire at one target together.',
  },
  'ART.5': {
    title: 'Supporting an attack',
    text: 'Batteries that reach and see the target may add their fire strength to a melee attack on it. They then count as attackers in that attack.',
  },
  'ART.6': {
    title: 'Distant batteries',
    text: 'A battery not next to the target is never affected by A1, A2, AE or the attacker’s losses in an exchange. Firing across rivers is allowed.',
  },
  'CMD.1': {
    title: 'Rating in combat',
    text:
      'A commander in the same hex as a unit of his corps or army adds his rating to its attack (CBT.5) or ' +
      'defence (CBT.6). In an attack each commander counts once, however many of his units take part.',
  },
  'CMD.2': {
    title: 'Holding the line',
    text:
      'When a unit stacked with its commander must retreat, roll a die: at most his rating, and the unit ' +
      'stays in place and is not demoralized. With several commanders, the best one rolls.',
    example:
      'A Russian division with its corps commander (rating 2) gets D1. A 2 is rolled: it stays in place in ' +
      'good order. A 3: it retreats, demoralized, and the commander goes with it.',
  },
  'CMD.3': {
    title: 'Helping a rally',
    text: 'A commander stacked with a demoralized unit of his corps or army gives +1 to its rally roll (RALLY.2).',
  },
  'CMD.4': {
    title: 'Commanders at risk',
    text:
      'After every combat (and fire) in which a unit stacked with its commander took part, roll for him. ' +
      '3–6: unhurt. 1–2: roll again: 1 killed (every combat unit of his command is demoralized at once), 2 ' +
      'badly wounded and out, 3–4 lightly wounded — back in two turns with one of his units, 5–6 unhurt.',
    example:
      'Davout stood with an attacking division. A 2 is rolled, so a second roll: 4 — lightly wounded on ' +
      'turn 3, he returns on turn 5 at the start of the French rally phase.',
  },
  'CMD.5': {
    title: 'Capture',
    text:
      'A commander left alone (without a friendly combat unit) in a hex next to an enemy combat unit is ' +
      'captured and out of the game. If his unit retreats he goes with it; if it is destroyed with the ' +
      'enemy next to it, he is captured.',
  },
  'RALLY.1': {
    title: 'Demoralization',
    text:
      'A demoralized unit (the flipped, striped counter) does not attack, has no zone of control, and ' +
      'defends and moves with its back values. It may still be attacked and still has to retreat.',
  },
  'RALLY.2': {
    title: 'Rallying',
    text:
      'At the start of his phase a player rolls a die for each of his demoralized units: Russians recover ' +
      'on 2–6, the French on 3–6, Italians, Poles and Germans on 4–6. A commander of its command in the ' +
      'hex adds +1 (CMD.3). A recovered unit is flipped back.',
  },
  'WIN.1': {
    title: 'Victory: counting losses',
    text:
      'After turn 20 the Russian losses are counted: the front strengths of the destroyed Russian combat ' +
      'units (batteries included) as a share of 314. The “Russian losses” bar at the top shows the score ' +
      'all along.',
  },
  'WIN.2': {
    title: 'The result',
    text:
      'Losses of more than 50%: decisive French victory; 35% or more, up to 50%: marginal French victory; ' +
      '26% or more but less than 35%: marginal Russian victory; less than 26%: decisive Russian victory.',
  },
  'WIN.3': {
    title: 'Variants for a fair fight',
    text:
      "A whole-day game may be played under a victory variant instead of WIN.2 (the game's name says which). " +
      "“Both sides' losses”: the French losses as a share of 323 are taken from the Russian losses as a share " +
      "of 314, and that difference is compared with the variant's own edges. “Odds to the Russians”: only the " +
      'Russian losses count, as in WIN.1, but all three edges of WIN.2 are moved up. The bar at the top and the ' +
      "New game dialog show the variant's edges.",
  },
  'WIN.4': {
    title: 'Victory in a short scenario',
    text:
      'In a short scenario each side scores points: the objectives it holds at the end and the front strengths ' +
      'of the enemy units destroyed. An objective is held by the side whose combat unit stands in its hex; an ' +
      'empty one stays with the side that held it when the scenario began. The French points less the Russian ' +
      "decide: ahead by at least the scenario's margin, a decisive victory; ahead at all, a marginal one; " +
      'level, a draw. Where one side has far the better chances (in forces or in position), the scenario gives one side points from the start. The ' +
      'briefing names the objectives, the margin and any starting points; the bar at the top shows the score ' +
      'all along.',
  },
  'SCN.1': {
    title: 'Historical scenario',
    text:
      'The troops stand as on the morning of 7 September 1812. The Russian left, at the flèches and ' +
      'Utitsa, is overstretched; the French are massed around Shevardino and facing Borodino.',
  },
  'SCN.2': {
    title: 'Hypothetical scenario',
    text:
      'First the Russian player sets up all his units on or east of the line Borodino – Raevsky battery – ' +
      'Semenovskoye – Utitsa. Then the French player sets up all of his west of that line and at least 6 ' +
      'hexes from every Russian unit. Batteries may start limbered or unlimbered. The “Setup zones” ' +
      'overlay shows both zones.',
  },
  'SCN.3': {
    title: 'Short scenarios',
    text:
      'Episodes of the battle on the same map and under the same rules: a few turns and part of the troops, ' +
      'standing as in the historical scenario (or as they stood when the episode began). Play runs from the ' +
      "episode's hour to its last turn; troops not in the scenario take no part. Victory is by WIN.4.",
  },
}
