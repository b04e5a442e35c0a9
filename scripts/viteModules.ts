// Loads app modules the way the app's build sees them (the project's Vite config: import.meta.glob, the data
// plugins), for scripts that drive the stores rather than the engine alone. Close the server when done.
import { createServer, type ViteDevServer } from 'vite'

export async function viteModules(): Promise<{ load<T>(path: string): Promise<T>; close(): Promise<void> }> {
  const server: ViteDevServer = await createServer({
    root: process.cwd(),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true },
  })
  return { load: async <T>(path: string) => (await server.ssrLoadModule(path)) as T, close: () => server.close() }
}
