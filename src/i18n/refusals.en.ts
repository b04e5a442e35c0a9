// Refusals in English, by the engine's code. Parameters arrive as text (labels already in Latin letters).
import type { RefusalAdds, RefusalMessages } from './refusalTypes'

const who = (side: string | undefined) => (side === 'fr' ? 'the French' : 'the Russians')

export const refusalsEn: RefusalMessages = {
  'unit.unknown': (p) => `There is no unit "${p.unit}".`,
  'phase.not-movement': () => 'It is not the movement phase.',
  'phase.not-combat': () => 'It is not the combat phase.',
  'phase.not-rally': () => 'Rallying happens only in the rally phase.',
  'side.not-phasing': (p) => (p.label ? `${p.label}: it is the other side's phase.` : 'It is the other side’s phase.'),
  'pbm.wait': () => "Play by mail: it is not your move now. Send your turn or open your opponent's turn file.",
  'engine.error': (p) => `Internal error: the command was not carried out and the game is unchanged (${p.message}).`,
  'game.over': () => 'The game is over.',
  'pending.exchange': (p) => `First ${who(p.side)} must choose the exchange losses.`,
  'pending.retreat': (p) => `First ${who(p.side)} must carry out the retreat.`,
  'pending.advance': (p) => `First ${who(p.side)} must decide whether to advance after combat.`,
  'pending.none': () => 'Nothing is pending after combat now.',
  'command.unknown': (p) => `Unknown command ${p.given}.`,
  'command.malformed': (p) => `Malformed "${p.type}" command: ${p.fields}.`,
  'attack.not-adjacent': () => 'Only an adjacent enemy can be attacked.',
  'attack.river': () => 'No melee across a river hexside, bridge or not: only artillery fire.',
  'attack.forest': () => 'No melee into or out of a forest hex except along a road.',
  'unit.not-on-map': (p) =>
    p.gone
      ? 'This unit is out of the game.'
      : p.label
        ? `${p.label}: this unit is not on the map.`
        : 'This unit is not on the map.',
  'attack.battery-melee': (p) => `${p.label}: a battery joins an attack as supporting fire.`,
  'attack.demoralized': (p) => `${p.label}: a demoralized unit does not attack.`,
  'attack.already': (p) => `${p.label}: has already attacked this phase.`,
  'fire.not-battery': (p) => `${p.label}: only batteries fire.`,
  'fire.limbered': (p) => `${p.label}: a limbered battery does not fire.`,
  'fire.already': (p) => `${p.label}: has already fired this phase.`,
  'fire.range': (p) => `${p.label}: the target is ${p.range} hexes away; range is ${p.maxRange}.`,
  'fire.higher': (p) => `${p.label}: the target stands higher and is not adjacent.`,
  'fire.los': (p) => `${p.label}: a forest or village blocks the line of sight.`,
  'attack.malformed': () => 'The attack is malformed.',
  'attack.no-defender': () => 'There is no such target on the map.',
  'attack.own-unit': () => 'Only an enemy unit can be attacked.',
  'attack.no-attackers': () => 'Name at least one attacking unit.',
  'fire.no-batteries': () => 'Name at least one battery.',
  'attack.duplicate': () => 'Each unit attacks once.',
  'retreat.finish-first': () => 'Finish the retreat already begun first.',
  'retreat.not-pending': () => 'This unit is not retreating now.',
  'retreat.illegal-hex': (p) =>
    `Cannot retreat into ${p.hex}: the hex must be farther from every enemy of this combat, free of enemies and their zones of control, and enterable.`,
  'exchange.not-pending': () => 'No losses are to be chosen now.',
  'exchange.bad-units': () => 'Choose only attacking units that were adjacent to the defender, each once.',
  'exchange.not-minimal': (p) =>
    `Remove units whose printed strengths add up to at least ${p.need}, and none more than needed.`,
  'advance.not-pending': () => 'There is no advance after combat now.',
  'advance.illegal': (p) => (p.needHex ? 'Name the hex to advance into.' : 'This unit cannot advance there.'),
  'combat.must-attack': (p) => `These units stand in an enemy zone of control and must attack: ${p.labels}.`,
  'move.bad-path': () => 'A path must start at the unit’s hex and go at least one hex.',
  'move.off-map': (p) => `Hex ${p.hex} is not on the map.`,
  'move.bad-start': () => 'A path must start where the unit stands.',
  'move.back-to-start': () => 'A path must end somewhere other than where it starts.',
  'move.not-adjacent': (p) => `Hexes ${p.from} and ${p.to} are not adjacent.`,
  'move.zoc-through': (p) => `The unit enters an enemy zone of control at ${p.hex} and must stop there.`,
  'move.through-enemy': (p) => `Cannot enter ${p.hex}: an enemy unit is there.`,
  'move.too-far': (p) =>
    `The path costs ${p.cost} MP; only ${p.left} remain${p.bonus ? ' (+1 if the path ends on a road)' : ''}.`,
  'move.forbidden-front': (p) =>
    `Not allowed: cavalry and artillery may not cross a redoubt front (${p.from}→${p.to}).`,
  'move.forbidden-river': (p) => `Not allowed: artillery crosses a river only at a bridge (${p.from}→${p.to}).`,
  'move.forbidden-artillery-terrain': (p) =>
    `Not allowed: artillery enters forest and brush only along a road (${p.from}→${p.to}).`,
  'move.forbidden-off-map': (p) => `Not allowed: off the map (${p.from}→${p.to}).`,
  'commander.alone-near-enemy': () => 'A commander may not end his move alone next to an enemy unit.',
  'move.cannot-end': (p) => `The move cannot end in ${p.hex}: another unit stands there.`,
  'commander.unknown': (p) => `There is no commander "${p.commander}".`,
  'commander.absent': () => 'This commander is not on the field.',
  'unit.not-battery': (p) => (p.setup ? 'Only a battery can be limbered.' : 'Only a battery limbers or unlimbers.'),
  'battery.already-limbered': () => 'The battery is already limbered.',
  'battery.unlimbered-this-phase': () => 'The battery unlimbered this phase: its movement is over.',
  'battery.limber-mp': () => 'Limbering needs 2 movement points.',
  'battery.already-unlimbered': () => 'The battery is already unlimbered.',
  'move.unlimbered': () => 'An unlimbered battery cannot move: limber it first.',
  'move.zoc-start': () => 'The unit starts in an enemy zone of control and may not move.',
  'move.zoc-stopped': () => 'The unit entered an enemy zone of control and has stopped.',
  'setup.not-setup': () => 'The setup is over.',
  'setup.other-side': () => 'The other side is setting up now.',
  'setup.off-map': (p) => `Hex ${p.hex} is not on the map.`,
  'setup.outside-zone': (p) =>
    p.side === 'ru'
      ? `${p.hex} is west of the Borodino – Raevsky battery – Semenovskoye – Utitsa line: the Russians set up on it or east of it.`
      : `${p.hex} is on or east of the Borodino – Semenovskoye – Utitsa line: the French set up only west of it.`,
  'setup.too-close': (p) =>
    `${p.hex} is too close to the Russians: ${p.label} is ${p.distance} hex(es) away; at least ${p.min} are needed.`,
  'setup.occupied': (p) => `${p.hex} already holds ${p.label}.`,
  'setup.battery-terrain': (p) => `A battery cannot stand in forest or brush off a road (${p.hex}).`,
  'setup.incomplete': (p) => `The setup is not finished: ${p.unplaced} unit(s) not placed, ${p.wrong} violation(s).`,
  // Why a hex cannot end the selected mover's move (hover and clicks on the board).
  'explain.here': () => 'The unit is already here.',
  'explain.enemy': (p) => `Not allowed: an enemy unit holds ${p.hex}; its hex cannot be entered.`,
  'explain.commander-alone': (p) => `Not allowed: a commander may not end alone next to the enemy (${p.hex}).`,
  'explain.friend': (p) => `The move cannot end in ${p.hex}: a friendly unit stands there (you may pass through it).`,
  'explain.no-way': (p) => `Not allowed: there is no way to ${p.hex} — enemy units bar it.`,
  'explain.mp': (p) =>
    `Not allowed: ${p.need} MP are needed, and ${p.left} remain${p.withBonus ? ' (with the battery’s road point, MOVE.6)' : ''}.` +
    (p.roadPointWouldHelp
      ? ` The battery’s extra road point (MOVE.6) would pay for it only if the move ended on a road, and ${p.hex} is not a road hex.`
      : ''),
  'explain.zoc': (p) =>
    `Not allowed: the short way leads through the enemy zone of control at ${p.hex}, and a unit entering it stops there.`,
  'explain.front': (p) =>
    `Not allowed: between ${p.from} and ${p.to} lies a redoubt front, and it is closed to ` +
    `${p.commander ? 'commanders (they move as cavalry)' : 'cavalry and artillery'}.`,
  'explain.river': (p) =>
    `Not allowed: between ${p.from} and ${p.to} runs a river with no bridge, and artillery crosses rivers only at bridges.`,
  'explain.artillery-terrain': (p) =>
    `Not allowed: artillery enters forest and brush only along a road, and there is no road from ${p.from} into ${p.to}.`,
  // Why a hex is not a legal next hex of a retreat (CBT.10).
  'retreat.off-map': (p) => `A retreat stays on the map: there is no hex ${p.hex}.`,
  'retreat.here': (p) =>
    `The unit is already in ${p.here}: choose a neighbouring hex to retreat into (${p.left} to go).`,
  'retreat.not-adjacent': (p) => `A retreat goes one hex at a time: ${p.hex} is not next to ${p.here}.`,
  'retreat.enemy': (p) => `Cannot retreat into ${p.hex}: an enemy unit holds it.`,
  'retreat.zoc': (p) =>
    `Cannot retreat into ${p.hex}: it is in the enemy zone of control (from ${p.by}); only cavalry retreats through one (ZOC.5).`,
  'retreat.not-farther': (p) =>
    `Cannot retreat into ${p.hex}: it is no farther from the enemy in ${p.enemy} than ${p.here} is, and ` +
    `each retreat hex must lead away from every enemy of this combat.`,
  'retreat.friend-at-end': (p) =>
    `The retreat cannot end in ${p.hex}: a friendly unit stands there, and a retreat must end in a hex with no other combat unit (passing through is allowed).`,
  'retreat.dead-end': (p) =>
    `Cannot retreat into ${p.hex}: from there the unit could not retreat the remaining ${p.remaining} ` +
    `hex${p.remaining === '1' ? '' : 'es'} legally, and it must complete the whole retreat (or be ` +
    `destroyed, CBT.9).`,
}

/** Additions some refusals carry: the way around a barrier, and a closed side met by a retreat. */
export const refusalAddsEn: RefusalAdds = {
  around: (p) => ` The way around costs ${p.around} MP, and ${p.aroundLeft} remain.`,
  retreatInto: (p) => `Cannot retreat into ${p.retreatInto}, just as the unit could not move there. `,
}
