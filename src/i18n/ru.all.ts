// Every Russian string, in one chunk: the screens', the dialogs' and the refusals'. Loaded before the first render
// (index.html preloads it, vite.config.ts); the rules reference, the tutorial's lessons and «Фаланга» bring their own.
import { ru } from './ru'
import { ruMore } from './ru.more'
import { pbmRu } from './pbm.ru'
import { refusalAddsRu, refusalsRu } from './refusals.ru'

export const strings = { ...ru, ...ruMore, pbm: pbmRu }
export const refusals = refusalsRu
export const refusalAdds = refusalAddsRu
