// English words of Borodino's play by mail (the shape is the Russian file's).
import type { PbmStrings } from './pbm.ru'
import { awaitingEn, exchangeEn, mailEn } from './pbmShared.en'

type Side = 'fr' | 'ru'
const whose = (s: Side): string => (s === 'fr' ? 'the French' : 'the Russians')

export const pbmEn: PbmStrings = {
  ...mailEn(whose, true),
  intro:
    `${exchangeEn} The dice come from both players’ secrets: nobody can choose a roll, and nobody knows a turn’s ` +
    'rolls until both players have given their part.',
  startAs: (s: Side) => (s === 'fr' ? 'Start as the French' : 'Start as the Russians'),
  startNote: 'The current scenario starts anew; send the first file to your opponent.',
  leaveNote: 'The exchange of files stops; the game goes on at this screen with the same dice.',
  you: (s: Side) => `You play ${whose(s)}.`,
  awaiting: {
    wait: (s: Side) =>
      `The ${s === 'fr' ? 'French' : 'Russians'} are playing now. Their turn comes as a file: open it with “Open turn” ` +
      'above the field — you will see what they did, and your turn begins.',
    ...awaitingEn,
  },
  handoverHint: 'Your opponent’s turn has arrived: watch what he did, or open the board at once.',
  again: (s: Side) => `▶ The ${s === 'fr' ? 'French' : 'Russian'} turn again`,
  againHint: 'See your opponent’s last turn again, step by step (until you make your first move).',
}
