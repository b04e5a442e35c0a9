// Build-time flags read through import.meta.env.
interface ImportMetaEnv {
  /** '1' in builds for the browser tests, screenshots and benchmarks: installs the test hook. */
  readonly VITE_TEST_HOOK?: string
}

/** The static map's image file of each language, and of the hex numbers (vite.config.ts). */
declare const __STATIC_MAP__: Record<'ru' | 'en' | 'numbers', string>
