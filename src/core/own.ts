// Own-key lookup for ids that come from outside (commands, saves, the UI): `units['constructor']`
// would otherwise find Object.prototype's function and the rules would act on it.
export function own<T>(record: Readonly<Record<string, T>>, id: unknown): T | undefined {
  return typeof id === 'string' && Object.hasOwn(record, id) ? record[id] : undefined
}
