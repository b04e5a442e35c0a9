// UI-only state: language, selection, hover, the attack being put together, open dialogs.
import { createStore, useStore } from 'zustand'
import type { Coach, HexCode, Refusal } from '../../engine'
import { loadLang, stringsFor, type Lang, type Strings } from '../../i18n'

/** A part of the game fetched on demand, as the messages name it. */
export type FetchedPart = keyof Strings['screen']['part']

export type Dialog =
  | null
  | 'new-game'
  | 'saves'
  | 'rules'
  | 'tutorial'
  | 'welcome'
  | 'keys'
  | 'phase-warning'
  | 'briefing'
  | 'picture'
  | 'pbm'

/** Board overlays: enemy zones of control, a battery's fire arc, the hypothetical scenario's deployment zones. */
export interface Overlays {
  zoc: boolean
  arc: boolean
  zones: boolean
  /** Enemy units this side can still attack this turn, with the best odds (engine attackOptions). */
  attacks: boolean
  /** Own units the enemy could attack next turn (engine threatOptions). */
  threats: boolean
}

const NO_OVERLAYS: Overlays = { zoc: false, arc: false, zones: false, attacks: false, threats: false }

export interface UiStore {
  lang: Lang
  selectedUnit: string | null
  selectedCommander: string | null
  /** Setup (SCN.2): place the selected battery limbered. */
  setupLimbered: boolean
  setSetupLimbered(v: boolean): void
  hoverHex: HexCode | null
  hoverUnit: string | null
  /** The attack being put together in the combat phase. */
  defender: string | null
  attackers: string[]
  dialog: Dialog
  /** The dialog the rules reference was opened over; closing the reference goes back to it. */
  underRules: Dialog
  ruleId: string | null
  message: string | null
  /** The message stays until replaced or cleared (a note of a fetch still going on), rather than fading. */
  messageStays: boolean
  /** A request to centre the board on a hex (n changes on every request). */
  focus: {
    hex: HexCode
    n: number
    zoom?: number
    ifHidden?: boolean
    hexes?: readonly HexCode[]
    /** Asked by the computer's play (the board goes back to the person's view when their turn comes). */
    computer?: boolean
  } | null
  overlays: Overlays
  /** Centres the board on a hex; zoom is a factor over the default hex size. */
  focusOn(hex: HexCode, zoom?: number): void
  /** Centres the board on a hex only when it is off screen (a choice the player is making stays put). */
  revealHex(hex: HexCode): void
  /** Brings all these hexes into view together, gliding, only when one of them is off screen. */
  revealHexes(hexes: readonly HexCode[], computer?: boolean): void
  toggleOverlay(o: keyof Overlays): void
  /** Sets the overlays named; every other one is switched off. */
  setOverlays(o: Partial<Overlays>): void
  setLang(l: Lang): void
  selectUnit(id: string | null): void
  selectCommander(id: string | null): void
  setHover(hex: HexCode | null, unit: string | null): void
  setDefender(id: string | null): void
  toggleAttacker(id: string): void
  clearAttack(): void
  openDialog(d: Dialog): void
  openRule: (id: string | null) => void
  say(msg: string | null, opts?: { stays?: boolean }): void
  /** Says that a part fetched on demand (a lesson, the rules, a panel…) could not be fetched, naming it. */
  sayLoadFailed(part: FetchedPart): void
  /** Why the last click did nothing (e.g. a hex out of reach), from an engine query; shown like a refusal. */
  explanation: Refusal | null
  explain(r: Refusal | null): void
  /** The coach's warnings (a costly move, a phase end that loses a commander): shown unless switched off. */
  coach: boolean
  setCoach(on: boolean): void
  /** What ending the phase now would cost (Coach.phaseEndWarnings), asked about in the 'phase-warning' dialog. */
  phaseWarnings: readonly Coach.Warning[]
  askPhaseEnd(w: readonly Coach.Warning[]): void
}

const LANG_KEY = 'borodino:lang'
const COACH_KEY = 'borodino:coach'

/** The coach's warnings: on unless the player has switched them off. */
export const initialCoach = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(COACH_KEY) !== 'off'
  } catch {
    return true
  }
}
/** The language: a ?lang= link first, then the player's earlier choice, then the browser's language
 *  (Russian when it starts with «ru» or is unknown, English otherwise). */
export const initialLang = (): Lang => {
  try {
    const q = new URLSearchParams(globalThis.location?.search ?? '').get('lang')
    if (q === 'en' || q === 'ru') return q
    const v = globalThis.localStorage?.getItem(LANG_KEY)
    if (v === 'en' || v === 'ru') return v
    const nav = globalThis.navigator?.language
    if (nav && !nav.toLowerCase().startsWith('ru')) return 'en'
  } catch {
    /* no storage: default */
  }
  return 'ru'
}

