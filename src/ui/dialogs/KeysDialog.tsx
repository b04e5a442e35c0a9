// Every keyboard shortcut, opened by «?» or the menu.
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { Modal } from './Modal'

export function KeysDialog() {
  const t = useT()
  return (
    <Modal title={t.keys.title} onClose={() => useUi.getState().openDialog(null)} testId="keys-dialog">
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
