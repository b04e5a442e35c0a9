// The first screen's HTML for index.html (the plugin in vite.config.ts runs this file and reads what it prints): the
// app's own components rendered in Node by React's server renderer, loaded through a Vite server in middleware mode
// so that they are compiled as in the build (the same environment variables, the same static map's file names).
import { createServer } from 'vite'

const server = await createServer({
  configFile: 'vite.config.ts',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
})
try {
  const m = (await server.ssrLoadModule('/src/ui/firstScreen/renderFirstScreen.tsx')) as {
    renderFirstScreen: () => Promise<string>
  }
  const f = (await server.ssrLoadModule('/src/ui/firstScreen/opensOnFirstScreen.ts')) as {
    firstScreenScript: (modules: readonly string[], preloads: readonly string[]) => string
  }
  const [modules, preloads] = JSON.parse(process.argv[2] ?? '[[],[]]') as [string[], string[]]
  process.stdout.write(
    JSON.stringify({ html: await m.renderFirstScreen(), script: f.firstScreenScript(modules, preloads) }),
  )
} finally {
  await server.close()
}
