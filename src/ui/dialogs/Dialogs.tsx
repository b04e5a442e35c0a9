// Whichever dialog is open.
import { useUi } from '../../store/ui'
import { lazyPart } from '../lazy/lazyPart'
import { loadSaveReader } from '../../store/game'

const dialog = { name: 'dialog', frame: 'modal' } as const
// Every dialog is loaded when first opened (a smaller first load): the rules reference, the tutorial's opening…
const RulesDialog = lazyPart(() => import('../rules/RulesDialog').then((m) => m.RulesDialog), dialog)
const TutorialDialog = lazyPart(() => import('../tutorial/TutorialDialog').then((m) => m.TutorialDialog), dialog)
const NewGameDialog = lazyPart(() => import('./NewGameDialog').then((m) => m.NewGameDialog), dialog)
// The saves dialog reads saves: the save reader (its own chunk) comes with it.
const SavesDialog = lazyPart(
  () => Promise.all([import('./SavesDialog'), loadSaveReader()]).then(([m]) => m.SavesDialog),
  dialog,
)
const WelcomeDialog = lazyPart(() => import('./WelcomeDialog').then((m) => m.WelcomeDialog), dialog)
const KeysDialog = lazyPart(() => import('./KeysDialog').then((m) => m.KeysDialog), dialog)

export function Dialogs() {
  const d = useUi((s) => s.dialog)
  if (d === 'new-game') return <NewGameDialog />
  if (d === 'saves') return <SavesDialog />
  if (d === 'rules') return <RulesDialog />
  if (d === 'tutorial') return <TutorialDialog />
  if (d === 'welcome') return <WelcomeDialog />
  if (d === 'keys') return <KeysDialog />
  return null
}
