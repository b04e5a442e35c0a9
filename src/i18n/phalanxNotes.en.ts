// English headings and entries of the Phalanx rules reference beyond the rules, in the shape of the Russian file.
import { phalanxExampleEn } from './phalanxExample.en'
import type { PhalanxNotes } from './phalanxNotes.types'

export const phalanxNotesEn: PhalanxNotes = {
  sections: {
    MAP: 'The field',
    UNIT: 'Units',
    SETUP: 'Start of the game',
    SEQ: 'Turns',
    MOVE: 'Movement',
    ZOC: 'Zones of control',
    FACE: 'Facing',
    CBT: 'Attacks',
    WIN: 'End of the game and the score',
    OPT: 'Optional rule',
    INT: 'Interpretations',
    EX: 'A worked game',
    TEST: 'Rule checks',
  },
  intro: {
    INT: 'What the short rules leave open, and how this game settles it. Each names the rule it refines.',
    EX:
      'A whole game, turn by turn, with the rules at work. South (red) moves first. Units go by their ids: ' +
      'S- is South, N- North; S is the strategos’s hoplites, H1–H6 hoplites, C1 and C2 cavalry, P ' +
      'peltasts. A hex is its column, then its row.',
    TEST: 'Cases that show a rule at work; each names the rules it checks.',
  },
  notes: {
    'PH-INT.1': {
      title: 'The size of the field (PH-MAP.1)',
      text:
        'The field is 9 rows deep, the rows holding 11 and 10 hexes in turn, so it looks the same from ' +
        'either end and from either side. The field is data: another shape can be put in without touching ' +
        'the rules.',
    },
    'PH-INT.2': {
      title: 'Which way the armies face (PH-MAP.1–2)',
      text:
        'The armies start at the two long edges and face each other across the 9 rows; the hexes stand on a ' +
        'point. So a unit facing the enemy (12 or 6 o’clock) has both its front hexes in the next row ' +
        'towards him.',
    },
    'PH-INT.3': {
      title: 'Where the camps stand (PH-MAP.6)',
      text:
        'Each camp stands in the middle of its own edge: South’s on 0609, North’s on 0601, which keeps the ' +
        'game symmetric. A scenario may move a camp along its edge; the standard game does not.',
    },
    'PH-INT.4': {
      title: 'Units in the camp (PH-SETUP.1, PH-SETUP.3)',
      text:
        'Units waiting in the camp are off the field, held by the camp’s hex. The step out, into any hex ' +
        'next to the camp, uses one hex of the unit’s speed: in their first turn cavalry gets two hexes out, ' +
        'hoplites one.',
    },
    'PH-INT.5': {
      title: 'Holding to the camp deadline (PH-SETUP.4)',
      text:
        'The enemy can never shut a unit in the camp (PH-SETUP.5): only a player’s own units can block its ' +
        'exits. So the game does not let a side end the movement of its third turn while a unit still waits ' +
        'and an exit is free. If every exit is taken, the units left inside are lost and count like routed ' +
        'ones.',
    },
    'PH-INT.6': {
      title: 'Whose first turn (PH-SEQ.3, PH-MOVE.2)',
      text:
        'Each player counts his own turns. The second player also has three turns of his own to get out of ' +
        'the camp, and his peltasts also move 2 in his first turn. The bonus is for that turn only: peltasts ' +
        'still in the camp in the second turn move 1.',
    },
    'PH-INT.7': {
      title: 'One move per unit (PH-MOVE.1)',
      text:
        'A unit that moves makes one unbroken move, and units move one after another. A unit may enter a hex ' +
        'that another left earlier in the same phase — that is how the camp’s exits are freed. A move cannot ' +
        'be split into parts.',
    },
    'PH-INT.8': {
      title: 'Moving to the front (PH-MOVE.3)',
      text:
        'Every step enters one of the two front hexes of the facing the unit has. The two directions may ' +
        'alternate, so a unit heading straight for the corner it faces walks a zig-zag.',
    },
    'PH-INT.9': {
      title: 'One attack per target (PH-CBT.3, PH-CBT.6)',
      text:
        'Two separate attacks on one target could never do better than one joint attack, so a target is ' +
        'attacked at most once a turn, by all who strike it together; the optional rule then rolls one die ' +
        'per target. No attack is compulsory, and an attack too weak to win is still allowed: it simply does ' +
        'nothing. The attack panel shows the sum before it is made.',
    },
    'PH-INT.10': {
      title: 'No modifiers (PH-CBT.4)',
      text:
        'Nothing is added to attack or defence: no bonus for a blow to the flank or rear, none for support. ' +
        'Facing matters only through where a unit may step (PH-MOVE.3) and whom it may strike (PH-CBT.2).',
    },
    'PH-INT.11': {
      title: 'Whose losses end the game (PH-WIN.2)',
      text:
        'Only the side whose turn has just ended is checked. If both sides have lost 4 or more, the side ' +
        'that has just played breaks. A side whose fourth loss comes in the enemy’s turn still plays its own ' +
        'turn before it is checked.',
    },
    'PH-INT.12': {
      title: 'The strategos and the break (PH-WIN.2)',
      text:
        'By default the strategos’s hoplites count as one unit towards the 4 losses, like any other; they ' +
        'are worth 2 only in the score. An option of the new game counts them as two losses for the break as ' +
        'well; the score does not change.',
    },
    'PH-INT.13': {
      title: 'Who wins (PH-WIN.6)',
      text: 'The side with more points wins; 5 : 5 is a draw. Both scores are kept, so that several games can be added up.',
    },
    'PH-INT.14': {
      title: 'No turn limit (PH-WIN.7)',
      text:
        'A game has no turn limit, and the players may agree to a draw at any time. A limit on game turns ' +
        'exists only as an option for games the computer plays against itself; reaching it is a draw. ' +
        'Neither kind of draw is a break, so no score is counted.',
    },
    'PH-INT.15': {
      title: 'The strategos has no other powers (PH-UNIT.4)',
      text: 'The strategos commands no one and changes nothing for other units; losing him costs only the unit and its 2 points.',
    },
    'PH-INT.16': {
      title: 'Choosing the first player (PH-SETUP.2)',
      text:
        'Who moves first is set when a game is made, or drawn at random from the game’s seed. Which side a ' +
        'player takes and who moves first are separate choices.',
    },
    ...phalanxExampleEn,
    'PH-TEST.1': {
      title: 'Peltasts move 2 only once (PH-MOVE.2)',
      text: 'In South’s second turn of the worked game the peltasts at 0408 cannot go to 0507 and on to 0406: their speed is now 1.',
    },
    'PH-TEST.2': {
      title: 'The bait could be taken (PH-CBT.2, PH-CBT.5)',
      text:
        'Before South’s third turn of the worked game South could rout North’s peltasts at 0404: S-C1 moves ' +
        'by 0406 to 0505 and S-C2 turns to 12 o’clock; then 0404 is in front of both, and 1 + 1 = 2 against ' +
        'defence 2 routs the peltasts. In the game South declines.',
    },
    'PH-TEST.3': {
      title: 'Turning before falling back (PH-MOVE.3, PH-FACE.2)',
      text:
        'Before South’s fourth turn of the worked game the peltasts at 0406 have South hoplites on both ' +
        'hexes behind them (0407 and 0507). S-C1 at 0306 faces 12 o’clock, so it cannot step back to 0307 or ' +
        '0407, and S-H3 at 0407 cannot step back to 0308: hoplites and cavalry must first turn in the facing ' +
        'phase, and fall back only next turn.',
    },
    'PH-TEST.4': {
      title: 'Hemmed in (PH-MOVE.3, PH-MOVE.4)',
      text:
        'At the start of South’s fifth turn of the worked game S-C1 (at 0306, facing 12 o’clock) has no move ' +
        'at all: North units stand on both its front hexes, 0305 and 0405. It can only turn.',
    },
    'PH-TEST.5': {
      title: 'How many attackers (PH-CBT.7)',
      text:
        'Two plain units rout cavalry or peltasts, but not hoplites; three plain units, or the strategos ' +
        'with one more, rout hoplites. The strategos alone routs cavalry or peltasts. The strategos’s ' +
        'hoplites hold against three plain units and fall to four. Any single unit routs a camp in its front.',
    },
    'PH-TEST.6': {
      title: 'One attack per unit (PH-CBT.3)',
      text: 'A unit that has already taken part in an attack this turn cannot join another one.',
    },
    'PH-TEST.7': {
      title: 'Striking only to the front (PH-CBT.2, PH-FACE.1)',
      text: 'Hoplites facing 12 o’clock cannot attack an enemy to their south-east. Turned to 4 or 6 o’clock in the facing phase of the same turn, they can.',
    },
    'PH-TEST.8': {
      title: 'The camp deadline (PH-SETUP.4)',
      text:
        'A player cannot end the movement of his third turn while a unit is still in the camp and a hex next ' +
        'to it is free. If his own units fill every hex next to the camp, the units inside are lost: they ' +
        'count towards his 4 losses and score for the enemy.',
    },
    'PH-TEST.9': {
      title: 'The strategos at the break (PH-WIN.2, PH-INT.12)',
      text:
        'A side that has lost its strategos’s hoplites and two more hoplite units has lost 3 units worth 4 ' +
        'points. By default the game goes on; with the strategos counted twice for the break it ends at the ' +
        'end of that side’s turn.',
    },
    'PH-TEST.10': {
      title: 'Both sides past the threshold (PH-WIN.2, PH-WIN.5)',
      text:
        'When at the end of a turn both sides have 4 or more losses, the side that has just played breaks. ' +
        'It scores the enemy’s losses, and the enemy scores 10 less its own, so the side that broke can ' +
        'still win on points.',
    },
    'PH-TEST.11': {
      title: 'A good roll saves peltasts (PH-OPT.1)',
      text:
        'Two hoplite units attack peltasts. Without the optional rule: 2 against 2, routed. With it, a 6 ' +
        'raises the defence to 3, and the attack does nothing.',
    },
    'PH-TEST.12': {
      title: 'A bad roll loses hoplites (PH-OPT.1)',
      text:
        'Two hoplite units attack hoplites. Without the optional rule: 2 against 3, no effect. With it, a 1 ' +
        'lowers the defence to 2, and the hoplites are routed.',
    },
  },
}
