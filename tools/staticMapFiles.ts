// The static map's images, one per language and one of the hex numbers, made at build time (the plugin in
// vite.config.ts runs this file and reads the JSON it prints): named by their content, so a changed drawing is a new
// file for every cache.
import { createHash } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { borodinoMapData } from '../src/data/bundled'
import { loadMap } from '../src/engine'
import type { Lang } from '../src/i18n'
import { hexNumbersSvg, staticMapSvg } from '../src/ui/board/static/mapSvg'

/** A map language, or the hex numbers (one file for both languages). */
export type StaticMapKey = Lang | 'numbers'

export interface StaticMapFile {
  key: StaticMapKey
  fileName: string
  source: string
}

export function staticMapFiles(): StaticMapFile[] {
  const map = loadMap(borodinoMapData)
  const file = (key: StaticMapKey, source: string): StaticMapFile => {
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
    return { key, fileName: `map-${map.id}-${key}-${hash}.svg`, source }
  }
  return [
    ...(['ru', 'en'] as const).map((lang) => file(lang, staticMapSvg(map, lang))),
    file('numbers', hexNumbersSvg(map)),
  ]
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.stdout.write(JSON.stringify(staticMapFiles()))
