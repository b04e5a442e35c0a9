import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  base: './',
  server: { port: 5173, host: '127.0.0.1' },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    // Tests check correctness, not speed (benchmarks do that); a loaded machine must not fail them.
    testTimeout: 30_000,
  },
})
