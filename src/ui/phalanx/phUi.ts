// What the Phalanx screens are doing, apart from the game itself: the selection, a facing being chosen,
// the attack being put together, the open dialog, the tutorial step and the review position.
import { create } from 'zustand'
import { clampInt } from '../../core'
import type { Facing, MoveOption, PhRefusal, Side } from '../../phalanx'
import type { Player } from '../../store/phalanx'

/** A facing being chosen: for a unit leaving the camp (with the paths per facing) or in the facing phase. */
export interface FacingChoice {
  unit: string
  hex: string
  /** Facings that may be chosen; for a camp exit only those that reach the hex. */
  allowed: Facing[]
  /** Camp exits only: the path for each allowed facing. */
  paths?: Partial<Record<Facing, MoveOption>>
  proposed: Facing
}

export type PhDialog = null | 'new' | 'saves' | 'rules' | 'pbm'

/** The other side's turn received by mail: its commands [from, to) of the record, played by `side`. */
export interface MailTurn {
  from: number
  to: number
  side: Side
}

export interface PhUi {
  selected: string | null
  choice: FacingChoice | null
  target: string | null
  attackers: string[]
  refusal: PhRefusal | null
  note: string | null
  dialog: PhDialog
  ruleId: string | null
  /** The tutorial step shown, or null. */
  tutorial: number | null
  /** Review: how many commands of the record are shown, or null when not reviewing. */
  review: number | null
  /** The review shows the opponent's turn received by mail (from its start), or null. */
  mailTurn: MailTurn | null
  endClosed: boolean
  /** The first screen's introduction is shown (the game was opened from the welcome screen). */
  intro: boolean
  /** Who plays each side, as New game offers it when it opens (null: the game in progress's setting). */
  offer: Record<Side, Player> | null
  showIntro(on: boolean): void
  /** Opens New game offering these players; nothing changes until the player starts the game. */
  offerNewGame(players: Record<Side, Player>): void
  select(id: string | null): void
  setChoice(c: FacingChoice | null): void
  setTarget(id: string | null): void
  toggleAttacker(id: string): void
  refuse(r: PhRefusal | null): void
  say(note: string | null): void
  open(d: PhDialog): void
  openRule(id: string): void
  setTutorial(step: number | null): void
  setReview(pos: number | null): void
  /** Reviews the opponent's turn received by mail from the position before it. */
  showMailTurn(turn: MailTurn): void
  closeEnd(closed: boolean): void
  reset(): void
}

const CLEAR = { selected: null, choice: null, target: null, attackers: [] as string[], refusal: null }

export const usePhUi = create<PhUi>()((set) => ({
  ...CLEAR,
  note: null,
  dialog: null,
  ruleId: null,
  tutorial: null,
  review: null,
  mailTurn: null,
  endClosed: false,
  intro: false,
  offer: null,
  showIntro: (intro) => set({ intro }),
  offerNewGame: (offer) => set({ dialog: 'new', offer }),
  select: (id) => set({ selected: id, choice: null, refusal: null }),
  setChoice: (choice) => set({ choice }),
  setTarget: (target) => set({ target, attackers: [], refusal: null }),
  toggleAttacker: (id) =>
    set((s) => ({
      attackers: s.attackers.includes(id) ? s.attackers.filter((a) => a !== id) : [...s.attackers, id],
      refusal: null,
    })),
  refuse: (refusal) => set({ refusal }),
  say: (note) => set({ note }),
  open: (dialog) => set({ dialog, offer: null }),
  openRule: (ruleId) => set({ dialog: 'rules', ruleId }),
  setTutorial: (tutorial) => set({ tutorial }),
  setReview: (review) => {
    // A position from a key or a button: a whole number from 0 (the review clamps it to the game's end), else nothing.
    const pos = review === null ? null : clampInt(review, 0, Number.MAX_SAFE_INTEGER)
    // Closing the review ends the showing of a received turn with it.
    if (review === null) set({ ...CLEAR, review: null, mailTurn: null })
    else if (pos !== null) set({ ...CLEAR, review: pos })
  },
  showMailTurn: (mailTurn) => set({ ...CLEAR, review: mailTurn.from, mailTurn }),
  closeEnd: (endClosed) => set({ endClosed }),
  reset: () => set({ ...CLEAR, endClosed: false, review: null, mailTurn: null, intro: false }),
}))
