// The shape of the Phalanx screens' words (board, panels, dialogs, rules reference, tutorial), the same
// in both languages. The rules module's own words (units, refusals, events) are in phalanx.*.ts.
import type { Phase, PhAiLevel, PhRuleId, Side } from '../phalanx'
import type { AutosaveWords, SavesWords } from './savesWords'

export interface PhalanxUiStrings {
  top: {
    menu: string
    back: string
    backHint: string
    newGame: string
    undo: string
    saves: string
    rules: string
    tutorial: string
    lang: string
    handoverOn: string
    handoverOff: string
    turnLine: (gameTurn: number, side: string) => string
    score: string
    lostOf: (n: number) => string
  }
  panel: {
    endPhase: Record<Phase, string>
    hint: Record<Phase, string>
    selectUnit: string
    waiting: string
    noneWaiting: string
    onBoard: string
    mustLeave: (n: number) => string
    destinations: string
    noMoves: string
    /** Why a unit of the side to move has nowhere to go (ui/phalanx/noMoves.ts). */
    noMovesWhy: Record<'frontTaken' | 'frontEdge' | 'campBlocked', string>
    facingPrompt: string
    facingKeys: string
    facingCancel: string
    moved: string
    attack: {
      title: string
      targets: string
      noTargets: string
      attackersFor: (target: string) => string
      sum: (strength: number, defence: number) => string
      routs: string
      fails: string
      commit: string
      clear: string
      pickAttackers: string
    }
    log: string
    emptyLog: string
    values: (a: number, d: number, s: number) => string
    agreeDraw: string
    agreeDrawConfirm: string
    lastTurn: string
  }
  handover: { title: (side: string) => string; text: string; show: string }
  end: {
    title: string
    winner: (side: string) => string
    draw: string
    reason: Record<'break' | 'agreedDraw' | 'turnLimit', (side: string) => string>
    scores: string
    lost: string
    close: string
    again: string
    review: string
  }
  review: {
    title: string
    start: string
    back: string
    forward: string
    close: string
    step: (n: number, of: number) => string
  }
  newGame: {
    title: string
    first: string
    firstSide: Record<Side | 'random', string>
    randomDefence: string
    strategosDouble: string
    players: string
    playersNote: string
    human: string
    level: Record<PhAiLevel, string>
    start: string
    cancel: string
    warn: string
  }
  saves: SavesWords & { defaultName: (turn: number) => string; turn: (n: number) => string }
  autosave: AutosaveWords
  rules: { title: string; intro: string; close: string; text: Record<PhRuleId, string> }
  tutorial: {
    offer: string
    start: string
    leave: string
    next: string
    done: string
    steps: Array<{ title: string; text: string }>
  }
  welcome: { title: string; sub: string }
  /** The first screen's introduction when the game is opened from the welcome screen: `what` for a game at one
   *  screen, `whatMail` for one by mail (this player's side's name; the dice rule named only when it is used). */
  intro: {
    title: string
    what: string
    whatMail: (side: string, dice: boolean) => string
    win: string
    start: string
    play: string
    tutorial: string
    rules: string
  }
  /** The computer's turn in the side panel. */
  ai: {
    plays: (side: string, level: string) => string
    levelName: Record<PhAiLevel, string>
    thinking: string
    showing: string
    skip: string
    skipHint: string
    failed: (side: string) => string
  }
  keys: string
  boardLabel: string
  campOf: (side: string) => string
  /** A counter's tooltip: its name, and for a unit with a front where it faces and what that means (PH-UNIT.5). */
  counterTip: (name: string, facing: string | null) => string
}
