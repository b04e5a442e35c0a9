// English words of play by mail in «Фаланга» (the shape is the Russian file's).
import type { PhalanxPbmStrings } from './phalanxPbm.ru'
import { awaitingEn, exchangeEn, mailEn } from './pbmShared.en'

type Side = 'south' | 'north'
const name = (s: Side): string => (s === 'south' ? 'South' : 'North')

/** The words for a game with the dice rule (`dice`) or without it. */
export const phalanxPbmEnFor = (dice: boolean): PhalanxPbmStrings => ({
  ...mailEn(name, dice),
  intro:
    `${exchangeEn} Every file is checked: the same game, the turn awaited, every command accepted by the rules.` +
    (dice ? ' The random defence dice come from both players’ secrets: nobody can choose a roll.' : ''),
  startAs: (s: Side) => `Start as ${name(s)}`,
  startNote: 'A new game starts with the rules of the current one; send the first file to your opponent.',
  leaveNote: 'The exchange of files stops; the game goes on at this screen.',
  you: (s: Side) => `You play ${name(s)}.`,
  notYours: 'Play by mail: it is not your move now. Send your turn or open your opponent’s turn file.',
  turn: {
    title: (s: Side) => `Your opponent’s turn (${name(s)})`,
    before: (s: Side) => `The position before ${name(s)}’s turn. “Forward ▶” shows its actions one by one.`,
    step: (n: number, of: number) => `action ${n} of ${of}`,
    first: '|◀ To the turn’s start',
    close: 'To my turn',
    again: (s: Side) => `▶ ${name(s)}’s turn again`,
    againHint: 'Your opponent’s last turn, step by step; your own moves stay as they are.',
  },
  awaiting: {
    wait: (s: Side) =>
      `${name(s)} is playing now. The turn comes as a file: open it with “Open turn” above the field — you will ` +
      'see what was done, and your turn begins.',
    ...awaitingEn,
  },
  handoverMail: 'In a game by mail each player has a screen of his own: the field need not be hidden.',
})

export const phalanxPbmEn = phalanxPbmEnFor(false)
