// The error boundary around the whole app: an error while drawing never leaves a blank page. Its
// screen offers to save the game to a file, go back to the last good position or start a new game.
import { useCrash, useUi } from '../../store/ui'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { stringsFor } from '../../i18n'
import { bundle } from '../../store/app'
import { downloadGame } from '../download'
import { goBackToGoodPosition } from './lastGood'
import { disarmRender } from './crashProbe'
import { useGameActions, useUiActions } from '../storeActions'

interface State {
  error: Error | null
}

export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('render error', error, info.componentStack)
    disarmRender()
    useCrash.setState({ crashed: true })
  }

  private recovered = (): void => {
    useCrash.setState({ crashed: false })
    this.setState({ error: null })
  }

  render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    return <CrashScreen error={error} recovered={this.recovered} />
  }
}

function CrashScreen({ error, recovered }: { error: Error; recovered: () => void }) {
  const lang = useUi((s) => s.lang)
  const { openDialog } = useUiActions()
  const { newGame } = useGameActions()
  const t = stringsFor(lang).safety
  const retry = (action: () => void): void => {
    try {
      action()
    } catch (e) {
      console.error(e)
    }
    openDialog(null)
    recovered()
  }
  return (
    <div className="crash" lang={lang} role="alert" data-testid="crash-screen">
      <div className="crash-box">
        <h1>{t.crashTitle}</h1>
        <p>{t.crashText}</p>
        <div className="crash-actions">
          <button type="button" className="primary" data-testid="crash-download" onClick={() => downloadGame()}>
            {t.download}
          </button>
          <button type="button" data-testid="crash-back" onClick={() => retry(goBackToGoodPosition)}>
            {t.crashBack}
          </button>
          <button
            type="button"
            data-testid="crash-new"
            onClick={() => retry(() => newGame(bundle.scenarios[0]!.id, freshSeed()))}
          >
            {t.crashNew}
          </button>
        </div>
        <details>
          <summary>{stringsFor(lang).safety.details}</summary>
          <pre>{String(error?.stack ?? error)}</pre>
        </details>
      </div>
    </div>
  )
}

const freshSeed = (): number => Math.floor(Math.random() * 1_000_000_000)
