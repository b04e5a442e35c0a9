// English words of the Phalanx screens, in the shape of the Russian file.
import { phalanxRulesEn } from './phalanxRules.en'
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
    handoverOn: 'Hide board: on',
    handoverOff: 'Hide board: off',
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
    noMovesWhy: {
      frontTaken: 'No moves: every hex in front is taken. The unit can be turned in the facing phase.',
      frontEdge:
        'No moves: in front are the edge of the field or taken hexes. The unit can be turned in the facing phase.',
      campBlocked: 'No moves: every hex at the camp’s exit is taken — clear the way with another unit.',
    },
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
  rules: phalanxRulesEn,
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
          'and strikes. Hover over a counter: its tooltip says where its front faces.',
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
    whatMail: (side, dice) =>
      "Philip Sabin's hoplite battle: the line, its front and its flanks decide everything" +
      (dice ? ', and in defence a die too (random defence). ' : '; there are no dice. ') +
      `This is a game by mail: you play ${side}, your opponent plays at his own screen, and the turns come as ` +
      'files (the strip above the field).',
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
    'Enter, Esc; h asks for a hint.',
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
  counterTip: (name, facing) =>
    facing === null
      ? name
      : `${name}\nFaces ${facing} (the yellow wedge): the unit moves and attacks only into the two hexes at that ` +
        'corner. It can be turned in the facing phase.',
  campOf: (side) => `Camp: ${side}`,
}
