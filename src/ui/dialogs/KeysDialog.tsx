// Every keyboard shortcut, opened by «?» or the menu.
import { useT } from '../useT'
import { Modal } from './Modal'
import { useUiActions } from '../storeActions'

export function KeysDialog() {
  const t = useT()
  const { openDialog } = useUiActions()
  return (
    <Modal title={t.keys.title} onClose={() => openDialog(null)} testId="keys-dialog">
      <table className="keys-table">
        <tbody>
          {t.keys.list.map(([k, what]) => (
            <tr key={k}>
              <th scope="row">
                <kbd>{k}</kbd>
              </th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  )
}
