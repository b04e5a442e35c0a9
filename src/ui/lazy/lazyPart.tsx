// A part of the screen loaded on demand (its own chunk): while it loads it says so, and when the chunk cannot
// be fetched (offline before the service worker has it, a deploy in between) it says what failed and offers to
// try again, instead of leaving a blank. Inside the SVG board a text box would not fit: there the part is
// drawn when it arrives and a failure is told in the message toast.
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { useUi, type FetchedPart } from '../../store/ui'
import { useT } from '../useT'

export interface PartOptions {
  /** What the player is told failed to load. */
  name: FetchedPart
  /** Drawn where a line of text cannot go (inside the board's SVG, the tooltip over it): nothing while loading, a toast on failure. */
  quiet?: boolean
  /** The look of the loading state (a class), for a part that has its own frame (a dialog). */
  frame?: 'modal'
}

/**
 * A component loaded by `load` when first drawn. Calling `preload()` fetches it ahead of time; a part drawn after its
 * chunk has arrived (fetched ahead, or drawn before) is drawn in the same render, as a part of the first chunk is.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  opts: PartOptions,
): ComponentType<P> & { preload: () => void } {
  let pending: Promise<{ default: ComponentType<P> }> | null = null
  let loaded: ComponentType<P> | null = null
  const fetchIt = () =>
    (pending ??= load().then(
      (c) => {
        loaded = c
        return { default: c }
      },
      (e: unknown) => {
        pending = null // the next attempt fetches again
        throw e
      },
    ))
  let Lazy = lazy(fetchIt)
  function Part(props: P) {
    const [attempt, setAttempt] = useState(0)
    // Decided once, as the part is first drawn: one drawn while its chunk loads keeps its lazy wrapper, so that
    // it is not drawn anew (its state lost) when the chunk arrives.
    const [Ready] = useState(() => loaded)
    if (Ready) return <Ready {...props} />
    const retry = () => {
      Lazy = lazy(fetchIt)
      setAttempt(attempt + 1)
    }
    return (
      <PartBoundary key={attempt} opts={opts} retry={retry}>
        <Suspense fallback={opts.quiet ? null : <Loading frame={opts.frame} />}>
          <Lazy {...props} />
        </Suspense>
      </PartBoundary>
    )
  }
  Part.preload = () => void fetchIt().catch(() => undefined)
  return Part
}

function Loading({ frame }: { frame?: 'modal' }) {
  const t = useT()
  const text = (
    <p className="lazy-loading muted" role="status">
      {t.screen.loading}
    </p>
  )
  if (frame === 'modal')
    return (
      <div className="modal-back" data-testid="dialog-loading">
        <div className="modal">{text}</div>
      </div>
    )
  return text
}

interface BoundaryProps {
  opts: PartOptions
  retry: () => void
  children: ReactNode
}

/** Catches only the part's own loading failure; any other error goes on to the app's crash screen. */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  componentDidCatch(e: unknown) {
    if (!isLoadFailure(e)) return
    console.error('a part of the screen could not be loaded', e)
    if (this.props.opts.quiet) useUi.getState().sayLoadFailed(this.props.opts.name)
  }

  render() {
    const { error } = this.state
    if (error === null) return this.props.children
    // Not a loading failure: a real error, for the app's crash screen above.
    if (!isLoadFailure(error)) throw error instanceof Error ? error : new Error('render error', { cause: error })
    if (this.props.opts.quiet) return null
    return <LoadFailed name={this.props.opts.name} frame={this.props.opts.frame} retry={this.props.retry} />
  }
}

function LoadFailed({ name, frame, retry }: { name: FetchedPart; frame?: 'modal'; retry: () => void }) {
  const t = useT()
  const box = (
    <div className="lazy-failed" role="alert" data-testid="load-failed">
      <p>{t.screen.loadFailed(t.screen.part[name])}</p>
      <button type="button" onClick={retry}>
        {t.screen.retry}
      </button>
    </div>
  )
  if (frame === 'modal')
    return (
      <div className="modal-back">
        <div className="modal">{box}</div>
      </div>
    )
  return box
}

/** A chunk that could not be fetched or evaluated (the message differs between browsers). */
export function isLoadFailure(e: unknown): boolean {
  const m = e instanceof Error ? e.message : String(e)
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch|Unable to preload/i.test(
    m,
  )
}
