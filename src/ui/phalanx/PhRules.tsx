// The Phalanx rules reference: every PH- rule by id, in our own words, by group, then the interpretations, the
// worked game and the rule checks; opened at the entry asked for. docs/phalanx-rules.md is written from these texts.
import { useEffect, useRef } from 'react'
import { PH_NOTE_GROUPS, PH_RULE_GROUPS, PH_RULE_IDS, type PhNoteGroup } from '../../phalanx'
import { Modal } from '../dialogs/Modal'
import { usePhUi } from './phUi'
import { usePhT } from './usePhT'
import { usePhUiActions } from './phStoreActions'

function Entry({ id, title, text, current }: { id: string; title: string; text: string; current: boolean }) {
  return (
    <article
      data-rule-id={id}
      tabIndex={-1}
      className={current ? 'ph-rule current' : 'ph-rule'}
      aria-current={current ? 'true' : undefined}
    >
      <h4>
        <span className="ph-rule-id">{id}</span> {title}
      </h4>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  )
}

export function PhRules() {
  const t = usePhT()
  const ruleId = usePhUi((s) => s.ruleId)
  const { open } = usePhUiActions()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>(`[data-rule-id="${ruleId ?? ''}"]`)
    el?.scrollIntoView({ block: 'start' })
    el?.focus()
  }, [ruleId])
  const noteGroups = Object.keys(PH_NOTE_GROUPS) as PhNoteGroup[]
  return (
    <Modal title={t.ui.rules.title} onClose={() => open(null)} testId="rules-dialog" wide>
      <p className="muted">{t.ui.rules.intro}</p>
      <div className="ph-rules" ref={ref}>
        {PH_RULE_GROUPS.map((group) => (
          <section key={group} data-section={group}>
            <h3 className="ph-rules-section">{t.notes.sections[group]}</h3>
            {PH_RULE_IDS.filter((id) => id.startsWith(`PH-${group}.`)).map((id) => (
              <Entry key={id} id={id} title={t.ph.ruleName[id]} text={t.ui.rules.text[id]} current={id === ruleId} />
            ))}
          </section>
        ))}
        {noteGroups.map((group) => (
          <section key={group} data-section={group}>
            <h3 className="ph-rules-section">{t.notes.sections[group]}</h3>
            <p className="muted">{t.notes.intro[group]}</p>
            {PH_NOTE_GROUPS[group].map((id) => (
              <Entry
                key={id}
                id={id}
                title={t.notes.notes[id].title}
                text={t.notes.notes[id].text}
                current={id === ruleId}
              />
            ))}
          </section>
        ))}
      </div>
    </Modal>
  )
}
