// Counter colours: side colours, the contingent band, and the pale back side.
import type { Nationality, Side } from '../../engine'

export const SIDE_FILL: Record<Side, string> = { fr: '#2f4f9a', ru: '#3b6b34' }
export const SIDE_BACK: Record<Side, string> = { fr: '#9fb0d8', ru: '#a9c39b' }
export const SIDE_INK: Record<Side, string> = { fr: '#14224a', ru: '#15300f' }

/** A coloured band on top of the counter tells the contingents apart. */
export const BAND: Partial<Record<Nationality, string>> = { italian: '#1f9a52', polish: '#d3263e', german: '#e0b321' }

export const COUNTER = 58
