// The door of src/ui/coach: the coach's question before a costly phase end.
export { PhaseWarningDialog } from './PhaseWarningDialog'
