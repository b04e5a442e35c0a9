// English words of the Phalanx screens, in the shape of the Russian file.
import type { PhalanxUiStrings } from './phalanxUi.types'

export const phalanxUiEn: PhalanxUiStrings = {
  top: {
    menu: 'Menu',
    back: '← Borodino',
    backHint: 'Back to the battle of Borodino (the Phalanx game is kept)',
    newGame: 'New game',
    undo: 'Undo',
    saves: 'Saves',
    rules: 'Rules',
    tutorial: 'Tutorial',
    lang: 'Русский',
    handoverOn: 'Hand-over: on',
    handoverOff: 'Hand-over: off',
    turnLine: (n, side) => `Turn ${n} · ${side} to play`,
    score: 'Losses',
    lostOf: (n) => `${n} of 4`,
  },
  panel: {
    endPhase: { movement: 'End movement', facing: 'End facing', attack: 'End turn' },
    hint: {
      movement:
        'Pick one of your units on the field or in the camp: the light blue hexes are where it can go. Each unit moves once a turn, only through its front.',
      facing:
        'Pick hoplites or cavalry and click one of the six corners around the unit (or keys 1–6, arrows and Enter): the front is the two hexes at that corner.',
      attack:
        'Pick an enemy unit as the target, then your attackers that have it in their front. Attack total ≥ defence routs the target.',
    },
    selectUnit: 'Units',
    waiting: 'Waiting in the camp',
    noneWaiting: 'The camp is empty',
    onBoard: 'On the field',
    mustLeave: (n) => `Third turn: ${n} unit(s) still in the camp — all must leave before movement ends.`,
    destinations: 'Move to',
    noMoves: 'No moves',
    facingPrompt: 'New facing: click a corner',
    facingKeys: '1–6 or ←/→ and Enter; Esc cancels',
    facingCancel: 'Cancel',
    moved: 'has moved',
    attack: {
      title: 'Attack',
      targets: 'Targets',
      noTargets: 'No enemy unit stands in front of your units.',
      attackersFor: (t) => `Attacking ${t}`,
      sum: (s, d) => `Attack ${s} against defence ${d}`,
      routs: 'routs',
      fails: 'no effect',
      commit: 'Attack',
      clear: 'Clear',
      pickAttackers: 'Mark the attackers (click the unit or tick its box).',
    },
    log: 'Moves of the game',
    emptyLog: 'No moves yet.',
    values: (a, d, s) => `attack ${a} · defence ${d} · speed ${s}`,
    agreeDraw: 'Agreed draw',
    agreeDrawConfirm: 'Do both players agree to a draw?',
    lastTurn: 'This side has already lost 4 units: this is its last turn.',
  },
  handover: {
    title: (side) => `${side} to play`,
    text: 'Pass the screen to your opponent. The field stays hidden until they are ready.',
    show: 'Show the field',
  },
  end: {
    title: 'The battle is over',
    winner: (side) => `${side} wins`,
    draw: 'A draw (5 : 5)',
    reason: {
      break: (side) => `${side} has lost four units and leaves the field.`,
      agreedDraw: () => 'The players agreed to a draw.',
      turnLimit: () => 'The turn limit was reached — a draw.',
    },
    scores: 'Score',
    lost: 'Lost',
    close: 'Look at the field',
    again: 'New game',
    review: 'Review the game',
  },
  review: {
    title: 'Review',
    start: 'To the start',
    back: '◀ Back',
    forward: 'Forward ▶',
    close: 'End review',
    step: (n, of) => `Record step ${n} of ${of}`,
  },
  newGame: {
    title: 'New game of Phalanx',
    first: 'First to play',
    firstSide: { south: 'South', north: 'North', random: 'By lot' },
    randomDefence: 'Optional rule: random defence (a die, PH-OPT.1)',
    strategosDouble: "The strategos's hoplites count as two losses (PH-INT.12)",
    players: 'Players',
    playersNote: 'A side given to the computer plays by itself; the hand-over screen is shown only between two people.',
    human: 'Person',
    level: { easy: 'Computer: easy', normal: 'Computer: normal', hard: 'Computer: hard' },
    start: 'Start',
    cancel: 'Cancel',
    warn: 'The Phalanx game in progress will be replaced (you can save it first).',
  },
  saves: {
    title: 'Phalanx saves',
    name: 'Name',
    defaultName: (n) => `Phalanx, turn ${n}`,
    save: 'Save',
    load: 'Load',
    del: 'Delete',
    empty: 'No saved games.',
    export: 'Download file',
    import: 'Load from file',
    saved: (n) => `Saved: “${n}”.`,
    loaded: 'The game is loaded.',
    bad: 'The file was not loaded — the current game is unchanged.',
    details: 'Details',
    problem: {
      'not-json': 'The file is damaged or is not a save: it could not be read.',
      'not-object': 'The file holds no saved game.',
      foreign: 'This is not a Phalanx save: the file belongs to another game or program.',
      'newer-version': 'The game was saved by a newer version. Reload the page and try again.',
      'bad-version': 'The save file is damaged: its version number is wrong.',
      field: 'The save file is incomplete or damaged: information the game needs is missing.',
      'too-large': 'The file is too large for a saved game (over 1 MB): it is probably not a save.',
      'too-deep': 'The save file is damaged: its data is nested far deeper than the game ever writes.',
      'bad-command': 'One of the orders recorded in the file is damaged.',
      'unknown-scenario': 'The game was played in a scenario this version does not have.',
      'replay-refused': 'The recorded orders do not make a game under the rules: one of them is impossible.',
      'replay-mismatch':
        'The file was changed after it was saved: the recorded orders do not lead to the recorded position.',
      broken: 'The file could not be read because of an error in the game. The current game is unharmed.',
    },
    notSaved: {
      full: (n) =>
        `“${n}” was not saved: the browser's storage is full. Your saves are unchanged. Delete old saves or download a file.`,
      unavailable: (n) =>
        `“${n}” was not saved: the browser does not allow storing data. Your saves are unchanged. Download a file.`,
      unreadable: (n) =>
        `“${n}” was not saved: an earlier unreadable list of saves is still kept. Save it to a file or delete it, then save again.`,
    },
    deleted: (n) => `Deleted: “${n}”.`,
    undoDelete: 'Undo',
    confirmReplace: 'The current game is not saved, neither by name nor to a file. Replace it?',
    replace: 'Replace',
    cancel: 'Cancel',
    confirmOverwrite: (n) => `“${n}” holds another game. Replace it with this one?`,
    overwrite: 'Replace',
    saveAs: (n) => `Save as “${n}”`,
    unreadableList:
      'The list of Phalanx saves in this browser is damaged and cannot be read. Its text is kept apart and will not be written over: save it to a file.',
    unreadableExport: 'Save it to a file',
    unreadableDelete: 'Delete it',
    exportFirst: 'Download a file first',
    turn: (n) => `turn ${n}`,
  },
  autosave: {
    saveFailed: {
      full: "The game is not being saved: the browser's storage is full. Download it as a file so as not to lose it.",
      unavailable:
        'The game is not being saved: the browser does not allow storing data. Download it as a file so as not to lose it.',
    },
    download: 'Download the game as a file',
    brokenTitle: 'The Phalanx autosave cannot be read',
    brokenText:
      'The Phalanx game saved in this browser could not be opened. It has been left as it is: save it to a file or delete it and start anew.',
    brokenDownload: 'Save it to a file',
    brokenDiscard: 'Delete it and start anew',
    brokenPaused: 'The Phalanx autosave is paused: the game saved earlier in this browser cannot be read.',
    brokenDecide: 'Decide',
  },
  rules: {
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
  },
  tutorial: {
    offer: 'New here? A tutorial in four steps: leaving the camp, facing, a combined attack, the end of the game.',
    start: 'Start the tutorial',
    leave: 'Leave the tutorial',
    next: 'Next',
    done: 'Done',
    steps: [
      {
        title: '1. Leaving the camp',
        text:
          'Your units (South, red) wait in the camp at the bottom. Pick one — the cavalry, say — and click a ' +
          'light blue hex. Leaving, a unit chooses its facing: click a corner (or 1–6 and Enter). Within three ' +
          'turns every unit must be out.',
      },
      {
        title: '2. Facing',
        text:
          'Press «End movement». In the facing phase pick the unit that came out and turn it to another ' +
          'corner. The wedge on the counter shows the corner, the lit hexes its front: the only way it steps ' +
          'and strikes.',
      },
      {
        title: '3. A combined attack',
        text:
          'We have moved you ahead to an attack phase. Pick the enemy hoplites (defence 3) before your line, ' +
          'then mark three of your units that have them in front: 3 against 3 routs. Press «Attack».',
      },
      {
        title: '4. The end of the game',
        text:
          "A side that has lost four units breaks at the end of its turn. The broken side scores the enemy's " +
          'losses, the other 10 minus its own. The losses are counted at the top of the screen.',
      },
    ],
  },
  welcome: {
    title: 'Phalanx',
    sub: 'The second game: a hoplite battle without dice in 15 minutes. The best start — it teaches hex moves, fronts and combined attacks.',
  },
  intro: {
    title: 'Phalanx: how to start',
    what:
      "Philip Sabin's diceless hoplite battle: the line, its front and its flanks decide everything. A " +
      'game takes about 15 minutes. Two people play at one screen; South (at the bottom) moves first. To ' +
      'play the computer, use “New game”.',
    win:
      'Winning. A side that has lost 4 units (the camp counts as a unit) at the end of its own turn ' +
      'breaks. The 10 points are shared out by losses; the higher score wins.',
    start:
      'A turn: bring units out of the camp and move them (a unit, then a hex), turn their fronts, then ' +
      'attack. A unit strikes only into a hex in front of it; the enemy unit is routed when the attackers ' +
      'together match its defence. The “End …” button in the panel moves on to the next phase.',
    play: 'Play',
    tutorial: 'Tutorial',
    rules: 'Rules',
  },
  keys:
    'Keys: on the field the arrows move a frame over the hexes, Enter or Space pick the unit or hex ' +
    'under it; Tab reaches the unit and hex buttons in the panel; choosing a facing — 1–6, arrows, ' +
    'Enter, Esc.',
  boardLabel: 'The Phalanx field',
  ai: {
    plays: (side, level) => `${side} is played by the computer (${level}).`,
    levelName: { easy: 'easy', normal: 'normal', hard: 'hard' },
    thinking: 'The computer is thinking…',
    showing: 'The computer is moving.',
    skip: 'Skip',
    skipHint: 'Show the rest of the computer’s turn at once',
    failed: (side) => `The computer could not play ${side}; that side is yours now.`,
  },
  campOf: (side) => `Camp: ${side}`,
}
