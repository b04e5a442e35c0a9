// English words of play by mail in «Фаланга» (the shape is the Russian file's).
import type { PhalanxPbmStrings } from './phalanxPbm.ru'
import { pbmEn } from './pbm.en'

type Side = 'south' | 'north'
const whose = (s: Side): string => (s === 'south' ? 'South' : 'North')

export const phalanxPbmEn: PhalanxPbmStrings = {
  title: 'Play by mail',
  intro:
    'Two players each at their own screen exchange turn files (by mail, in a messenger). ' +
    'Every file is checked: the same game, the turn awaited, every command accepted by the rules. ' +
    'With the random defence rule the dice come from both players’ secrets: nobody can choose a roll.',
  startAs: (s: Side) => `Start as ${whose(s)}`,
  startNote: 'A new game starts with the rules of the current one; send the first file to your opponent.',
  join: 'Open your opponent’s file…',
  joinNote: 'To join a game, open the first file you were sent.',
  leave: 'Continue at one screen',
  leaveNote: 'The exchange of files stops; the game goes on at this screen.',
  leaveSure: 'Sure? The exchange cannot be taken up again; tell your opponent the game goes on without him.',
  leaveCancel: 'Cancel',
  send: 'Send turn',
  open: 'Open turn',
  sendAgain: 'Send again',
  you: (s: Side) => `You play ${whose(s)}.`,
  status: {
    play: 'Your turn. When it is over, send it to your opponent.',
    send: 'Your turn is over: send the file to your opponent.',
    opening: 'Send the file to your opponent to begin the game.',
    wait: (s: Side) => `Waiting for the turn file of ${whose(s)}. When it comes, press “Open turn”.`,
    over: 'The game is over.',
  },
  started: 'Play-by-mail game started. Send the first file to your opponent.',
  joined: 'You have joined the game. Send your reply file to your opponent.',
  opened: (s: Side) => `The turn of ${whose(s)} is open.`,
  answered: 'Your opponent’s answer has arrived: your move.',
  answeredSend: 'Your opponent’s answer has arrived: send your file to begin the game.',
  kept: (name: string) => `The game before is saved as “${name}”.`,
  notKept: 'The game before could not be saved (the browser’s storage is full): no new game was started.',
  saved: (name: string) => `File “${name}” saved. Send it to your opponent.`,
  notYours: "Play by mail: it is not your move now. Send your turn or open your opponent's turn file.",
  left: 'The game goes on at one screen.',
  refusedTitle: pbmEn.refusedTitle,
  details: pbmEn.details,
  problem: { ...pbmEn.problem, malformed: 'The exchange data in the file are damaged.' },
}
