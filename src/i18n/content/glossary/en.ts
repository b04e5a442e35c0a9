// Glossary, English: one entry per term id of ./index.ts.
import type { TermId } from './ru'
import type { TermText } from './termText'

// Every id of the Russian glossary, and no other: the compiler checks both languages stay the same set.
export const glossaryEn: Record<TermId, TermText> = {
  hex: {
    term: 'Hex',
    text: 'One hexagon of the map. Each has a four-digit number: the first two digits are the column, the last two the row (1719).',
    also: 'hexagon cell number',
  },
  level: {
    term: 'Level',
    text: 'Every hex lies on one of three levels: 1 low ground (white), 2 middle (yellow), 3 high ground (orange).',
    also: 'height high ground hill',
  },
  clear: { term: 'Clear', text: 'A hex without forest, brush or village: entering costs 1 MP.', also: 'open field' },
  village: {
    term: 'Village',
    text: 'Entering costs 1 MP; a defender in a village gets +2; a village blocks the line of fire.',
  },
  forest: {
    term: 'Forest',
    text:
      'Entering costs 2 MP (1 along a road). No melee into or out of forest except along a road; forest ' +
      'blocks the line of fire; zones of control do not extend into it.',
    also: 'woods trees',
  },
  brush: {
    term: 'Brush',
    text: 'Thin woods and scrub (at Utitsa). Entering costs 3 MP; a defender gets +1; zones of control do not extend into it.',
    also: 'scrub bushes',
  },
  river: {
    term: 'River',
    text:
      'A river runs along hexsides, not through hexes. Crossing costs +4 MP, artillery only at a bridge; ' +
      'no melee across a river, only fire. A hex tooltip names the sides the river runs along (e.g. “River ' +
      'Kolocha: along this hex’s NE side”).',
    also: 'kolocha voyna ford stream',
  },
  road: {
    term: 'Road',
    text: 'Runs along hexsides. Crossing a hexside along a road costs 1 MP, whatever the terrain and level.',
  },
  bridge: {
    term: 'Bridge',
    text: 'Where a road crosses a river: +1 MP; artillery crosses rivers only at bridges. Still no melee across it.',
  },
  redoubt: {
    term: 'Redoubt (earthwork, flèches)',
    text: 'A hex with a redoubt front on at least one side. A defender gets +2, or +4 when every attacker stands lower.',
    also: 'earthwork fleches raevsky battery',
  },
  front: {
    term: 'Redoubt front',
    text:
      'A hexside with the earthwork’s rampart. Crossing it costs +3 MP and only infantry may; zones of ' +
      'control do not cross it. A hex tooltip names its side.',
    also: 'rampart',
  },
  slope: {
    term: 'Slope',
    text: 'Any hexside between hexes of different levels: +2 MP to cross (not along a road).',
    also: 'uphill downhill',
  },
  counter: {
    term: 'Counter',
    text:
      'A square standing for one combat unit: corps and number at the top (I-5), the arm symbol in the ' +
      'middle, “strength-MP” at the bottom (17-4). A coloured band on top marks an allied contingent.',
    also: 'unit division piece',
  },
  symbols: {
    term: 'Counter symbols',
    text:
      'A box with a diagonal cross (X) is infantry; a box with one diagonal stroke is cavalry; a box with ' +
      'a dot is artillery (a battery). A round badge with a star and a number is a commander and his ' +
      'rating.',
    also: 'symbol icon cross slash dot star arm infantry cavalry artillery',
  },
  strength: {
    term: 'Strength',
    text:
      'The first number at the bottom of a counter (17 in “17-4”): what the unit adds in attack and ' +
      'defence. A bracketed strength belongs to a limbered battery: defence only.',
  },
  mp: {
    term: 'MP — movement points',
    text:
      'The second number at the bottom (4 in “17-4”): what the unit may spend on movement in a turn. How ' +
      'many hexes that is depends on their costs: on open ground infantry with 4 MP goes 4 hexes, in ' +
      'forest 2.',
    also: 'movement points how far how many hexes move range',
  },
  'front-back': {
    term: 'Front and back',
    text:
      'A counter has two sides. The front: the unit is in good order (a battery: unlimbered). The back: ' +
      'the pale striped side — demoralized (a battery: limbered), with smaller numbers.',
    also: 'flip reverse side',
  },
  'good-order': {
    term: 'Good order',
    text: 'A unit showing its front: not demoralized. Only such units attack and have a zone of control.',
  },
  demoralized: {
    term: 'Demoralized',
    text:
      'A unit that retreats is flipped to its back: it does not attack, has no zone of control, defends ' +
      'and moves with the smaller numbers. It may rally at the start of its phase.',
    also: 'broken back striped',
  },
  limbered: {
    term: 'Unlimbered / limbered',
    text:
      'A battery’s two states. Unlimbered (front): fires and has a zone of control but cannot move. ' +
      'Limbered (back, bracketed strength): moves but does not fire. Limbering costs 2 MP; unlimbering is ' +
      'free but ends its move.',
    also: 'limber unlimber cannot move',
  },
  battery: {
    term: 'Battery',
    text:
      'An artillery unit. Fires 3 hexes (4 from high onto low ground), at a target no higher than itself ' +
      'unless adjacent, when no forest or village blocks the line.',
    also: 'artillery guns cannon',
  },
  commander: {
    term: 'Commander',
    text:
      'A general or marshal — not a combat unit. Moves on his own (8 MP, ignores zones of control). ' +
      'Stacked with a unit of his command he adds his rating to its attack and defence and +1 to its rally ' +
      'roll; after each of its combats he rolls for wounds.',
    also: 'general marshal leader wound',
  },
  command: {
    term: 'A commander’s own units',
    text:
      'A commander helps only units of his command: a corps commander his corps, an army commander his ' +
      'army (Napoleon and Kutuzov everyone). Stacked with another unit he gives nothing.',
    also: 'corps army',
  },
  rating: {
    term: 'Rating',
    text: 'The number on a commander’s badge (1–3): added to his unit’s attack and defence; when it must retreat, a roll at most the rating holds it in place.',
  },
  stacking: {
    term: 'Stacking',
    text:
      'At the end of a move, retreat or advance only one combat unit may stand in a hex; any number of ' +
      'commanders. Units may pass through friends, never through enemies.',
    also: 'stack one unit per hex',
  },
  'turn-phase': {
    term: 'Turn and phase',
    text: '20 half-hour turns (06:00–15:30). Each turn the French phase, then the Russian; each player phase is rally → movement → combat.',
    also: 'sequence order',
  },
  setup: {
    term: 'Setup',
    text:
      'The start of the hypothetical scenario: first the Russian player places his units in his zone, then ' +
      'the French player in his. The turns begin after the setup.',
    also: 'place deployment zone',
  },
  movement: {
    term: 'Movement phase',
    text:
      'The second phase of a player’s turn. His units move while their MP last; one that enters an enemy ' +
      'zone of control stops. Batteries limber or unlimber in this phase.',
    also: 'move moving',
  },
  combat: {
    term: 'Combat phase',
    text:
      'The third and last phase of a player’s turn. His units attack adjacent enemy units (each at most ' +
      'once); batteries fire or support an attack. The differential and a die roll decide the result.',
    also: 'attack fight battle',
  },
  zoc: {
    term: 'Zone of control (ZOC)',
    text:
      'The six hexes around a combat unit in good order. A unit entering an enemy zone stops; one starting ' +
      'in it cannot move. Cavalry ignores zones. Demoralized units and limbered batteries have none; zones ' +
      'do not extend into forest or brush, nor across a river or redoubt front.',
    also: 'zoc stop why cannot move',
  },
  mandatory: {
    term: 'Mandatory attack (!)',
    text:
      'Infantry and cavalry in good order standing in an enemy zone must attack in their combat phase if ' +
      'they have a legal target. A red “!” on the counter.',
    also: 'must attack exclamation',
  },
  differential: {
    term: 'Differential',
    text: 'Attack strength minus defence strength. It picks the column of the combat table; the higher, the better for the attacker.',
    also: 'difference odds ratio',
  },
  column: {
    term: 'Column',
    text: 'The combat table’s column for a differential (e.g. “+5…+6”). The die picks the row: the result.',
    also: 'combat table',
  },
  'crt-results': {
    term: 'Combat results: A1, A2, AE, D1, D2, DE',
    text:
      'A1/A2 the attackers retreat 1/2 hexes; AE the attackers are destroyed; D1/D2 the defender retreats ' +
      '1/2; DE the defender is destroyed; EX an exchange.',
    also: 'result outcome a1 a2 ae d1 d2 de ex',
  },
  exchange: {
    term: 'Exchange (EX)',
    text: 'The defender is destroyed, and the attacker removes his adjacent units whose front strengths add up to at least the defender’s (he chooses which).',
    also: 'trade',
  },
  retreat: {
    term: 'Retreat',
    text:
      'After A1/A2 or D1/D2 a unit falls back 1–2 hexes — each farther from the attackers, not into an ' +
      'enemy zone of control or an occupied hex; its owner picks the path. A retreating unit is ' +
      'demoralized (a battery limbered). A unit that cannot complete its retreat is destroyed.',
    also: 'fall back surround',
  },
  advance: {
    term: 'Advance after combat',
    text: 'When the defender’s hex is emptied, one adjacent attacker (not a battery) may move into it, ignoring zones of control.',
    also: 'pursuit take the hex',
  },
  los: {
    term: 'Line of fire and range',
    text:
      'The straight line between the centres of the battery’s and the target’s hexes; a forest or village ' +
      'between them blocks it. Range is 3 hexes, 4 from high onto low ground.',
    also: 'line of sight range',
  },
  support: {
    term: 'Artillery support',
    text: 'Batteries that reach the target may add their fire to a melee attack; batteries at a distance are never hurt by the attacker’s results.',
  },
  fire: {
    term: 'Artillery fire',
    text:
      'An unlimbered battery fires at an enemy unit within range when nothing blocks the line of fire — no ' +
      'melee. The result comes from the same combat table; results against the attacker do not touch a ' +
      'battery that is not next to the target.',
    also: 'shooting bombardment shot',
  },
  rally: {
    term: 'Rally',
    text:
      'At the start of his phase a player rolls for each demoralized unit: Russians need 2+, French 3+, ' +
      'allies 4+; a commander of its command adds +1. Success: the unit is in good order again.',
  },
  losses: {
    term: 'Losses and victory',
    text:
      'Only destroyed Russian units count — their front strength, as a share of 314. After turn 20: over ' +
      '50%, a decisive French victory; 35% or more, up to 50%, a French marginal victory; 26% or more but ' +
      'less than 35%, a Russian marginal victory; less than 26%, a decisive Russian victory.',
    also: 'win victory score percent',
  },
  destroyed: {
    term: 'Destroying a unit',
    text:
      'A unit is destroyed in three ways: a DE result (AE for attackers); an exchange EX; a retreat that ' +
      'cannot be completed (nowhere to go — surrounded, enemy zones or occupied hexes). Only this raises ' +
      'the losses.',
    also: 'destroy eliminate surround remove',
  },
  seed: {
    term: 'Dice seed',
    text:
      'The number the sequence of dice starts from. The same seed and the same actions give the same ' +
      'rolls, so a game can be replayed exactly. Any number will do for a new game.',
    also: 'random dice',
  },
}
