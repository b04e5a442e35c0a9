// A Chromium trace of a page through the DevTools protocol, shared by the profile scripts: start it, do the work,
// stop it and get its events.
import type { CDPSession } from 'playwright-core'

/** One trace event (the fields the scripts read). */
export interface TraceEvent {
  name: string
  ph: string
  cat?: string
  ts: number
  dur?: number
  /** Thread CPU time (µs). */
  tdur?: number
  pid: number
  tid: number
  args?: Record<string, unknown>
}

/** Starts a trace of these categories; the function it gives back ends it and resolves to all its events. */
export async function startTrace(cdp: CDPSession, categories: string[]): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } })
  return async () => {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
    await cdp.send('Tracing.end')
    await done
    return events
  }
}
