// A counter's label in the UI language (the Latin rendering lives with the engine's texts).
import { latinLabel } from '../i18n/latin'
import type { Lang } from '../i18n'

export { latinLabel }
export const unitLabel = (u: { label: string }, lang: Lang): string => (lang === 'en' ? latinLabel(u.label) : u.label)
