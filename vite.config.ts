import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import type { Plugin } from 'vite'
import { execFileSync } from 'node:child_process'

// The modules the page's entry imports statically (its whole closure), found once the module graph is built. They
// go into one chunk: left to automatic chunking, the parts the features a player opens later (src/ui/features.ts)
// share with it would be split into many small chunks, each a request of its own.
const firstChunk = new Set<string>()
const entries = new Set<string>()
const firstChunkModules: Plugin = {
  name: 'first-chunk-modules',
  apply: 'build',
  buildEnd() {
    firstChunk.clear()
    entries.clear()
    const visit = (id: string): void => {
      if (firstChunk.has(id)) return
      firstChunk.add(id)
      for (const i of this.getModuleInfo(id)?.importedIds ?? []) visit(i)
    }
    for (const id of this.getModuleIds())
      if (this.getModuleInfo(id)?.isEntry) {
        entries.add(id)
        visit(id)
      }
  },
}

// The Russian strings (the game's first language) and React's DOM renderer are fetched with the first screen's code
// (each a chunk of its own, evaluated in a task of its own): a modulepreload in
// index.html, for a dynamic import's request starts only once every module of the entry has been evaluated, and the
// first render waits for them. A start in English fetches its own strings then (and the Russian ones, about
// 15 KiB gzip, for nothing: accepted, Russian is the game's first language).
const preloadStartChunks: Plugin = {
  name: 'preload-start-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const chunk = (end: string, what: string) => {
        const c = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(end))
        if (!c || c.type !== 'chunk')
          throw new Error(
            `no chunk of ${what} to preload: it must stay a chunk of its own, not imported by the first screen`,
          )
        return c
      }
      const ru = chunk('/src/i18n/ru.all.ts', 'the Russian strings (src/i18n/ru.all.ts, loaded by src/i18n/index.ts)')
      const dom = chunk('/react-dom/client.js', 'React’s DOM renderer (react-dom/client, loaded by src/main.tsx)')
      // The chunks and whatever they import that the page does not load already.
      const files = [...new Set([ru.fileName, ...ru.imports, dom.fileName, ...dom.imports])].filter(
        (f) => !html.includes(f),
      )
      return files.map((f) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `./${f}` },
        injectTo: 'head' as const,
      }))
    },
  },
}

// The battlefield's image per language and its hex numbers' image (src/ui/board/static), made once per build or dev
// server: emitted into the build (and so precached for offline play), served by the dev server, and named to the app
// through __STATIC_MAP__.
// The Russian one is on index.html's loading screen, so it is fetched with the page, as the Russian strings are.
// Made by a child process (tools/staticMapFiles.ts): the generator is the app's TypeScript, which a config
// file should not import. Unit tests draw no board: they get names only.
interface StaticMapFile {
  key: 'ru' | 'en' | 'numbers'
  fileName: string
  source: string
}
let mapFiles: StaticMapFile[] = []
const staticMap: Plugin = {
  name: 'static-map',
  config() {
    mapFiles = process.env.VITEST
      ? (['ru', 'en', 'numbers'] as const).map((key) => ({ key, fileName: `map-${key}.svg`, source: '' }))
      : (JSON.parse(
          execFileSync(process.execPath, ['--import', 'tsx', 'tools/staticMapFiles.ts'], {
            encoding: 'utf8',
            maxBuffer: 64 << 20,
          }),
        ) as StaticMapFile[])
    return { define: { __STATIC_MAP__: JSON.stringify(Object.fromEntries(mapFiles.map((f) => [f.key, f.fileName]))) } }
  },
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const file = mapFiles.find((f) => req.url?.endsWith(`/${f.fileName}`))
      if (!file) return next()
      res.setHeader('Content-Type', 'image/svg+xml')
      res.end(file.source)
    })
  },
  generateBundle() {
    for (const f of mapFiles) this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source })
  },
  // The loading screen shows the Russian image too (index.html's marker): when the code is slow to arrive, a player
  // sees the battlefield, not an empty page. It has no hex numbers (a file of their own), which made the whole map
  // slow to draw: 600 ms of raster before the first paint in Lighthouse's mobile runs.
  transformIndexHtml(html) {
    const ru = mapFiles.find((f) => f.key === 'ru')
    const numbers = mapFiles.find((f) => f.key === 'numbers')
    if (!ru || !numbers) return html
    const img =
      `<img class="boot-map" src="./${ru.fileName}" alt="" aria-hidden="true" fetchpriority="high" ` +
      'style="display: block; flex: 1; min-height: 0; width: 100%; object-fit: cover" />'
    if (!html.includes('<!--boot-map-->')) throw new Error('index.html has no <!--boot-map--> marker for the map image')
    // The hex numbers (on the board at the starting zoom) are fetched with the page too: the first screen made at
    // build time draws them before any code has run, and the browser's work on them then comes before the first
    // paint's, not in the middle of the app's start.
    const preload = `<link rel="preload" as="image" href="./${numbers.fileName}" fetchpriority="high" />`
    return html.replace('<!--boot-map-->', img).replace('</head>', `  ${preload}\n  </head>`)
  },
}

// The first screen of a first visit in Russian, made at build time (tools/firstScreenHtml.ts, a child process as
// above: it runs the app's components in Node): its HTML goes into index.html as a template, and an inline script
// (src/ui/firstScreen) shows it at once on such a visit, before any of the app's code, which then loads after the
// first paint and adopts it (main.tsx). The app's module scripts and preloads move into that script: on any other
// visit it loads them at once, and the loading screen shows until the app is drawn. Phones then paint the game in
// about a second instead of once its code has run (issue 31).
const firstScreen: Plugin = {
  name: 'first-screen',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const modules: string[] = []
      const preloads: string[] = []
      const rest = html
        .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
          modules.push(src)
          return ''
        })
        .replace(/\s*<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">/g, (_, href: string) => {
          preloads.push(href)
          return ''
        })
      if (!modules.length) throw new Error('index.html has no module script for the first screen to load')
      const out = JSON.parse(
        execFileSync(
          process.execPath,
          ['--import', 'tsx', 'tools/firstScreenHtml.ts', JSON.stringify([modules, preloads])],
          {
            encoding: 'utf8',
            maxBuffer: 64 << 20,
          },
        ),
      ) as { html: string; script: string }
      if (!rest.includes('</body>')) throw new Error('index.html has no </body> for the first screen')
      return rest.replace(
        '</body>',
        `<template id="first-screen">${out.html}</template>\n<script>${out.script}</script>\n</body>`,
      )
    },
  },
}

export default defineConfig({
  plugins: [
    staticMap,
    react(),
    firstChunkModules,
    preloadStartChunks,
    firstScreen,
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
  // The bundled data (the map's 66 KB, the orders of battle, the scenarios) as JSON.parse of a string: V8 parses
  // JSON faster than the same object literal in JavaScript, and this is on the first screen's path.
  json: { stringify: true, namedExports: false },
  // Every browser the game supports preloads modules natively: the polyfill would only add to the first screen.
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'first', test: (id: string) => firstChunk.has(id) && !entries.has(id) }] },
      },
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    // The tutorial's lesson controller comes with the tutorial's chunk in the app; tests get it up front.
    setupFiles: ['tests/helpers/provideOnDemand.ts'],
    // Tests check correctness, not speed (benchmarks do that); a loaded machine must not fail them.
    testTimeout: 30_000,
  },
})
