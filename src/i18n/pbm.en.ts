// English words of play by mail (the shape is the Russian file's).
import type { PbmStrings } from './pbm.ru'

type Side = 'fr' | 'ru'
const whose = (s: Side): string => (s === 'fr' ? 'the French' : 'the Russians')

export const pbmEn: PbmStrings = {
  title: 'Play by mail',
  intro:
    'Two players each at their own screen exchange turn files (by mail, in a messenger). ' +
    'The dice come from both players’ secrets: nobody can choose a roll, and nobody knows a turn’s rolls until ' +
    'both players have given their part.',
  startAs: (s: Side) => (s === 'fr' ? 'Start as the French' : 'Start as the Russians'),
  startNote: 'The current scenario starts anew; send the first file to your opponent.',
  join: 'Open your opponent’s file…',
  joinNote: 'To join a game, open the first file you were sent.',
  leave: 'Continue at one screen',
  leaveNote: 'The exchange of files stops; the game goes on at this screen with the same dice.',
  leaveSure: 'Sure? The exchange cannot be taken up again; tell your opponent the game goes on without him.',
  leaveCancel: 'Cancel',
  send: 'Send turn',
  open: 'Open turn',
  sendAgain: 'Send again',
  you: (s: Side) => `You play ${whose(s)}.`,
  status: {
    play: 'Your turn. When it is over, send it to your opponent.',
    send: 'Your turn is over: send the file to your opponent.',
    opening: 'Send the file to your opponent: the dice need it.',
    wait: (s: Side) => `Waiting for the turn file of ${whose(s)}. When it comes, press “Open turn”.`,
    over: 'The game is over.',
  },
  started: 'Play-by-mail game started. Send the first file to your opponent.',
  joined: 'You have joined the game. Send your reply file to your opponent.',
  opened: (s: Side) => `The turn of ${whose(s)} is open.`,
  answered: 'Your opponent’s answer has arrived: the dice are ready, your move.',
  answeredSend: 'Your opponent’s answer has arrived: send your file to begin the game.',
  kept: (name: string) => `The game before is saved as “${name}”.`,
  notKept: 'The game before could not be saved (the browser’s storage is full): no new game was started.',
  saved: (name: string) => `File “${name}” saved. Send it to your opponent.`,
  left: 'The game goes on at one screen.',
  handoverHint: 'Your opponent’s turn has arrived: watch what he did, or open the board at once.',
  refusedTitle: 'This turn file was not opened; the game is unchanged',
  details: 'Details',
  problem: {
    'other-game': 'This file is from another game.',
    'own-file': 'This is your own file: open the one your opponent sent.',
    stale: 'This turn was opened before (an old or repeated file).',
    ahead: 'This file is from later on: an earlier file of your opponent is missing. Ask for it.',
    'not-awaited': 'It is your turn to send a file now, not to open one.',
    malformed: 'The dice data in the file are damaged.',
    reveal: 'The dice secret in the file is not the one promised earlier: the file was altered or damaged.',
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
    broken: 'The file could not be read because of an internal error; the game is unchanged.',
  },
}
