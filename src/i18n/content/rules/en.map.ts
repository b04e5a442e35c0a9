// Rules reference, English: the map, counters, sequence of play and stacking (MAP, UNIT, SEQ, STACK).
import type { RuleBook } from './types'

export const enMap: RuleBook = {
  'MAP.1': {
    title: 'Hexes and their numbers',
    text:
      'The battlefield is covered with hexes; the top of the map is north. Hexes stand in columns and each ' +
      'carries a four-digit number CCRR: the first two digits are the column (01 is the westernmost), the ' +
      'last two the row (01 is the northernmost).\n\nEven columns (02, 04, …) sit half a hex lower, so ' +
      '0201 lies south-east of 0101. Numbers let everyone name a place exactly: the log, the tooltips and ' +
      'the rules all refer to hexes by number.',
  },
  'MAP.2': {
    title: 'Levels',
    text:
      'Every hex has one of three levels: 1 low ground (white), 2 the middle level (yellow), 3 high ground ' +
      '(orange).\n\nLevels matter three times: climbing or descending costs extra movement points ' +
      '(MOVE.3), a defender higher than all its attackers gets a bonus (CBT.6), and a battery cannot fire ' +
      'uphill except point-blank, while from high ground onto low ground it reaches farther (ART.2).',
  },
  'MAP.3': {
    title: 'Terrain',
    text:
      'A hex is one of four kinds: clear, village, forest or brush. Brush grows only near Utitsa. Villages ' +
      'are named: Borodino, Gorki, Semenovskoye, Utitsa, Shevardino, Tatarinovo and others.\n\nTerrain ' +
      'sets the cost of entering (MOVE.2), the defence bonus (CBT.6), zones of control (ZOC.3), melee ' +
      '(CBT.4) and lines of fire (ART.3).',
  },
  'MAP.4': {
    title: 'What hexsides carry',
    text:
      'The side between two hexes may carry:\n\n• a river — the Kolocha or the Voyna;\n• a bridge — only ' +
      'where a road crosses a river;\n• a road — leading from this hex into the neighbour across that ' +
      'side;\n• a redoubt front — the earth wall of the Raevsky battery or of the Bagration flèches.\n\n' +
      'Hover over a hex: the tooltip lists everything on its sides.',
  },
  'MAP.5': {
    title: 'Redoubts',
    text:
      'A hex with a redoubt front on at least one side is itself a redoubt. Its defender gets a defence ' +
      'bonus (CBT.6).\n\nThe wall covers only its own sides: entering a redoubt through a side without a ' +
      'front is like entering any hex. Only infantry can cross a front, and it is expensive (MOVE.3).',
  },
  'MAP.6': {
    title: 'Slopes',
    text:
      'A slope is any side between hexes of different levels, 1 and 2 or 2 and 3. Crossing it costs the ' +
      'same uphill or downhill (MOVE.3), unless a road runs across that side (MOVE.4).',
  },
  'UNIT.1': {
    title: 'Combat units and commanders',
    text:
      'Combat units are infantry divisions, cavalry (divisions, brigades, Cossack regiments) and ' +
      'batteries. Only they occupy hexes, exert zones of control and fight.\n\nCommanders — marshals and ' +
      'generals — are round badges of their own. They are not combat units: they never fight themselves, ' +
      'but help the units of their command (CMD.1–CMD.3).',
  },
  'UNIT.2': {
    title: 'Reading a counter',
    text:
      'The top of a counter shows its corps and division number, e.g. I-5. The bottom shows two numbers: ' +
      'strength and movement points, e.g. 17-4.\n\nThe back of the counter is its demoralized side, with ' +
      'smaller numbers (usually half the strength rounded down, at least 1, and half the movement points ' +
      'rounded up). On the board it is paler and striped.',
  },
  'UNIT.3': {
    title: 'Batteries',
    text:
      'A battery’s front is “unlimbered”: the guns are in action, it fires but cannot move. Its back is ' +
      '“limbered”: it travels but cannot fire; the bracketed number on the back is its defence ' +
      'strength.\n\nA battery is never demoralized: when it must retreat it is simply limbered (CBT.9).',
  },
  'UNIT.4': {
    title: 'Nationality',
    text:
      'Every combat unit has a nationality: Russian; French; or Italian, Polish or German (Westphalian, ' +
      'Württemberg, Bavarian, Saxon and others). It decides how easily the unit recovers from ' +
      'demoralization (RALLY.2).\n\nThe coloured band across the top of a counter shows an allied ' +
      'contingent: green for Italians, red for Poles, yellow for Germans. French and Russian units have no ' +
      'band. The colour of the counter itself is the side: blue for the French (and their allies), green ' +
      'for the Russians.',
  },
  'UNIT.5': {
    title: 'Corps, armies, commanders',
    text:
      'Each unit belongs to a corps and an army. A commander leads a corps or an army. Napoleon leads ' +
      'every French unit, Murat the cavalry reserve; Kutuzov leads every Russian unit, Barclay de Tolly ' +
      'the 1st Western Army, Bagration the 2nd.\n\nA commander has a rating of 1 to 3, the number on his ' +
      'badge. The higher it is, the more he adds to his units in combat and the more often he holds them ' +
      'in place (CMD.1, CMD.2).',
  },
  'UNIT.6': {
    title: 'Russian strength',
    text:
      'The front strengths of all Russian combat units add up to exactly 314. The Russian loss percentage, ' +
      'which decides the game, is counted from it (WIN.1, WIN.2).',
  },
  'SEQ.1': {
    title: 'Turns',
    text:
      'The game lasts 20 half-hour turns: turn 1 is 06:00, turn 20 is 15:30. At 16:00, after turn 20, the ' +
      'game ends and the result is counted (WIN.1). The time track at the top of the screen shows the ' +
      'current turn.',
  },
  'SEQ.2': {
    title: 'Who goes first',
    text: 'In each turn the French player plays first, then the Russian. The French are attacking and hold the initiative.',
  },
  'SEQ.3': {
    title: 'Phases',
    text:
      'Each player’s turn has three phases, always in this order: rally → movement → combat. Once a phase ' +
      'is ended (the “End phase” button) there is no going back to it.\n\nOnly the phasing side’s units ' +
      'move, attack and fire. The other player only takes the decisions the rules give him: where his ' +
      'units retreat (CBT.10) and whether to advance after a successful defence (CBT.11).',
  },
  'SEQ.4': {
    title: 'Dice',
    text:
      'Every roll is a six-sided die. The game draws numbers from a generator started from a seed, so a ' +
      'game replays exactly from its scenario, seed and list of commands. That is how saves are checked, ' +
      'and how the tutorial works: its seed was chosen in advance.',
  },
  'STACK.1': {
    title: 'One unit per hex',
    text: 'When a move, retreat or advance ends, a hex may hold at most one combat unit. Any number of friendly commanders may stand with it.',
  },
  'STACK.2': {
    title: 'Passing through friends',
    text: 'On the way a unit may pass through hexes of friendly units, but not stop there (STACK.1). It may never pass through a hex held by the enemy.',
  },
}
