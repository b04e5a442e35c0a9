// Build-time flags read through import.meta.env.
interface ImportMetaEnv {
  /** '1' in builds for the browser tests, screenshots and benchmarks: installs the test hook. */
  readonly VITE_TEST_HOOK?: string
}

// A data file's head (vite.config.ts, scenario-heads): its id, name, kind, mapId and setup, when it has them.
declare module '*.json?head' {
  const head: {
    id: string
    name: import('./engine').Bilingual
    kind?: import('./engine').ScenarioData['kind']
    mapId?: string
    setup?: import('./engine').SetupRules
  }
  export default head
}
