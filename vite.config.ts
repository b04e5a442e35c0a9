import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'

export default defineConfig({
  plugins: [
    react(),
    // Installable and playable offline: a manifest and a service worker that precaches the whole build (every
    // lazy chunk too). A new version waits until the player agrees to update (src/ui/UpdatePrompt.tsx).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
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
  build: { modulePreload: { polyfill: false } },
  server: { port: 5173, host: '127.0.0.1' },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    // Tests check correctness, not speed (benchmarks do that); a loaded machine must not fail them.
    testTimeout: 30_000,
  },
})
