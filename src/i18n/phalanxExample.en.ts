// The worked game of the Phalanx rules reference (PH-EX), turn by turn, in English, in the shape of the Russian file.
import type { PhExampleId } from '../phalanx'
import type { PhNote } from './phalanxNotes.types'

export const phalanxExampleEn: Record<PhExampleId, PhNote> = {
  'PH-EX.1': {
    title: 'Game turn 1: South',
    text:
      'Both cavalry units and the peltasts go two hexes out towards the left flank: S-C2 to 0507, S-C1 to ' +
      '0409, the peltasts to 0408 (speed 2 in their first turn). The strategos and three hoplite units ' +
      'step out next to the camp; three wait inside. In the facing phase the units that came out sideways ' +
      'turn to face the enemy (12 o’clock). No attacks.',
  },
  'PH-EX.2': {
    title: 'Game turn 1: North',
    text:
      'North sends one cavalry unit and the peltasts to its right (west): N-C1 to 0402, the peltasts to ' +
      '0503; the other cavalry unit goes left, to 0702. The strategos and three hoplite units come out ' +
      'beside the camp; three stay inside. All of them turn to face South (6 o’clock). No attacks.',
  },
  'PH-EX.3': {
    title: 'Game turn 2: South',
    text:
      'The light troops press on: S-C2 to 0405, S-C1 to 0407, the peltasts to 0507 (one hex now). The last ' +
      'three hoplite units leave the camp, and all the hoplites, gathered in front of it and beside it, ' +
      'face 12 o’clock. S-C2 turns to 10 o’clock. No attacks; no South unit is left in the camp.',
  },
  'PH-EX.4': {
    title: 'Game turn 2: North',
    text:
      'On North’s left, N-C2 rides to 0804 and turns to 4 o’clock; on its right N-C1 stays back at 0402. ' +
      'The hoplites and the strategos step forward, and the peltasts go to 0404, next to S-C2, as bait. ' +
      'N-H4 and N-H5 leave the camp; N-H6 is still inside and must come out next turn. No attacks.',
  },
  'PH-EX.5': {
    title: 'Game turn 3: South',
    text:
      'South does not take the bait (PH-TEST.2). S-C2 moves off the line the North strategos is advancing ' +
      'along, to 0305, and turns to 12 o’clock; S-C1 goes to 0306, the peltasts to 0406, and the hoplites ' +
      'close up into a phalanx. No attacks.',
  },
  'PH-EX.6': {
    title: 'Game turn 3: North',
    text:
      'North presses on its right: the peltasts step to 0405, N-C1 comes to 0304, the hoplites and the ' +
      'strategos go forward one hex. N-C2 rides to the east edge (1004) and turns to 6 o’clock. N-H6, the ' +
      'last unit in the camp, comes out in North’s third turn. Then comes the game’s first attack ' +
      '(PH-EX.6-C).',
  },
  'PH-EX.6-C': {
    title: 'Attack: South’s cavalry 2 routed',
    text:
      'N-C1 (at 0304, the target in its front) and the peltasts (at 0405) attack S-C2 at 0305: 1 + 1 = 2 ' +
      'against defence 2, routed. South has 1 loss; North, whose turn it was, has none, so play goes on.',
  },
  'PH-EX.7': {
    title: 'Game turn 4: South',
    text:
      'South’s right goes forward a hex (S-H1 to 0506, S-H2 to 0606, S-H6 to 0807). On the left, S-H3 and ' +
      'S-H4 turn about to 6 o’clock: hoplites step only to their front, so they must turn before they can ' +
      'fall back (PH-TEST.3). Then an attack (PH-EX.7-C).',
  },
  'PH-EX.7-C': {
    title: 'Attack: North’s peltasts routed',
    text:
      'S-C1 (at 0306, the target in its front) and the peltasts (at 0406) attack North’s peltasts at 0405: ' +
      '2 against 2, routed. Each side has lost one unit.',
  },
  'PH-EX.8': {
    title: 'Game turn 4: North',
    text:
      'N-H1 steps into 0405, where the peltasts stood; N-H2 goes to 0505, the strategos to 0504, N-C1 to ' +
      '0305, N-H3 to 0604. Both of S-C1’s front hexes are now held by North. Then an attack (PH-EX.8-C).',
  },
  'PH-EX.8-C': {
    title: 'Attack: South’s peltasts routed',
    text:
      'N-H1 and N-H2 attack South’s peltasts at 0406: 2 against 2, routed. South has 2 losses. S-C1 ' +
      'survives: of the North units next to it only N-C1 has not attacked yet, and 1 is less than its ' +
      'defence 2.',
  },
  'PH-EX.9': {
    title: 'Game turn 5: South',
    text:
      'South’s left keeps falling back (S-H3 to 0308, S-H4 to 0408); on the right the strategos comes up ' +
      'to 0607 and S-H6 to 0706. S-C1 cannot move at all (PH-TEST.4). No turns, no attacks.',
  },
  'PH-EX.10': {
    title: 'Game turn 5: North',
    text:
      'The North strategos advances to 0605, and two attacks follow (PH-EX.10-C1, PH-EX.10-C2). South has ' +
      'now lost 4 units, but the check at the end of this turn looks only at North’s losses (1), so the ' +
      'game goes on and South plays one last turn (PH-WIN.3).',
  },
  'PH-EX.10-C1': {
    title: 'Attack: South’s hoplites 1 routed',
    text: 'The North strategos (at 0605, attack 2) and N-H2 (at 0505, attack 1) attack S-H1 at 0506: 3 against 3, routed.',
  },
  'PH-EX.10-C2': {
    title: 'Attack: South’s cavalry 1 routed',
    text: 'N-C1 (at 0305) and N-H1 (at 0405) attack S-C1 at 0306: 2 against 2, routed.',
  },
  'PH-EX.11': {
    title: 'Game turn 6: South’s last turn',
    text:
      'The South strategos moves into 0506, where S-H1 stood, and S-H6 goes to 0705 and turns to 10 ' +
      'o’clock. The North strategos at 0605, ahead of its line, now has three South units next to it ' +
      '(PH-EX.11-C). At the end of the turn South has 4 losses: it breaks, and the game ends.',
  },
  'PH-EX.11-C': {
    title: 'Attack: North’s strategos routed',
    text:
      'The South strategos (at 0506, attack 2), S-H2 (at 0606, attack 1) and S-H6 (at 0705, attack 1) ' +
      'attack the North strategos: 2 + 1 + 1 = 4 against defence 4, routed. North has lost the peltasts ' +
      'and the strategos: 2 units, 3 points.',
  },
  'PH-EX.12': {
    title: 'The score',
    text:
      'South broke, so it scores North’s losses: peltasts 1 + strategos 2 = 3. North scores 10 less its ' +
      'own losses: 10 − 3 = 7. North wins 7 : 3, and the two scores add up to 10 (PH-WIN.5).',
  },
}
