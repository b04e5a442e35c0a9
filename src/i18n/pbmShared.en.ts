// The English words both games' play by mail say alike (the shape is the Russian file's).
import type { MailWords } from './pbmShared.ru'

/** The first line of each game's introduction. */
export const exchangeEn = 'Two players each at their own screen exchange turn files (by mail, in a messenger).'

/** The side panel while the other side plays at a distance: this player's file to send (each game adds its «wait»). */
export const awaitingEn = {
  send: 'Your turn is over. Send the file to your opponent with “Send turn” above the field, then wait for the answer.',
  opening: 'Send the first file to your opponent with “Send turn” above the field: the game begins with it.',
}

export function mailEn<S extends string>(whose: (s: S) => string, dice: boolean): MailWords<S> {
  // Without dice the secrets only seal the exchange: its words then name no dice.
  const secret = dice ? 'dice' : 'exchange'
  return {
    title: 'Play by mail',
    join: 'Open your opponent’s file…',
    joinNote: 'To join a game, open the first file you were sent.',
    leave: 'Continue at one screen',
    leaveSure: 'Sure? The exchange cannot be taken up again; tell your opponent the game goes on without him.',
    leaveCancel: 'Cancel',
    startSure:
      'A play-by-mail game is in progress. A new one replaces it; if it is not saved, it is kept in Saves with its ' +
      'exchange, and loading it takes the game up again. Start a new one?',
    joinSure:
      'A play-by-mail game is in progress. Joining another replaces it; if it is not saved, it is kept in Saves with ' +
      'its exchange. Choose the file if you agree.',
    newSure: (kept: string) =>
      'A play-by-mail game is in progress. A new game stops the exchange at this screen; the current game is kept ' +
      `in Saves as “${kept}” — load it to go on with the exchange.`,
    newConfirm: 'Yes, a new game',
    send: 'Send turn',
    open: 'Open turn',
    sendAgain: 'Send again',
    status: {
      play: 'Your turn. When it is over, send it to your opponent.',
      send: 'Your turn is over: send the file to your opponent.',
      opening: dice
        ? 'Send the file to your opponent: the dice need it.'
        : 'Send the file to your opponent to begin the game.',
      wait: (s) => `Waiting for the turn file of ${whose(s)}. When it comes, press “Open turn”.`,
      over: 'The game is over.',
    },
    started: 'Play-by-mail game started. Send the first file to your opponent.',
    joined: 'You have joined the game. Send your reply file to your opponent.',
    opened: (s) => `Turn file opened: the moves of ${whose(s)} are on your board.`,
    answered: dice
      ? 'Your opponent’s answer has arrived: the dice are ready, your move.'
      : 'Your opponent’s answer has arrived: your move.',
    answeredSend: 'Your opponent’s answer has arrived: send your file to begin the game.',
    kept: (name) => `The game before is saved as “${name}”.`,
    notKept: 'The game before could not be saved (the browser’s storage is full): no new game was started.',
    saved: (name) => `File “${name}” saved. Send it to your opponent.`,
    left: 'The game goes on at one screen.',
    refusedTitle: 'This turn file was not opened; the game is unchanged',
    details: 'Details',
    problem: {
      'other-game': 'This file is from another game.',
      'own-file': 'This is your own file: open the one your opponent sent.',
      stale: 'This turn was opened before (an old or repeated file).',
      ahead: 'This file is from later on: an earlier file of your opponent is missing. Ask for it.',
      'not-awaited': 'It is your turn to send a file now, not to open one.',
      malformed: `The ${secret} data in the file are damaged.`,
      reveal: `The ${secret} secret in the file is not the one promised earlier: the file was altered or damaged.`,
      unreadable: 'This is not a turn file, or it is damaged.',
      foreign: 'This is another kind of file (a saved game, say), not a turn file.',
      'newer-version': 'The file was made by a newer version of the game: reload the page.',
      'too-large': 'The file is too large for a turn file.',
      field: 'The turn file lacks data, or its data are damaged.',
      'no-game': 'No play-by-mail game is in progress. To join one, open your opponent’s first file.',
      'unknown-scenario': 'This version of the game does not have the file’s scenario.',
      position:
        'The turn was played from another position than the one on your board: the file was altered or a turn is missing.',
      'bad-command': 'The file holds a command that cannot be read.',
      refused: 'The rules do not allow one of the commands in the file.',
      'wrong-side': 'The file holds a command given out of turn.',
      unfinished: 'The turn in the file is not finished.',
      mismatch:
        'The file’s commands lead to another position than the sender’s: the file was altered, or the versions differ.',
      changed: 'The game changed while the file was being read; the file was not opened. Open it again.',
      'not-kept':
        'The game in progress could not be saved (the browser’s storage is full), so the file was not opened: free some room in Saves.',
      broken: 'The file could not be read because of an internal error; the game is unchanged.',
    },
  }
}
