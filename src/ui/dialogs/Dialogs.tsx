// Whichever dialog is open.
import { useUi } from '../../store/ui'
import { lazyPart } from '../lazy/lazyPart'
import { loadRulesReference, loadTutorialFeature } from '../features'
import { laterPart } from '../lazy/laterPart'
import { WelcomeDialog } from './WelcomeDialog'
import { BriefingDialog } from './BriefingDialog'

const dialog = { name: 'dialog', frame: 'modal' } as const
// The rules reference and the tutorial are features of their own (features.ts), fetched when first opened.
const RulesDialog = lazyPart(() => loadRulesReference().then((m) => m.RulesDialog), dialog)
const TutorialDialog = lazyPart(() => loadTutorialFeature().then((m) => m.TutorialDialog), dialog)
// The menu's dialogs and the coach's question come with the parts the first screen does not draw (laterParts.ts);
// the welcome dialog is the first screen.
const NewGameDialog = laterPart((m) => m.NewGameDialog, dialog)
const SavesDialog = laterPart((m) => m.SavesDialog, dialog)
const KeysDialog = laterPart((m) => m.KeysDialog, dialog)
const PbmDialog = laterPart((m) => m.PbmDialog, dialog)
const PhaseWarningDialog = laterPart((m) => m.PhaseWarningDialog, dialog)
const PictureDialog = laterPart((m) => m.PictureDialog, dialog)

export function Dialogs() {
  const d = useUi((s) => s.dialog)
  if (d === 'new-game') return <NewGameDialog />
  if (d === 'saves') return <SavesDialog />
  if (d === 'rules') return <RulesDialog />
  if (d === 'tutorial') return <TutorialDialog />
  if (d === 'welcome') return <WelcomeDialog />
  if (d === 'keys') return <KeysDialog />
  if (d === 'pbm') return <PbmDialog />
  if (d === 'phase-warning') return <PhaseWarningDialog />
  if (d === 'briefing') return <BriefingDialog />
  if (d === 'picture') return <PictureDialog />
  return null
}
