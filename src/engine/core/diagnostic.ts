// Developer diagnostics: problems found in a data file (map, scenario, setup rules), for `npm run data:check`,
// the tests and the console. They are for whoever edits the data, in English, never shown to a player, so
// they stay with the checks that find them; the `dev` tag marks them (the engine holds no player-facing words).
export const dev = (parts: TemplateStringsArray, ...values: ReadonlyArray<string | number>): string =>
  parts.reduce((out, part, i) => out + String(values[i - 1]) + part)
