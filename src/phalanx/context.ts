// The standard context: the default field, built once.
import type { PhCtx } from './commands'
import { buildField } from './field'
import { STANDARD_FIELD } from './fieldData'

let standard: PhCtx | null = null

export function standardCtx(): PhCtx {
  standard ??= { field: buildField(STANDARD_FIELD) }
  return standard
}
