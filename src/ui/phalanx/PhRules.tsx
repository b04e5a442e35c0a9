// The Phalanx rules reference: every PH- rule by id, in our own words, opened at the rule asked for.
import { useEffect, useRef } from 'react'
import { PH_RULE_IDS } from '../../phalanx'
import { Modal } from '../dialogs/Modal'
import { usePhUi } from './phUi'
import { usePhT } from './usePhT'

const SECTIONS = ['MAP', 'UNIT', 'SETUP', 'SEQ', 'MOVE', 'ZOC', 'FACE', 'CBT', 'WIN', 'OPT']

export function PhRules() {
  const t = usePhT()
  const ruleId = usePhUi((s) => s.ruleId)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>(`[data-rule-id="${ruleId ?? ''}"]`)
    el?.scrollIntoView({ block: 'start' })
    el?.focus()
  }, [ruleId])
  return (
    <Modal title={t.ui.rules.title} onClose={() => usePhUi.getState().open(null)} testId="rules-dialog" wide>
      <p className="muted">{t.ui.rules.intro}</p>
      <div className="ph-rules" ref={ref}>
        {SECTIONS.map((sec) => (
          <section key={sec}>
            {PH_RULE_IDS.filter((id) => id.startsWith(`PH-${sec}.`)).map((id) => (
              <article
                key={id}
                data-rule-id={id}
                tabIndex={-1}
                className={id === ruleId ? 'ph-rule current' : 'ph-rule'}
                aria-current={id === ruleId ? 'true' : undefined}
              >
                <h3>
                  <span className="ph-rule-id">{id}</span> {t.ph.ruleName[id]}
                </h3>
                <p>{t.ui.rules.text[id]}</p>
              </article>
            ))}
          </section>
        ))}
      </div>
    </Modal>
  )
}
