// English texts for Phalanx, in the shape of the Russian file.
import { idParts, list, str } from './phalanx.naming'
import type { PhalanxStrings } from './phalanx.types'

const SIDE = { south: 'South', north: 'North' } as const
const TYPE = {
  strategos: 'Strategos',
  hoplites: 'Hoplites',
  cavalry: 'Cavalry',
  peltasts: 'Peltasts',
  camp: 'Camp',
} as const

const unitName = (id: string): string => {
  const p = idParts(id)
  if (!p) return `"${id.slice(0, 32)}"`
  return `${TYPE[p.kind]}${p.n ? ' ' + p.n : ''} (${SIDE[p.side]})`
}
const FACING = {
  F12: "12 o'clock (↑ up)",
  F2: "2 o'clock (↗ up-right)",
  F4: "4 o'clock (↘ down-right)",
  F6: "6 o'clock (↓ down)",
  F8: "8 o'clock (↙ down-left)",
  F10: "10 o'clock (↖ up-left)",
} as const
const facingName = (f: unknown): string => Object.values(FACING)[Number(f)] ?? '—'
const PHASE = { movement: 'movement', facing: 'facing', attack: 'attack' } as const
const phaseName = (p: unknown): string => PHASE[str(p) as keyof typeof PHASE] ?? str(p)
const names = (ids: unknown, name: (id: string) => string): string => list(ids).map(name).join(', ')

