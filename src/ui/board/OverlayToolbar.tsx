// The overlay switches on the board: where to attack, threats, enemy zones of control, a battery's fire, the setup zones.
// On narrow screens (a phone) the switches fold behind one small button, so they do not cover the counters; the
// button opens them (layout.css decides when it shows).
import type { TermId } from '../../i18n/content/glossary'
import { useTermProps } from '../termTitle'
import { memo, useState } from 'react'
import { useGame } from '../../store/app'
import { useUi, type Overlays } from '../../store/ui'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { OverlayIcon } from './AttackOverlay'
import { Coach, Combat } from '../../engine'
import { attackText, GRADE_STYLE, rankOf, tableDiff, threatText } from './overlayBadge'
import { decimalOf } from '../../i18n'
import { unitLabel } from '../labels'
import { useUiActions } from '../storeActions'

// The glossary's word for what a layer shows, as the button's hover definition (the label is inside a button).
const ITEMS: Array<{ key: keyof Overlays; rule: string; term?: TermId }> = [
  { key: 'attacks', rule: 'CBT.7', term: 'differential' },
  { key: 'threats', rule: 'CBT.1' },
  { key: 'zoc', rule: 'ZOC.1', term: 'zoc' },
  { key: 'arc', rule: 'ART.3', term: 'fire' },
  { key: 'zones', rule: 'SCN.2', term: 'setup' },
]

/** The marked counters as a list, best first: a click centres the board on one (they are small at a low zoom). */
function Targets({ options, kind }: { options: Coach.RatedOption[]; kind: 'attack' | 'threat' }) {
  const lang = useUi((s) => s.lang)
  const units = useGame((s) => s.state.units)
  const { focusOn } = useUiActions()
  const t = useT()
  const label = (id: string): string => {
    const u = units[id]
    return u ? unitLabel(u, lang) : id
  }
  return (
    <div className="overlay-targets">
      {options.slice(0, 8).map((o, i) => {
        const { attacker, defender } = o.odds.lost
        return (
          <button key={o.target} type="button" data-target-jump={o.target} onClick={() => focusOn(o.hex, 1.3)}>
            {label(o.target)} ({o.hex}) <b>{kind === 'attack' ? attackText(o, rankOf(options, i)) : threatText(o)}</b>{' '}
            {tableDiff(o.diff)}
            {/* Which unit strikes from which hex: the estimate holds only if these units go there. */}
            <small className="plan">
              {' '}
              ←{' '}
              {[...o.attackers, ...o.batteries]
                .map((a) => `${label(a.unit)}${a.from !== units[a.unit]?.hex ? ` → ${a.from}` : ''}`)
                .join(', ')}
              {o.odds.exact &&
                `; ${(kind === 'attack' ? t.teach.exchange : t.teach.threatLoss)(decimalOf(defender, lang), decimalOf(attacker, lang))}`}
            </small>
          </button>
        )
      })}
    </div>
  )
}

/** The threat grades' key: each grade's badge look, its mark and its bounds (Coach.threatGrade). */
function GradeLegend() {
  const t = useT()
  return (
    <ul className="grade-legend" data-testid="threat-grades">
      {Coach.THREAT_GRADES.map((g) => {
        const look = GRADE_STYLE[g]
        return (
          <li key={g} data-grade-legend={g}>
            <span className="grade-swatch" style={{ background: look.fill, borderColor: look.stroke, color: look.ink }}>
              {look.mark || '·'}
            </span>{' '}
            {t.teach.grades[g]}
          </li>
        )
      })}
    </ul>
  )
}

/** Layers, drawn (not a font glyph): the folded toolbar's button. */
function LayersIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" className="overlay-icon">
      <path d="M9 2L16.5 6 9 10 1.5 6Z" fill="#c9a45c" stroke="#3a2410" strokeWidth="1.3" strokeLinejoin="round" />
      <path d="M2.5 9.5L9 13l6.5-3.5M2.5 12.5L9 16l6.5-3.5" fill="none" stroke="#3a2410" strokeWidth="1.3" />
    </svg>
  )
}

