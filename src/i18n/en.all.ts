// Every English string, in one chunk (the Russian one's counterpart): loaded when English is chosen or is the
// browser's language.
import { en } from './en'
import { enMore } from './en.more'
import { pbmEn } from './pbm.en'
import { refusalAddsEn, refusalsEn } from './refusals.en'

export const strings = { ...en, ...enMore, pbm: pbmEn }
export const refusals = refusalsEn
export const refusalAdds = refusalAddsEn
