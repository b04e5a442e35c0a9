// The tutorial's text in English, one entry per step id of src/tutorial/steps.ts. Rule ids in the text become links.
import type { StepText } from './stepText'

export const tutorialEn: Record<string, StepText> = {
  welcome: {
    title: 'Welcome to Borodino',
    text:
      'This is a short lesson on the real map: the ground between Shevardino and the Bagration flèches. ' +
      'You play the French — their counters are blue; the Russians are green.\n\nThe map is cut into ' +
      'hexes; each has a number (e.g. 1719) and a level: white is low ground, yellow the middle level, ' +
      'orange high ground (MAP.2). Forest is drawn with trees.\n\nHover over any hex or counter to see a ' +
      'tooltip with everything about it.',
    todo: 'Look around, then press Next.',
    callout: 'The enemy: Russian grenadiers',
  },
  counters: {
    title: 'Counters',
    text:
      'A counter shows its corps and division at the top (I-5) and its strength and movement points at the ' +
      'bottom: I-5 reads 17-4, strength 17 and 4 movement points (MP) a turn (UNIT.2).\n\nDivision I-4 ' +
      'next to it is striped: it is demoralized and shows its back, 5-2. A demoralized unit does not ' +
      'attack, defends weaker and moves slower (RALLY.1).\n\nThe round badge with a star is Marshal ' +
      'Davout, commander of I Corps; 3 is his rating, more on it soon (UNIT.5). The square with a dot is ' +
      'battery I-A1.',
    todo: 'Press Next.',
    callout: 'I-5: strength 17, 4 MP',
  },
  rally: {
    title: 'Rallying',
    text:
      'Every player phase begins with rallying: roll a die for each demoralized unit (RALLY.2). The French ' +
      'need 3 or more.\n\nDavout stands in I-4’s hex and commands it, which adds +1 to the roll (CMD.3).',
    todo: 'Press “Roll to rally” on the right.',
    callout: 'I-4 is demoralized',
  },
  'move-cost': {
    title: 'What moving costs',
    text:
      'A 2, plus 1 for Davout = 3: I-4 has rallied. Without its commander the roll would have failed. The ' +
      'movement phase has begun.\n\nEvery hex costs movement points: clear and village 1, forest 2, brush ' +
      '3; changing level adds 2; a road always costs 1 (MOVE.2, MOVE.3, MOVE.4).\n\nClick division I-5 ' +
      '(hex 1420): the hexes filled light blue are those it can reach, the number is the cost. Hover over ' +
      'the forest at 1621: the tooltip shows forest 2 + slope 2 and says why it is out of reach.',
    todo: 'Select I-5 and click the forest at 1521 (2 MP).',
    callout: 'Here: forest, 2 MP',
  },
  zoc: {
    title: 'Zones of control',
    text:
      'The six hexes around a combat unit are its zone of control (ZOC.1). The “Zones of control” overlay ' +
      'is on: enemy zone hexes are framed with a red dashed line inside.\n\nA unit that enters an enemy ' +
      'zone stops there (ZOC.4) and must attack in the combat phase (CBT.3). That is why infantry cannot ' +
      'go past the hexes around the grenadiers.',
    todo: 'Select I-4 (1520) and click hex 1619 — 1 MP along the road, and the division stops in the zone.',
    callout: 'Here: into the enemy zone',
  },
  commander: {
    title: 'The commander',
    text:
      'Davout stayed at 1520: commanders do not go with a unit, they move on their own — 8 MP, ignoring ' +
      'zones of control (MOVE.8).\n\nStacked with I-4, Davout adds his rating 3 to its attack (CMD.1).\n\n' +
      'A click on a counter always selects that unit, so a commander joins a unit by the button in the ' +
      'panel on the right (or a click on the edge of its hex).',
    todo: 'Click Davout’s badge (the star at 1520), then the button “I-4 · 1619” on the right.',
    callout: 'Davout',
  },
  'end-movement': {
    title: 'End of movement',
    text: 'The moves are done. The phases go in order: rally → movement → combat (SEQ.3). While moving you can take a move back with “Undo”.',
    todo: 'Press “End phase” on the right.',
    callout: 'I-4 with Davout',
  },
  attack: {
    title: 'The attack',
    text:
      'Combat phase. The red “!” on I-4 means it stands in an enemy zone and must attack (CBT.3).\n\nClick ' +
      'the grenadiers: that is the target. Then click I-4 to add it to the attack. The panel on the right ' +
      'shows the sums: attack 10 + 3 (Davout) = 13, defence 7; the difference +6 picks the “+5…+6” column ' +
      'of the combat table (the difference picks the column, a die the row), with the chance of each ' +
      'result below it (CBT.5–CBT.7). Leave the battery out for now.',
    todo: 'Choose the target and the attacker, then press “Roll and resolve”.',
    callout: 'Target',
  },
  retreat: {
    title: 'Retreat',
    text:
      'A 4: result D1 — the defender retreats one hex and is demoralized (CBT.8, CBT.9). After the combat ' +
      'Davout rolled for wounds: unhurt (CMD.4).\n\nA retreat is chosen by the unit’s owner, so now you ' +
      'decide for the Russians. The hexes hatched in magenta with a thick dashed outline are the legal ' +
      'ones: farther from the attackers and outside French zones of control (CBT.10).',
    todo: 'Click any magenta hex with a dashed outline.',
    callout: 'Retreating',
  },
  advance: {
    title: 'Advance after combat',
    text: 'Hex 1719 is empty. The attacking unit may move into it, ignoring zones of control (CBT.11). It may also stay.',
    todo: 'Click 1719 to advance, or press “Do not advance”.',
    callout: 'May be taken',
  },
  fire: {
    title: 'Artillery fire',
    text:
      'Battery I-A1 fires up to 3 hexes, if the line between the hex centres is not blocked by forest or a ' +
      'village (ART.2, ART.3). Its fire is already shown on the map (the “Fire” overlay is on): hexes ' +
      'within its fire carry a target ◎, blocked lines are dashed.\n\nFire strength is the battery’s ' +
      'strength plus a modifier for range and target. It is largest against demoralized infantry (ART.4), ' +
      'and the grenadiers now defend with 3.',
    todo: 'Click the grenadiers, then battery I-A1 (1519), then press “Artillery fire”.',
    callout: 'Battery I-A1',
  },
  'retreat-again': {
    title: 'Another retreat',
    text: 'A 2: D1 again. The grenadiers fall back one more hex, this time away from the battery.',
    todo: 'For the Russians: click a magenta hex with a dashed outline.',
    callout: 'Retreating',
  },
  done: {
    title: 'Lesson complete',
    text:
      'You have played a French phase: rallying, movement and its costs, a zone of control, a commander, ' +
      'an attack with its sums, a retreat, an advance and a battery’s fire. In the real game the Russian ' +
      'player then plays his phase the same way, for 20 turns from 06:00 to 16:00. The Russian losses ' +
      'decide the result: the higher they are, the better for the French (WIN.2).\n\nAt any time, hover ' +
      'over a hex or a counter, and click a rule number such as ZOC.4 to open the rules reference.',
    todo: 'Go back to your game, or start a historical game.',
    callout: '',
  },
}

