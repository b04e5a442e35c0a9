// Whichever dialog is open.
import { useUi } from '../../store/ui'
import { lazyPart } from '../lazy/lazyPart'
import { loadRulesReference, loadTutorialFeature } from '../features'
import { KeysDialog } from './KeysDialog'
import { NewGameDialog } from './NewGameDialog'
import { SavesDialog } from './SavesDialog'
import { WelcomeDialog } from './WelcomeDialog'
import { PhaseWarningDialog } from '../coach'
import { BriefingDialog } from './BriefingDialog'

const dialog = { name: 'dialog', frame: 'modal' } as const
// The rules reference and the tutorial are features of their own (features.ts), fetched when first opened.
const RulesDialog = lazyPart(() => loadRulesReference().then((m) => m.RulesDialog), dialog)
const TutorialDialog = lazyPart(() => loadTutorialFeature().then((m) => m.TutorialDialog), dialog)

export function Dialogs() {
  const d = useUi((s) => s.dialog)
  if (d === 'new-game') return <NewGameDialog />
  if (d === 'saves') return <SavesDialog />
  if (d === 'rules') return <RulesDialog />
  if (d === 'tutorial') return <TutorialDialog />
  if (d === 'welcome') return <WelcomeDialog />
  if (d === 'keys') return <KeysDialog />
  if (d === 'phase-warning') return <PhaseWarningDialog />
  if (d === 'briefing') return <BriefingDialog />
  return null
}
