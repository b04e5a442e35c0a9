// Rules reference, English: combat (CBT).
import type { RuleBook } from './types'

export const enCbt: RuleBook = {
  'CBT.1': {
    title: 'Who fights whom',
    text:
      'In the combat phase the phasing side’s units attack adjacent enemy units. Each unit attacks at most ' +
      'once per phase. Several units may strike one target together, adding their strengths; the same ' +
      'target may be attacked several times by different attacks.\n\nClick an enemy unit: that is the ' +
      'target; then click your units next to it: those are the attackers. The sums appear on the right.',
  },
  'CBT.2': {
    title: 'Who does not attack',
    text:
      'Demoralized units and limbered batteries do not attack. An unlimbered battery never melees either: ' +
      'it fires (ART.1) or supports an attack with its fire (ART.5).',
  },
  'CBT.3': {
    title: 'Mandatory attack',
    text:
      'Infantry and cavalry in good order standing in an enemy zone of control must take part in some ' +
      'attack this phase, if they have a legal target. Until they have, the combat phase cannot end. The ' +
      'board marks them with a red “!”. Batteries are exempt.',
    example:
      'Two French divisions stand next to Russian infantry in a village. Striking it with both in one ' +
      'attack fulfils both duties. If after a first attack the enemy has retreated and nobody is left next ' +
      'to the second division, its duty lapses: it has no target any more.',
  },
  'CBT.4': {
    title: 'Where there is no melee',
    text:
      'There is no melee across a river side, even with a bridge: across a river only artillery acts. Nor ' +
      'can a unit attack into or out of a forest, unless the two hexes are joined by a road.',
  },
  'CBT.5': {
    title: 'Attack strength',
    text:
      'Attack strength is the sum of the attackers’ current strengths (the back value for a demoralized ' +
      'one), plus:\n\n• for each cavalry unit +2 against infantry in good order, or +3 against demoralized ' +
      'infantry;\n• the rating of each commander stacked with an attacking unit of his corps or army (each ' +
      'commander counts once);\n• the fire strength of supporting batteries (ART.5).',
  },
  'CBT.6': {
    title: 'Defence strength',
    text:
      'Defence strength is the defender’s current strength (the back value if demoralized, the bracketed ' +
      'value for a limbered battery), plus:\n\n• brush +1, village +2;\n• redoubt +2, or +4 when every ' +
      'attacker stands lower;\n• outside a redoubt: +2 when every attacker stands lower than the ' +
      'defender;\n• an unlimbered battery attacked by a force that includes infantry +4;\n• the rating of ' +
      'its own commander in the hex.\n\nThe table of modifiers is below.',
  },
  'CBT.7': {
    title: 'The combat table',
    text:
      'Subtract the defence from the attack: that is the differential. Find its column in the table (below ' +
      '−10 use the leftmost, above +18 the rightmost), roll the die and read the result in the row of the ' +
      'number rolled.\n\nBefore the roll the right panel shows the column and the chance of each result.',
  },
  'CBT.8': {
    title: 'Results',
    text:
      'A1/A2: every attacker next to the target retreats 1/2 hexes. AE: they are destroyed. D1/D2: the ' +
      'defender retreats 1/2 hexes. DE: the defender is destroyed.\n\nEX (exchange): the defender is ' +
      'destroyed, and the attacker removes attacking units next to the target whose printed strengths add ' +
      'up to at least the defender’s printed strength, choosing which himself (if all of them add up to ' +
      'less, all go).',
  },
  'CBT.9': {
    title: 'What a retreat does',
    text:
      'A unit that retreats is demoralized: its counter is flipped. A battery that retreats is limbered. A ' +
      'unit that cannot retreat the full distance is destroyed.',
  },
  'CBT.10': {
    title: 'The retreat path',
    text:
      'The owner of the retreating unit picks the path, hex by hex; the board hatches the legal hexes in ' +
      'magenta with a thick dashed outline. Each next hex must:\n\n• be one the unit could enter by ' +
      'movement (MOVE.3–MOVE.5 bans apply, MP costs do not);\n• be on the map and not held by the enemy;\n' +
      '• be farther than the previous hex from every enemy unit that took part in this combat;\n• not be ' +
      'in an enemy zone of control (cavalry may, ZOC.5).\n\nIt may pass friendly units but must end in a ' +
      'hex with no other combat unit.',
    example:
      'Russian grenadiers were attacked by a division from the west. A hex to the east is farther from it ' +
      '— legal; a hex to the north at the same distance is not. If both eastern hexes lie in another ' +
      'French unit’s zone, there is nowhere to go and the grenadiers are destroyed (CBT.9).',
  },
  'CBT.11': {
    title: 'Advance after combat',
    text:
      'When the defender’s hex is emptied, one of the attacking units that stood next to it (not a ' +
      'battery, not demoralized) may move into it — paying no MP and ignoring zones of control, but not ' +
      'across a river, and cavalry not across a front. Commanders in its hex may go with it.\n\nWhen ' +
      'instead every adjacent attacker’s hex was emptied, the defender, if still in place, may likewise ' +
      'move into one of them.',
  },
}