export const phalanxEn: PhalanxStrings = {
  game: { name: 'Phalanx', tagline: 'A hoplite battle without dice, in fifteen minutes' },
  side: SIDE,
  unitType: TYPE,
  unitName,
  phase: { movement: 'Movement', facing: 'Facing', attack: 'Attacks' },
  facing: FACING,
  direction: { NE: 'north-east', E: 'east', SE: 'south-east', SW: 'south-west', W: 'west', NW: 'north-west' },
  labels: {
    movementPhase: 'Movement',
    facingPhase: 'Facing',
    attackPhase: 'Attacks',
    endTurn: 'End turn',
    endPhase: 'Next',
    leaveCamp: 'Leave camp',
    routed: 'Routed',
    lastTurn: 'Last turn',
    score: 'Score',
    losses: 'Losses',
    inCamp: 'In camp',
    strengthVsDefence: (s, d) => `Attack ${s} against defence ${d}`,
    turnOf: (n, side) => `Turn ${n} · ${SIDE[side]} to play`,
  },
  ruleName: {
    'PH-MAP.1': 'The battlefield',
    'PH-MAP.2': 'Ends of the field',
    'PH-MAP.3': 'Hex numbers',
    'PH-MAP.4': 'Directions and neighbours',
    'PH-MAP.5': 'Terrain',
    'PH-MAP.6': 'Camps',
    'PH-UNIT.1': 'Order of battle',
    'PH-UNIT.2': 'Unit values',
    'PH-UNIT.3': 'What a unit records',
    'PH-UNIT.4': 'The strategos',
    'PH-UNIT.5': "A unit's front",
    'PH-UNIT.6': 'One unit per hex',
    'PH-SETUP.1': 'Starting position',
    'PH-SETUP.2': 'Who goes first',
    'PH-SETUP.3': 'Leaving the camp',
    'PH-SETUP.4': 'Camp deadline',
    'PH-SETUP.5': 'Units in the camp',
    'PH-SEQ.1': 'Alternating turns',
    'PH-SEQ.2': 'Phases of a turn',
    'PH-SEQ.3': 'Each player counts own turns',
    'PH-MOVE.1': 'Who moves, and how',
    'PH-MOVE.2': 'Speed',
    'PH-MOVE.3': 'Moving through the front',
    'PH-MOVE.4': 'Occupied hexes and the edge',
    'PH-MOVE.5': 'No turning while moving',
    'PH-ZOC.1': 'No zones of control',
    'PH-FACE.1': 'Turning',
    'PH-FACE.2': 'Facing persists',
    'PH-FACE.3': 'Facing and defence',
    'PH-CBT.1': 'Attacks are optional',
    'PH-CBT.2': 'Who may attack',
    'PH-CBT.3': 'One attack per unit and per target',
    'PH-CBT.4': 'Attack and defence strength',
    'PH-CBT.5': 'Result of an attack',
    'PH-CBT.6': 'Order of attacks',
    'PH-CBT.7': 'Attackers needed',
    'PH-WIN.1': 'Losses',
    'PH-WIN.2': 'End-of-turn check',
    'PH-WIN.3': 'The last turn',
    'PH-WIN.4': 'Unit values in points',
    'PH-WIN.5': 'Scoring',
    'PH-WIN.6': 'The winner',
    'PH-WIN.7': 'No turn limit',
    'PH-OPT.1': 'Random defence (optional)',
  },
  refusal: {
    'command.unknown': (p) => `There is no such command: "${str(p.type)}".`,
    'command.malformed': (p) => `The "${str(p.type)}" command is malformed (fields: ${list(p.fields).join(', ')}).`,
    'game.over': () => 'The game is already over.',
    'phase.wrong': (p) =>
      `This is the ${phaseName(p.phase)} phase; that is done in the ${phaseName(p.expected)} phase.`,
    'unit.unknown': (p, n) => `There is no unit ${n(str(p.unit))}.`,
    'unit.not-own': (p, n) => `${n(str(p.unit))} is an enemy unit: it is not their turn.`,
    'unit.lost': (p, n) => `${n(str(p.unit))} is already out of the battle.`,
    'move.already-moved': (p, n) => `${n(str(p.unit))} has already moved this turn: each unit moves once.`,
    'move.camp-immobile': () => 'The camp does not move.',
    'move.too-long': (p, n) =>
      `${n(str(p.unit))} moves at most ${str(p.speed)} hex(es) a turn; this path has ${str(p.steps)}.`,
    'move.not-adjacent': (p) =>
      `Step ${str(p.step)}: hex ${str(p.hex)} is not next to the last one; a path goes hex by hex.`,
    'move.not-front': (p, n) =>
      `Step ${str(p.step)}: hex ${str(p.hex)} is not in front of ${n(str(p.unit))} (facing ${facingName(p.facing)}). Turn it in the facing phase first.`,
    'move.occupied': (p, n) =>
      `Step ${str(p.step)}: hex ${str(p.hex)} is occupied (${n(str(p.by))}). Units cannot pass through others.`,
    'move.off-board': (p) => `Step ${str(p.step)}: "${str(p.hex)}" is off the field.`,
    'move.exit-facing-missing': (p, n) => `To bring ${n(str(p.unit))} out of the camp, choose which way it will face.`,
    'move.peltasts-no-facing': () => 'Peltasts have no facing: they move in any direction.',
    'move.no-turning': (p, n) =>
      `${n(str(p.unit))} cannot turn while moving: facing changes in the facing phase, after movement.`,
    'face.no-facing': (p, n) => `${n(str(p.unit))}: only hoplites and cavalry are turned.`,
    'face.not-on-board': (p, n) => `${n(str(p.unit))} is not on the field, so it cannot be turned.`,
    'face.unchanged': (p, n) => `${n(str(p.unit))} already faces ${facingName(p.facing)}.`,
    'attack.no-attackers': () => 'Choose at least one attacking unit.',
    'attack.target-own': (p, n) => `${n(str(p.unit))} is one of your own units.`,
    'attack.target-not-on-board': (p, n) =>
      `${n(str(p.unit))} is not on the field: units in the camp cannot be attacked.`,
    'attack.attacker-not-own': (p, n) => `${n(str(p.unit))} is an enemy unit and does not attack in your turn.`,
    'attack.attacker-not-on-board': (p, n) => `${n(str(p.unit))} is not on the field and cannot attack.`,
    'attack.attacker-no-strength': (p, n) => `${n(str(p.unit))} has attack strength 0.`,
    'attack.not-front': (p, n) => `${n(str(p.target))} is not in a hex next to ${n(str(p.unit))}, in front of it.`,
    'attack.attacker-repeated': (p, n) => `${n(str(p.unit))} is listed twice.`,
    'attack.attacker-used': (p, n) => `${n(str(p.unit))} has already taken part in an attack this turn.`,
    'attack.target-used': (p, n) =>
      `${n(str(p.unit))} has already been attacked this turn: everyone striking one target attacks together.`,
    'end.camp-deadline': (p, n) =>
      `Turn 3 is the last chance to leave the camp, and ${names(p.units, n)} are still inside. Bring them out: a hex next to the camp is free.`,
  },
  event: {
    moved: (e, n) =>
      e.from === 'camp'
        ? `${n(e.unit)} leaves the camp to ${e.path.join(' → ')}.`
        : `${n(e.unit)}: ${e.from} → ${e.path.join(' → ')}.`,
    faced: (e, n) => `${n(e.unit)} turns to face ${facingName(e.to)}.`,
    attackDeclared: (e, n) => `${names(e.attackers, n)} attack ${n(e.target)}: ${e.strength} against ${e.defence}.`,
    defenceRolled: (e, n) => `Die for ${n(e.target)}: ${e.die}; its defence is now ${e.defence}.`,
    routed: (e, n) => `${n(e.unit)} is routed (${e.strength} against ${e.defence}) and leaves the field.`,
    attackFailed: (e, n) => `The attack on ${n(e.target)} fails: ${e.strength} against ${e.defence}.`,
    unitsLostInCamp: (e, n) => `Never left the camp, and lost: ${names(e.units, n)}.`,
    phaseStarted: (e) => `${PHASE[e.phase].charAt(0).toUpperCase()}${PHASE[e.phase].slice(1)} phase.`,
    turnStarted: (e) => `Turn ${e.gameTurn}: ${SIDE[e.side]} to play (its turn ${e.ownTurn}).`,
    lastTurn: (e) => `${SIDE[e.side]} has lost four units: this is its last turn.`,
    gameEnded: (e) => {
      if (e.reason === 'agreedDraw') return 'Game over: a draw by agreement.'
      if (e.reason === 'turnLimit') return 'Game over: the turn limit is reached, a draw.'
      const s = e.scores ?? { south: 0, north: 0 }
      const who = e.winner === null ? 'a draw' : `${SIDE[e.winner]} wins`
      return `Game over: ${SIDE[e.breaking ?? 'south']} breaks. Score South ${s.south} – North ${s.north}, ${who}.`
    },
  },
  glossary: {
    phalanx: { term: 'Phalanx', meaning: 'A close-packed line of hoplites; also the name of this game.' },
    unit: { term: 'Unit', meaning: 'One counter on the field: hoplites, cavalry, peltasts or the camp.' },
    hoplites: { term: 'Hoplites', meaning: 'Heavy infantry: slow, but hard to break.' },
    strategos: {
      term: 'Strategos',
      meaning: 'The general; his hoplite unit is stronger than the rest and worth 2 points.',
    },
    cavalry: { term: 'Cavalry', meaning: 'Fast horsemen: two hexes a turn, but a weak defence.' },
    peltasts: { term: 'Peltasts', meaning: 'Light infantry with no facing: they move and strike in any direction.' },
    camp: { term: 'Camp', meaning: 'The hex an army marches out from; it is a unit too, and can fall.' },
    attackStrength: {
      term: 'Attack strength',
      meaning: 'What a unit adds to an attack; several attackers add theirs together.',
    },
    defenceStrength: { term: 'Defence strength', meaning: 'What the attackers must reach to rout the unit.' },
    speed: { term: 'Speed', meaning: 'How many hexes a unit may advance in a turn.' },
    turn: { term: 'Turn', meaning: "One player's go: movement, facing, attacks." },
    firstTurn: { term: 'First turn', meaning: "Each player's own first go; each player has one." },
    movement: { term: 'Movement', meaning: 'Moving units hex by hex, always towards their front.' },
    front: { term: 'Front', meaning: 'The two neighbouring hexes at the corner a unit faces.' },
    facing: { term: 'Facing', meaning: 'The hex corner a unit is turned towards.' },
    vertex: { term: 'Hex corner', meaning: 'One of the six corners of a hexagon.' },
    turnUnit: { term: 'Turn (a unit)', meaning: 'Point a unit at another corner; this comes after movement.' },
    leaveCamp: {
      term: 'Leave the camp',
      meaning: "A unit's first step onto the field; its facing is chosen just before.",
    },
    attack: { term: 'Attack', meaning: 'A blow at an adjacent enemy unit in front, by one unit or several together.' },
    routed: { term: 'Routed', meaning: 'What happens to a target when the attack reaches its defence.' },
    removed: { term: 'Removed from the field', meaning: 'A routed unit is taken off; its hex is left empty.' },
    losses: { term: 'Losses', meaning: 'Routed units, and any that never left the camp in time.' },
    victoryPoints: {
      term: 'Victory points',
      meaning: 'The final score: the strategos is worth 2, every other unit 1.',
    },
    hex: { term: 'Hex', meaning: 'One six-sided space of the battlefield.' },
    flank: { term: 'Flank', meaning: 'An end of the line; left and right as seen facing the enemy.' },
    support: { term: 'Support', meaning: 'One more unit joining an attack on the same target.' },
    die: { term: 'Die (d6)', meaning: 'Needed only by the optional random defence rule.' },
    optionalRule: { term: 'Optional rule', meaning: 'An addition the players switch on if they wish.' },
  },
}
