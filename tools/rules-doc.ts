// Writes docs/rules.md («Бородино») and docs/phalanx-rules.md («Фаланга») from the in-game rules references
// (tools/rules-source.ts): every rule id in order, its text in Russian and then English, with the reference's tables.
// Run: npm run rules:doc. With --check (npm run rules:check, run by CI) it writes nothing and exits non-zero when a
// checked-in file differs from what it would write.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { enMore } from '../src/i18n/en.more'
import { phalanxUiEn } from '../src/i18n/phalanxUi.en'
import { phalanxUiRu } from '../src/i18n/phalanxUi.ru'
import { ruMore } from '../src/i18n/ru.more'
import { borodinoRules, LANGS, phalanxRules, type DocTable, type DocText, type RulesSource } from './rules-source'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

interface DocSpec {
  path: string
  title: string
  /** Where the texts live, for the header. */
  sources: string
  intro: string[]
  source: RulesSource
}

const SPECS: DocSpec[] = [
  {
    path: 'docs/rules.md',
    title: '«Бородино» — правила / rules',
    sources:
      'the texts in src/i18n/content/rules/ (ru.*.ts, en.*.ts; section titles in types.ts), the ids in ' +
      'src/engine/core/rules.ts, the tables from src/engine and src/i18n/{ru,en}.more.ts',
    intro: [
      `The rules of «Бородино» as the in-game reference («${ruMore.rules.title}» / "${enMore.rules.title}") gives them: every ` +
        'rule id in order, its text in Russian, then in English, with the tables the reference shows. The code, the ' +
        'tests and the docs cite these ids. Decisions beyond the texts are in [rules-decisions.md](rules-decisions.md).',
    ],
    source: borodinoRules(),
  },
  {
    path: 'docs/phalanx-rules.md',
    title: '«Фаланга» (Phalanx) — правила / rules',
    sources:
      'the rule names in src/i18n/phalanx.{ru,en}.ts (ruleName), the rule texts in src/i18n/phalanxUi.{ru,en}.ts ' +
      '(rules.text), the headings, interpretations, worked game and rule checks in src/i18n/phalanxNotes.{ru,en}.ts, ' +
      'the ids in src/phalanx/rules.ts',
    intro: [
      `The rules of «Фаланга» as its in-game reference (${phalanxUiRu.rules.title} / "${phalanxUiEn.rules.title}") gives them: every rule id in order, its ` +
        'text in Russian, then in English; then the interpretations (PH-INT), a worked game (PH-EX) and rule checks ' +
        '(PH-TEST). The code, the tests and the docs cite these ids, and every one of them names a test ' +
        '(tests/phalanx/coverage.test.ts).',
      'The worked game is played move by move, hex by hex, in tests/phalanx/examples.test.ts (its unit names R-… and ' +
        'W-… are South’s S-… and North’s N-…). What the engine decided beyond these texts is in ' +
        '[phalanx-decisions.md](phalanx-decisions.md).',
    ],
    source: phalanxRules(),
  },
]

/** GitHub's anchor of a heading that is just the id: lower case, dots dropped. */
const anchor = (id: string): string => id.toLowerCase().replace(/[^a-z0-9-]/g, '')

const escapeProse = (s: string): string => s.replace(/([\\`*_<[\]])/g, '\\$1')
const escapeCell = (s: string): string => (s.startsWith('`') ? s : escapeProse(s)).replace(/\|/g, '\\|')

/** Paragraphs split on blank lines; «•» lines become list items, set apart from the lines around them. */
function prose(text: string): string[] {
  const blocks: string[] = []
  for (const para of text.split(/\n\s*\n/)) {
    let run: string[] = []
    let list = false
    const flush = () => {
      if (run.length) blocks.push(run.join('\n'))
      run = []
    }
    for (const raw of para.split('\n')) {
      const line = raw.trim()
      if (!line) continue
      const item = /^•\s*/.exec(line)
      if (Boolean(item) !== list) flush()
      list = Boolean(item)
      run.push(item ? `- ${escapeProse(line.slice(item[0].length))}` : escapeProse(line))
    }
    flush()
  }
  return blocks
}

function table(t: DocTable): string[] {
  const head = t.head ?? [t.caption, ...Array<string>(Math.max(0, (t.rows[0]?.length ?? 1) - 1)).fill('')]
  const row = (cells: string[]) => `| ${cells.map(escapeCell).join(' | ')} |`
  const lines = [row(head), `|${head.map(() => ' --- ').join('|')}|`, ...t.rows.map(row)]
  return [
    ...(t.head ? [`**${escapeProse(t.caption)}**`] : []),
    lines.join('\n'),
    ...(t.foot ? [escapeProse(t.foot)] : []),
  ]
}

function entry(text: DocText, example: string): string[] {
  const ex = text.example ? prose(text.example) : []
  if (ex.length) ex[0] = `_${example}._ ${ex[0]}`
  return [`**${escapeProse(text.title)}**`, ...prose(text.text), ...ex, ...text.tables.flatMap(table)]
}

/** The document for one game, before formatting. */
export function renderDoc(spec: DocSpec): string {
  const { source } = spec
  const count = source.sections.reduce((n, s) => n + s.entries.length, 0)
  const out: string[] = [
    `<!-- Generated by tools/rules-doc.ts from the in-game rules reference: ${spec.sources}. Do not edit by hand: ` +
      'change those texts and run `npm run rules:doc` (CI runs `npm run rules:check`). -->',
    `# ${spec.title}`,
    ...spec.intro,
    `${count} ids in ${source.sections.length} sections:`,
    source.sections
      .map(
        (s) =>
          `- **${s.id}** — ${s.title.ru} / ${s.title.en}: ${s.entries.map((e) => `[${e.id}](#${anchor(e.id)})`).join(', ')}`,
      )
      .join('\n'),
  ]
  for (const s of source.sections) {
    out.push(`## ${s.id} — ${s.title.ru} / ${s.title.en}`)
    if (s.intro) out.push(...LANGS.map((l) => escapeProse(s.intro![l])))
    for (const e of s.entries) {
      out.push(`### ${e.id}`)
      for (const l of LANGS) out.push(...entry(e.text[l], source.example[l]))
    }
  }
  return out.join('\n\n') + '\n'
}

/** Every generated file with its text, formatted as Prettier would. */
export async function generatedDocs(): Promise<Array<{ path: string; text: string; ids: number }>> {
  return Promise.all(
    SPECS.map(async (spec) => {
      const file = join(ROOT, spec.path)
      const config = (await resolveConfig(file)) ?? {}
      const text = await format(renderDoc(spec), { ...config, filepath: file })
      return { path: spec.path, text, ids: spec.source.sections.reduce((n, s) => n + s.entries.length, 0) }
    }),
  )
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check')
  const stale: string[] = []
  for (const doc of await generatedDocs()) {
    const file = join(ROOT, doc.path)
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null
    if (current === doc.text) {
      console.log(`ok    ${doc.path} (${doc.ids} ids)`)
    } else if (check) {
      stale.push(doc.path)
      console.log(`STALE ${doc.path}: differs from the in-game texts; run npm run rules:doc`)
    } else {
      writeFileSync(file, doc.text)
      console.log(`wrote ${doc.path} (${doc.ids} ids)`)
    }
  }
  if (stale.length) process.exit(1)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
