// Rules reference, English: movement and zones of control (MOVE, ZOC).
import type { RuleBook } from './types'

export const enMove: RuleBook = {
  'MOVE.1': {
    title: 'Movement points',
    text:
      'A unit moves hex by hex and pays movement points (MP) for every step. In one phase it may make ' +
      'several separate moves while MP last, but never spend more than its counter shows.\n\nSelect a ' +
      'unit: the hexes filled light blue are where it can go, the number in a hex is the cost of the way ' +
      'there. Any legal path may be taken; the board offers the cheapest. If a hex is not filled blue, ' +
      'hover over it and the tooltip says what is in the way.',
  },
  'MOVE.2': {
    title: 'Cost of entering a hex',
    text: 'Entering a clear hex or a village costs 1 MP, forest 2, brush 3. The terrain paid is that of the hex being entered.',
  },
  'MOVE.3': {
    title: 'Hexside extras',
    text:
      'The side crossed adds to the hex cost: slope +2, river +4, bridge +1, redoubt front +3.\n\nThere ' +
      'are bans too: artillery never fords a river, it crosses only at a bridge; only infantry crosses a ' +
      'redoubt front, closed to cavalry and artillery (both in and out).',
    example:
      'Infantry on level 2 entering a level-1 forest pays forest 2 + slope 2 = 4 MP, a whole turn for a division with 4 MP.',
  },
  'MOVE.4': {
    title: 'Roads',
    text:
      'Crossing a side that carries a road costs exactly 1 MP whatever the terrain and level, into forest ' +
      'or up a hill alike. A bridge on that side still adds +1.',
  },
  'MOVE.5': {
    title: 'Artillery and terrain',
    text: 'A limbered battery enters forest and brush only along a road, and crosses rivers only at bridges. Infantry and cavalry are not bound by this.',
  },
  'MOVE.6': {
    title: 'Artillery road bonus',
    text:
      'A battery that starts and ends its movement on road hexes gets 1 extra MP. A road hex is a hex with ' +
      'a road on at least one side. The start is where the battery stood when the phase began; several ' +
      'moves in one phase count as one movement.',
    example:
      'A 2-4 battery stands on a road. Limbering costs 2 MP, leaving 2 — plus 1 if it ends on a road ' +
      'again: 3 MP to a road hex, but only 2 to a hex without one.',
  },
  'MOVE.7': {
    title: 'Limbering and unlimbering',
    text:
      'Only a limbered battery moves. Limbering costs 2 MP (they must still be there). Unlimbering is ' +
      'free, but then the battery stays put for the rest of the phase.\n\nThe “Limber” and “Unlimber” ' +
      'buttons are in the right panel when a battery is selected in the movement phase.',
  },
  'MOVE.8': {
    title: 'Moving commanders',
    text:
      'A commander moves on his own, not with a unit: he has 8 MP, pays cavalry costs (so he cannot cross ' +
      'a redoubt front) and ignores zones of control. He may not enter an enemy hex.\n\nHe may not end his ' +
      'move alone (with no friendly combat unit) next to an enemy combat unit — he would be captured ' +
      '(CMD.5).',
  },
  'ZOC.1': {
    title: 'Zone of control',
    text:
      'The six hexes around a combat unit are its zone of control (ZOC). Switch on the “Zones of control” ' +
      'overlay above the map and the enemy’s zones are outlined by a red dashed frame inside each hex.',
  },
  'ZOC.2': {
    title: 'Units without a zone',
    text: 'Demoralized units and limbered batteries have no zone of control. Driving the enemy back and demoralizing him also opens a way through.',
  },
  'ZOC.3': {
    title: 'Where a zone stops',
    text:
      'A zone of control does not reach into forest or brush hexes, nor across a river or a redoubt front. ' +
      'A unit in a forest may stand next to the enemy without being in its zone.',
  },
  'ZOC.4': {
    title: 'Stopping in a zone',
    text:
      'A unit that enters an enemy zone of control stops at once, even with MP left. A unit that begins ' +
      'its movement phase in an enemy zone may not move at all; it can leave only by retreat or by advance ' +
      'after combat.\n\nThe zone that stops a unit is the one in place when it moves; moving friendly ' +
      'units does not change it. A battery in a zone may limber, but cannot drive off.',
    example:
      'A division with 4 MP moves along a road: the first hex costs 1 MP but lies next to Russian ' +
      'infantry. The division halts there with 3 MP unspent, and in the combat phase it must attack ' +
      '(CBT.3).',
  },
  'ZOC.5': {
    title: 'Cavalry',
    text:
      'Cavalry ignores zones of control: it enters, crosses and leaves them freely. The mandatory attack ' +
      '(CBT.3) still applies to it when it stands in an enemy zone.',
  },
}