export const OverlayToolbar = memo(function OverlayToolbar({
  note,
  found,
}: {
  note: string | null
  found: { attacks: Coach.RatedOption[]; threats: Coach.RatedOption[] }
}) {
  const t = useT()
  const overlays = useUi((s) => s.overlays)
  const { toggleOverlay } = useUiActions()
  // Folded by default where the toggle shows (narrow screens); elsewhere the class changes nothing.
  const [open, setOpen] = useState(false)
  const termProps = useTermProps()
  // The legends' explanations, each folded until asked for (for this visit).
  const [howOpen, setHowOpen] = useState<Partial<Record<keyof Overlays, boolean>>>({})
  const on = ITEMS.filter(({ key }) => overlays[key]).length
  const combat = useGame((s) => s.state.phase === 'combat')
  const why = useGame((s) => Combat.noAttackReason(s.state) ?? null)
  const label: Record<keyof Overlays, string> = {
    attacks: t.teach.attacks,
    threats: t.teach.threats,
    zoc: t.overlay.zoc,
    arc: t.overlay.arc,
    zones: t.overlay.zones,
  }
  const legend: Record<keyof Overlays, string> = {
    attacks: found.attacks.length
      ? combat
        ? t.teach.legendAttacksCombat
        : t.teach.legendAttacks
      : why === 'pending'
        ? t.teach.noAttacksPending
        : why === 'attacked'
          ? t.teach.noAttacksAttacked
          : t.teach.noAttacks,
    threats: found.threats.length ? t.teach.legendThreats : t.teach.noThreats,
    zoc: t.overlay.legendZoc,
    arc: t.overlay.legendArc,
    zones: t.overlay.legendZones,
  }
  // A message that there is nothing to show (no target, and why) is never folded away.
  const explains = (key: keyof Overlays): boolean =>
    key === 'attacks' ? found.attacks.length > 0 : key === 'threats' ? found.threats.length > 0 : true
  return (
    <div className={open ? 'overlay-bar open' : 'overlay-bar'} role="toolbar" aria-label={t.overlay.title}>
      <button
        type="button"
        className="overlay-toggle"
        data-testid="overlay-toggle"
        aria-expanded={open}
        aria-controls="overlay-buttons"
        // The count is drawn for the eye and told to a screen reader in the label.
        aria-label={`${open ? t.overlay.hide : t.overlay.show}${on > 0 ? ` (${t.overlay.onCount(on)})` : ''}`}
        onClick={() => setOpen(!open)}
      >
        <LayersIcon /> {t.overlay.short}
        {on > 0 && (
          <span className="overlay-count" aria-hidden="true">
            {on}
          </span>
        )}
      </button>
      <div className="overlay-buttons" id="overlay-buttons">
        {ITEMS.map(({ key, rule, term }) => (
          <span key={key} className="overlay-item">
            <button
              type="button"
              {...(term ? termProps(term) : {})}
              data-testid={`overlay-${key}`}
              aria-pressed={overlays[key]}
              className={overlays[key] ? 'on' : ''}
              onClick={() => toggleOverlay(key)}
            >
              {key === 'attacks' || key === 'threats' ? (
                <OverlayIcon kind={key === 'attacks' ? 'attack' : 'threat'} />
              ) : (
                <span className={`swatch swatch-${key}`} aria-hidden="true" />
              )}{' '}
              {label[key]}
            </button>
            <RuleLink id={rule} />
          </span>
        ))}
      </div>
      {ITEMS.filter(({ key }) => overlays[key]).map(({ key }) => (
        <div key={key} className="overlay-legend" data-legend={key}>
          {explains(key) ? (
            // The explanation folds to one line (the list of targets stays): open, it covered the map's west.
            <details
              className="legend-how"
              open={howOpen[key] ?? false}
              onToggle={(e) => {
                const open = e.currentTarget.open
                setHowOpen((h) => ({ ...h, [key]: open }))
              }}
            >
              <summary>
                {t.overlay.howToRead}: {label[key]}
              </summary>
              {legend[key]}
            </details>
          ) : (
            legend[key]
          )}
          {key === 'threats' && found.threats.length > 0 && <GradeLegend />}
          {key === 'attacks' && <Targets options={found.attacks} kind="attack" />}
          {key === 'threats' && <Targets options={found.threats} kind="threat" />}
          {key === 'attacks' && found.attacks.some((o) => !o.odds.exact) && <div>{t.teach.estimate}</div>}
          {key === 'threats' && found.threats.some((o) => !o.odds.exact) && <div>{t.teach.estimate}</div>}
        </div>
      ))}
      {overlays.arc && note && <div className="overlay-legend">{note}</div>}
    </div>
  )
})
