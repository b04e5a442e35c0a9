import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import type { Plugin } from 'vite'
import { readFile } from 'node:fs/promises'

// The modules the first screen imports statically (the entry's closure, not through the engine's door), found
// once the module graph is built.
// They go into one chunk beside the entry: split into many small shared chunks (as automatic chunking does when
// lazy parts share them) they compress worse and cost a request each.
const firstScreen = new Set<string>()
const RULES_CODE =
  /\/src\/engine\/(core\/apply|movement\/(movement|moveCommands|whyNot)|combat\/(queries|attackOptions|resolve))\.ts$/
const entries = new Set<string>()
const firstScreenModules: Plugin = {
  name: 'first-screen-modules',
  apply: 'build',
  buildEnd() {
    firstScreen.clear()
    entries.clear()
    const visit = (id: string): void => {
      if (firstScreen.has(id)) return
      firstScreen.add(id)
      // The engine's one door re-exports all of it: the first screen uses a part (state, map, setup), the rules
      // code is loaded after the paint (src/store/rules.ts). Past the door the bundler places each module by who
      // uses it.
      if (id.endsWith('/src/engine/index.ts')) return
      for (const i of this.getModuleInfo(id)?.importedIds ?? []) visit(i)
    }
    for (const id of this.getModuleIds())
      if (this.getModuleInfo(id)?.isEntry) {
        entries.add(id)
        visit(id)
      }
  },
  // The guard of the first screen's size (the modules the rules chunk is made of, a sample of each kind): a first-screen module importing the engine's command code directly
  // (instead of through src/store/rules.ts) would bring all of it back into the first load, silently.
  generateBundle(_, bundle) {
    const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])))
    const seen = new Set<string>()
    const walk = (file: string): void => {
      const c = chunks.get(file)
      if (!c || seen.has(file)) return
      seen.add(file)
      const rules = Object.keys(c.modules).find((m) => RULES_CODE.test(m))
      if (rules)
        this.error(`the engine's command code is in the first screen (${file}): reach it through src/store/rules.ts`)
      for (const i of c.imports) walk(i)
    }
    for (const c of chunks.values())
      if (c.isEntry && c.facadeModuleId && entries.has(c.facadeModuleId)) walk(c.fileName)
  },
}

// The Russian strings (the game's first language) are fetched with the first screen's code: a modulepreload in
// index.html, for a dynamic import's request starts only once every module of the entry has been evaluated, and the
// first render waits for them. A start in English fetches its own strings then, as before (and the Russian ones,
// 6 KiB gzip, for nothing: accepted, Russian is the game's first language).
const preloadRussianStrings: Plugin = {
  name: 'preload-russian-strings',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const ru = Object.values(ctx.bundle ?? {}).find(
        (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/i18n/ru.ts'),
      )
      if (!ru || ru.type !== 'chunk')
        throw new Error(
          'no chunk of the Russian strings (src/i18n/ru.ts) to preload: they must stay a chunk of their own, ' +
            'loaded by src/i18n/index.ts, not imported by the first screen',
        )
      // The chunk and whatever it imports that the page does not load already.
      const files = [ru.fileName, ...ru.imports].filter((f) => !html.includes(f))
      return files.map((f) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `./${f}` },
        injectTo: 'head' as const,
      }))
    },
  },
}

// A scenario file's head (`…/scenarios/<id>.json?head`): the keys the menus and the setup zones read, without the
// placements. The first screen lists every scenario but carries only the starting one's data, the others being
// fetched when started (src/store/scenarioSources.ts). A module of code, not JSON: the JSON plugin leaves it alone.
const HEAD_KEYS = ['id', 'name', 'kind', 'mapId', 'setup']
const scenarioHeads: Plugin = {
  name: 'scenario-heads',
  enforce: 'pre',
  async load(id) {
    const [file, query] = id.split('?')
    if (query !== 'head' || !file?.endsWith('.json')) return null
    const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
    const head = Object.fromEntries(HEAD_KEYS.filter((k) => k in data).map((k) => [k, data[k]]))
    return { code: `export default ${JSON.stringify(head)}`, moduleType: 'js' }
  },
}

export default defineConfig({
  plugins: [
    react(),
    firstScreenModules,
    preloadRussianStrings,
    scenarioHeads,
    // Installable and playable offline: a manifest and a service worker that precaches the whole build (every
    // lazy chunk too). A new version waits until the player agrees to update (src/ui/UpdatePrompt.tsx).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'favicon-32.png'],
      manifest: {
        name: 'Бородино — 7 сентября 1812',
        short_name: 'Бородино',
        description:
          'Настольная военная игра о Бородинском сражении: двое за одним экраном, против компьютера или один за обе стороны.',
        lang: 'ru',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#e7dfcc',
        theme_color: '#3a2a1a',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  base: './',
  // Every browser the game supports preloads modules natively: the polyfill would only add to the first screen.
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'first', test: (id: string) => firstScreen.has(id) && !entries.has(id) }] },
      },
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    // The save reader, the rules, other scenarios and the lessons are loaded on demand in the app; tests get them
    // up front.
    setupFiles: ['tests/helpers/provideOnDemand.ts'],
    // Tests check correctness, not speed (benchmarks do that); a loaded machine must not fail them.
    testTimeout: 30_000,
  },
})