// On a touch screen there is no hover: the steps that ask for one say «touch and hold» instead (and tap for click).
export const tutorialEnTouch: Record<string, Partial<Pick<StepText, 'text' | 'todo'>>> = {
  welcome: {
    text:
      'This is a short lesson on the real map: the ground between Shevardino and the Bagration flèches. ' +
      'You play the French — their counters are blue; the Russians are green.\n\nThe map is cut into ' +
      'hexes; each has a number (e.g. 1719) and a level: white is low ground, yellow the middle level, ' +
      'orange high ground (MAP.2). Forest is drawn with trees.\n\nTouch and hold any hex or counter to see ' +
      'a tooltip with everything about it.',
  },
  'move-cost': {
    text:
      'A 2, plus 1 for Davout = 3: I-4 has rallied. Without its commander the roll would have failed. The ' +
      'movement phase has begun.\n\nEvery hex costs movement points: clear and village 1, forest 2, brush ' +
      '3; changing level adds 2; a road always costs 1 (MOVE.2, MOVE.3, MOVE.4).\n\nTap division I-5 (hex ' +
      '1420): the hexes filled light blue are those it can reach, the number is the cost. Touch and hold ' +
      'the forest at 1621: the tooltip shows forest 2 + slope 2 and says why it is out of reach.',
  },
  done: {
    text:
      'You have played a French phase: rallying, movement and its costs, a zone of control, a commander, ' +
      'an attack with its sums, a retreat, an advance and a battery’s fire. In the real game the Russian ' +
      'player then plays his phase the same way, for 20 turns from 06:00 to 16:00. The Russian losses ' +
      'decide the result: the higher they are, the better for the French (WIN.2).\n\nAt any time, touch ' +
      'and hold a hex or a counter, and tap a rule number such as ZOC.4 to open the rules reference.',
  },
}
