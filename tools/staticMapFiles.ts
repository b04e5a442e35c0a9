// The static map's images, one per language, made at build time (the plugin in vite.config.ts runs this file and
// reads the JSON it prints): named by their content, so a changed drawing is a new file for every cache.
import { createHash } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { borodinoMapData } from '../src/data/bundled'
import { loadMap } from '../src/engine'
import type { Lang } from '../src/i18n'
import { staticMapSvg } from '../src/ui/board/static/mapSvg'

export interface StaticMapFile {
  lang: Lang
  fileName: string
  source: string
}

export function staticMapFiles(): StaticMapFile[] {
  const map = loadMap(borodinoMapData)
  return (['ru', 'en'] as const).map((lang) => {
    const source = staticMapSvg(map, lang)
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
    return { lang, fileName: `map-${map.id}-${lang}-${hash}.svg`, source }
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.stdout.write(JSON.stringify(staticMapFiles()))
