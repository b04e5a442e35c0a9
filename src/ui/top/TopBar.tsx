// The top bar: title, turn track, phase and side, Russian losses, and the menu.
import { useGame } from '../../store/app'
import { useTutorial } from '../../store/tutorial'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { GameMenu, useLanguageItem } from './GameMenu'
import { LossesMeter } from './LossesMeter'
import { TurnTrack } from './TurnTrack'
import { useGameActions, useTutorialActions, useUiActions } from '../storeActions'
import { hintSettings, useHintsEnabled } from '../../store/hint'
import { PICTURE_MENU } from '../../i18n/pictureMenu'

export function TopBar() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const handover = useGame((s) => s.handoverEnabled)
  const coach = useUi((s) => s.coach)
  const tutorial = useTutorial((s) => s.active)
  const { leave: leaveTutorial } = useTutorialActions()
  const { openDialog, openRule, setCoach } = useUiActions()
  const { setHandover } = useGameActions()
  const langItem = useLanguageItem(lang, t.menu.lang)
  const hintsOn = useHintsEnabled()
  return (
    <header className="topbar">
      <div className="brand">
        <div className="brand-title">{t.title}</div>
        <div className="brand-sub">{t.subtitle}</div>
      </div>
      <TurnTrack />
      <LossesMeter />
      <GameMenu
        game="borodino"
        label={t.screen.menu}
        items={[
          { testId: 'menu-new', label: t.menu.newGame, onClick: () => openDialog('new-game') },
          { testId: 'menu-saves', label: t.menu.saves, onClick: () => openDialog('saves') },
          { testId: 'menu-pbm', label: t.pbm.title, title: t.pbm.intro, onClick: () => openDialog('pbm') },
          {
            testId: 'export-picture',
            label: PICTURE_MENU[lang].label,
            title: PICTURE_MENU[lang].hint,
            onClick: () => openDialog('picture'),
          },
          {
            testId: 'menu-tutorial',
            label: tutorial ? t.tutorial.leave : t.tutorial.menu,
            className: tutorial ? 'on' : '',
            onClick: () => (tutorial ? leaveTutorial() : openDialog('tutorial')),
          },
          { testId: 'menu-rules', label: t.menu.rules, onClick: () => openRule('MAP.1') },
          {
            testId: 'menu-handover',
            label: handover ? t.menu.handoverOn : t.menu.handoverOff,
            title: t.menu.handoverHint,
            pressed: handover,
            onClick: () => setHandover(!handover),
          },
          {
            testId: 'menu-coach',
            label: coach ? t.coach.settingOn : t.coach.settingOff,
            title: t.coach.settingHint,
            pressed: coach,
            onClick: () => setCoach(!coach),
          },
          {
            testId: 'menu-hints',
            label: hintsOn ? t.hint.settingOn : t.hint.settingOff,
            title: t.hint.settingHint,
            pressed: hintsOn,
            onClick: () => hintSettings.getState().setEnabled(!hintsOn),
          },
          langItem,
          { testId: 'menu-keys', label: t.keys.open, onClick: () => openDialog('keys') },
        ]}
      />
    </header>
  )
}