// Plain immutable updates (no immer middleware): the store is part of the first screen, immer is not.
const uiStore = createStore<UiStore>()((set) => ({
  // The language and the welcome come from storage and the URL: set by startApp (start.ts, startingUi), not on import.
  lang: 'ru',
  selectedUnit: null,
  selectedCommander: null,
  setupLimbered: false,
  setSetupLimbered: (v) => set({ setupLimbered: v }),
  hoverHex: null,
  hoverUnit: null,
  defender: null,
  attackers: [],
  dialog: null,
  underRules: null,
  ruleId: null,
  message: null,
  messageStays: false,
  focus: null,
  overlays: NO_OVERLAYS,
  focusOn: (hex, zoom) => set((s) => ({ focus: { hex, zoom, n: (s.focus?.n ?? 0) + 1 } })),
  revealHex: (hex) => set((s) => ({ focus: { hex, ifHidden: true, n: (s.focus?.n ?? 0) + 1 } })),
  revealHexes: (hexes, computer) =>
    set((s) =>
      hexes[0] ? { focus: { hex: hexes[0], hexes, ifHidden: true, computer, n: (s.focus?.n ?? 0) + 1 } } : s,
    ),
  toggleOverlay: (o) => set((s) => ({ overlays: { ...s.overlays, [o]: !s.overlays[o] } })),
  setOverlays: (o) => set({ overlays: { ...NO_OVERLAYS, ...o } }),
  setLang: (l) => {
    // The other language is its own chunk: switch, and remember the choice, once it is loaded
    // (offline it is in the service worker's cache). A failed load leaves the language as it was.
    loadLang(l).then(
      () => {
        try {
          globalThis.localStorage?.setItem(LANG_KEY, l)
        } catch {
          /* ignore */
        }
        set({ lang: l })
      },
      () => set((s) => ({ message: stringsFor(s.lang).langFailed, messageStays: false })),
    )
  },
  selectUnit: (id) => set({ selectedUnit: id, selectedCommander: null }),
  selectCommander: (id) => set({ selectedCommander: id, selectedUnit: null }),
  // An unchanged hover leaves the store as it is: the board's hover subscribers are not woken for nothing.
  setHover: (hex, unit) =>
    set((s) => (s.hoverHex === hex && s.hoverUnit === unit ? s : { hoverHex: hex, hoverUnit: unit })),
  setDefender: (id) => set({ defender: id, attackers: [] }),
  toggleAttacker: (id) =>
    set((s) => ({
      attackers: s.attackers.includes(id) ? s.attackers.filter((a) => a !== id) : [...s.attackers, id],
    })),
  clearAttack: () => set({ defender: null, attackers: [] }),
  openDialog: (d) => set({ dialog: d, underRules: null }),
  openRule: (id) =>
    set((s) => {
      if (id) return { ruleId: id, dialog: 'rules', underRules: s.dialog !== 'rules' ? s.dialog : s.underRules }
      if (s.dialog === 'rules') return { ruleId: id, dialog: s.underRules, underRules: null }
      return { ruleId: id }
    }),
  say: (m, opts) => set({ message: m, messageStays: !!opts?.stays }),
  sayLoadFailed: (part) =>
    set((s) => {
      const t = stringsFor(s.lang)
      return { message: t.screen.loadFailed(t.screen.part[part]), messageStays: false }
    }),
  explanation: null,
  explain: (r) => set({ explanation: r }),
  coach: true,
  setCoach: (on) => {
    try {
      globalThis.localStorage?.setItem(COACH_KEY, on ? 'on' : 'off')
    } catch {
      /* no storage: this page only */
    }
    set({ coach: on })
  },
  phaseWarnings: [],
  askPhaseEnd: (w) => set({ phaseWarnings: w, dialog: 'phase-warning', underRules: null }),
}))

/** The UI store: a hook for components (`useUi(selector)`) with the store's own methods on it. */
export const useUi = Object.assign(<T>(selector: (s: UiStore) => T): T => useStore(uiStore, selector), uiStore)

/**
 * Sets what the UI starts with on this page (startApp: the language, the welcome, the coach) and makes it the store's
 * starting state, the one React reads while it adopts a first screen made at build time (main.tsx): so that screen
 * can show what a first visit shows (the welcome dialog) without React finding it different from the app.
 */
export function startUi(start: Partial<UiStore>): void {
  uiStore.setState(start)
  const started = uiStore.getState()
  uiStore.getInitialState = () => started
  useUi.getInitialState = uiStore.getInitialState // the hook's copy of the method, the same answer
}
