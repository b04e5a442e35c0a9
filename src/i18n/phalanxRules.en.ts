// The English texts of the short Phalanx rules (the rules window), in the shape of the Russian file.
import type { PhalanxUiStrings } from './phalanxUi.types'

export const phalanxRulesEn: PhalanxUiStrings['rules'] = {
  title: 'Rules of Phalanx',
  intro: 'The short rules in our own words. Rule ids (PH-…) appear in hints and refusals; click one to open it here.',
  close: 'Close',
  text: {
    'PH-MAP.1':
      'The field is 9 rows of hexagons with a point at the top. Odd rows hold 11 hexes, even rows 10, set half a hex in. 95 hexes in all.',
    'PH-MAP.2': 'Row 1 is the north edge, row 9 the south edge. South and North face each other.',
    'PH-MAP.3': 'A hex is named by four digits: column, then row (e.g. 0609).',
    'PH-MAP.4':
      'A hex has six neighbours: NE, E, SE, SW, W, NW. There is no neighbour past the edge. Distance is the number of steps between hexes.',
    'PH-MAP.5': 'There is no terrain: every hex is open ground. The edge of the field cannot be crossed.',
    'PH-MAP.6': "South's camp stands on 0609 and North's on 0601, in the middle of their edges.",
    'PH-UNIT.1':
      'The armies are the same: 7 hoplite units (one with the strategos), 2 cavalry units, peltasts and a camp.',
    'PH-UNIT.2':
      'Attack / defence / speed: hoplites 1/3/1, strategos hoplites 2/4/1, cavalry 1/2/2, peltasts 1/2/1 (2 in their first turn), camp 0/1/0.',
    'PH-UNIT.3': 'A unit waits in the camp, stands on a hex, or is lost. Nothing else is tracked.',
    'PH-UNIT.4': 'The strategos belongs to one hoplite unit: stronger and worth 2 points, but he commands nothing.',
    'PH-UNIT.5':
      'Hoplites and cavalry face one of the six corners of their hex. Their front is the two hexes at that ' +
      'corner (a wedge marks it on the counter). Peltasts have a front on all six sides; a camp has none.',
    'PH-UNIT.6': 'One unit per hex; a camp takes its hex as well.',
    'PH-SETUP.1': 'Only the camps start on the field; every other unit waits inside its camp.',
    'PH-SETUP.2': 'The players decide who plays which side and who goes first (or draw lots).',
    'PH-SETUP.3':
      'Leaving the camp, hoplites and cavalry first take any facing, then step into a hex next to the camp — that step counts against their speed.',
    'PH-SETUP.4':
      'By the end of movement in its own third turn, every unit must have left the camp. If every exit is taken, those left inside are lost.',
    'PH-SETUP.5': 'Units in the camp have no facing, block nothing, cannot attack and cannot be attacked.',
    'PH-SEQ.1': 'The players take turns. Only the units of the player whose turn it is act.',
    'PH-SEQ.2':
      'A turn is these phases in order: movement, facing, attacks, then the end-of-game check. There is no going back to a phase.',
    'PH-SEQ.3': '"First turn" and "first three turns" count a player\'s own turns: their first, second and third.',
    'PH-MOVE.1': 'In movement you may move any of your units, one at a time, each at most once a turn.',
    'PH-MOVE.2': 'Speed: hoplites 1, cavalry 2, peltasts 1 (2 in their own first turn). The camp never moves.',
    'PH-MOVE.3':
      'Hoplites and cavalry step only into their front hexes, mixing the two front directions freely. Peltasts step any way.',
    'PH-MOVE.4': 'No step into an occupied hex (friend, enemy or camp), and none off the field.',
    'PH-MOVE.5': 'A unit does not turn while moving: turning happens in the next phase.',
    'PH-ZOC.1':
      'There are no zones of control: an enemy only blocks the hex it stands on. You may pass or stop beside it.',
    'PH-FACE.1':
      'In the facing phase any of your hoplites and cavalry on the field may turn to any corner, moved or not.',
    'PH-FACE.2':
      'A facing lasts until changed, and the next movement uses it. A unit facing the enemy cannot back away in the same turn.',
    'PH-FACE.3': 'Facing does not change defence: a blow to the flank or rear is no stronger than one to the front.',
    'PH-CBT.1': 'Attacks are optional. Each attack names one enemy target and one or more attackers.',
    'PH-CBT.2':
      'An attacker is your unit on the field with attack above zero, with the target in one of its front hexes (any neighbour for peltasts).',
    'PH-CBT.3':
      'Each unit joins at most one attack a turn, and each target is attacked once — all who strike it strike together.',
    'PH-CBT.4': "Attack strength is the attackers' attacks added up; defence is the target's defence. No modifiers.",
    'PH-CBT.5':
      'If attack is at least defence, the target is routed and leaves the field at once. Otherwise nothing happens. Attackers never suffer.',
    'PH-CBT.6':
      'Attacks are declared and resolved; without a die the order changes nothing, so each is resolved at once.',
    'PH-CBT.7':
      'Plain units needed: 1 against a camp, 2 against cavalry or peltasts, 3 against hoplites, 4 against ' +
      'the strategos. The strategos (attack 2) counts as two.',
    'PH-WIN.1': "A side's losses are its routed units and any that never left the camp. The camp is a unit too.",
    'PH-WIN.2':
      'At the end of each turn the losses of the side that played are counted. At 4 or more the game ends at once and that side has broken.',
    'PH-WIN.3':
      "Losses happen in the opponent's turn, so a side that loses its fourth unit still plays one more, last turn.",
    'PH-WIN.4': "The strategos's hoplites are worth 2 points; every other unit, the camp too, is worth 1.",
    'PH-WIN.5':
      "The side that broke scores the value of the enemy's lost units; the other scores 10 minus the value of its own. Together always 10.",
    'PH-WIN.6': 'The higher score wins; 5 : 5 is a draw.',
    'PH-WIN.7': 'There is no turn limit; the players may agree to a draw.',
    'PH-OPT.1':
      'Optional: after all attacks are declared, roll a die for each target. On 1 its defence drops by 1, on 6 it rises by 1.',
  },
}
