// The first screen's introduction to «Фаланга» when it is opened from the welcome screen: what the game
// is, how it is won, how a turn goes; then play, the tutorial or the rules. It sits at the top of the side
// panel and leaves the board free. In a game by mail it says so (not «two at one screen»), and names dice only when
// the game uses them.
import type { Side } from '../../phalanx'
import { usePh } from '../../store/phalanx'
import { startTutorial } from './PhTutorial'
import { usePhUi } from './phUi'
import { usePhT } from './usePhT'
import { usePhUiActions } from './phStoreActions'

export function PhIntro() {
  const t = usePhT()
  const i = t.ui.intro
  const show = usePhUi((s) => s.intro)
  const me = usePh((g) => (g.pbm?.ledger.me ?? null) as Side | null)
  const dice = usePh((g) => g.options.randomDefence)
  const { showIntro, open } = usePhUiActions()
  if (!show) return null
  const close = () => showIntro(false)
  return (
    <section className="ph-intro" data-testid="ph-intro" aria-labelledby="ph-intro-title">
      <h2 id="ph-intro-title">{i.title}</h2>
      <p data-mail={me ? 'true' : undefined}>{me ? i.whatMail(t.ph.side[me], dice) : i.what}</p>
      <p>{i.win}</p>
      <p>{i.start}</p>
      <div className="ph-intro-buttons">
        <button type="button" className="primary" data-testid="ph-intro-close" autoFocus onClick={close}>
          {i.play}
        </button>
        <button
          type="button"
          data-testid="ph-intro-tutorial"
          onClick={() => {
            close()
            startTutorial()
          }}
        >
          {i.tutorial}
        </button>
        <button type="button" data-testid="ph-intro-rules" onClick={() => open('rules')}>
          {i.rules}
        </button>
      </div>
    </section>
  )
}
