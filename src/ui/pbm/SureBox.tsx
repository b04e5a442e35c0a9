// A question asked before a step that replaces a game by mail: what will happen, and a second, explicit click.
export function SureBox(p: {
  testId: string
  text: string
  confirm: string
  confirmTestId: string
  cancel: string
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <div role="alert" data-testid={p.testId}>
      <p>
        <strong>{p.text}</strong>
      </p>
      <div className="row">
        <button type="button" className="primary" data-testid={p.confirmTestId} onClick={p.onConfirm}>
          {p.confirm}
        </button>
        <button type="button" onClick={p.onCancel}>
          {p.cancel}
        </button>
      </div>
    </div>
  )
}
