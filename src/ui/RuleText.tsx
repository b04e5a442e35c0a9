// Text with rule ids (ZOC.4, CBT.5) turned into links to the rules reference; paragraphs split on blank lines.
import { Fragment } from 'react'
import { RuleLink } from './RuleLink'

const RULE_ID = /\b((?:MAP|UNIT|SEQ|STACK|MOVE|ZOC|CBT|ART|CMD|RALLY|WIN|SCN)\.\d+)\b/g

export function Linked({ text }: { text: string }) {
  const parts = text.split(RULE_ID)
  return <>{parts.map((p, i) => (i % 2 ? <RuleLink key={i} id={p} /> : <Fragment key={i}>{p}</Fragment>))}</>
}

export function RuleText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i} className={className}>
          <Linked text={p} />
        </p>
      ))}
    </>
  )
}
