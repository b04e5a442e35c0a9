// English words of the scenarios and their victory (the shape of scenario.ru.ts).
import type { ScenarioWords, ScoreFacts } from './scenario.ru'

const num = (n: number) => n.toFixed(1)

export const scenarioEn: ScenarioWords = {
  title: (f: ScoreFacts): string => (f.rule === 'WIN.4' ? "The sides' points" : "The variant's score"),
  value: (f: ScoreFacts) => (f.points ? `Fr ${f.points.fr} · Ru ${f.points.ru}` : num(f.score)),
  line: (f: ScoreFacts) =>
    f.points
      ? `French points ${f.points.fr}, Russian ${f.points.ru}: a difference of ${f.score > 0 ? '+' : ''}${f.score}.`
      : f.frWeight
        ? `Russian losses ${num(f.lossesPct)}% less ${f.frWeight === 1 ? '' : `${num(f.frWeight)} × `}French losses ` +
          `${num(f.frLossesPct)}%: a score of ` +
          `${num(f.score)} (edges ${f.edges.join(' / ')}).`
        : `The score is the Russian losses, ${num(f.lossesPct)}%; French losses (${num(f.frLossesPct)}%) do not ` +
          `count (edges ${f.edges.join(' / ')}).`,
  /** The bar's tick at edge i (0–2): which band the edge itself belongs to. */
  tick: (f: ScoreFacts, i: number): string =>
    f.rule === 'WIN.4'
      ? [`−${f.edges[2]}`, '0', `+${f.edges[2]}`][i]!
      : [`≥${f.edges[0]}`, `≥${f.edges[1]}`, `>${f.edges[2]}`][i]!,
  objectives: 'Objectives',
  /** The end screen's note on what decided the result, for a game judged by a rule of its own. */
  endNote: {
    'WIN.3': "The variant's score decided the result (WIN.3), against the edges its description gives.",
    'WIN.4': "The sides' points decided the result (WIN.4): objectives held, enemy strength destroyed, start points.",
  },
  welcome: 'A short battle for one evening',
  welcomeSub: 'An episode of the battle: a few turns, part of the troops, its own victory',
  heldBy: { fr: 'French', ru: 'Russian' },
  briefing: {
    title: 'Briefing',
    situation: 'Situation',
    fr: 'French goal',
    ru: 'Russian goal',
    time: 'Time',
    timeLine: (from: string, to: string, turns: number) => `${from}–${to}, ${turns} turn${turns === 1 ? '' : 's'}`,
    start: 'To battle',
    scoring: (d: number) =>
      `Points: the objectives held at the end and the strength of the enemy units destroyed. The difference ` +
      `decides: ahead by ${d} or more, a decisive victory; ahead by less, a marginal one; level, a draw.`,
    startPoints: (side: 'fr' | 'ru', n: number) =>
      side === 'ru'
        ? `The Russians begin with ${n} points: a handicap set so that the computer at the normal level, playing ` +
          `both sides, wins as often with either. They already count in the score on the bar at the top: to win, the French must make them up with ` +
          `objectives and enemy strength destroyed.`
        : `The French begin with ${n} points: a handicap set so that the computer at the normal level, playing ` +
          `both sides, wins as often with either. They already count in the score on the bar at the top: to win, the Russians must make them up with ` +
          `objectives and enemy strength destroyed.`,
  },
  table: {
    caption: 'Scenarios and their victory',
    scenario: 'Scenario',
    time: 'Time',
    victory: 'Victory',
    seed: (total: number, e: readonly number[]) => `WIN.2: Russian losses in % of ${total}; edges ${e.join(' / ')}%`,
    losses: (w: number, e: readonly number[]) =>
      `WIN.3: Russian loss % less ${w === 1 ? '' : `${w} × `}the French loss %; edges ${e.join(' / ')}%`,
    shifted: (total: number, e: readonly number[]) => `WIN.3: Russian losses in % of ${total}; edges ${e.join(' / ')}%`,
    objectives: (list: string, d: number) => `WIN.4: objectives ${list}; decisive at a lead of ${d}`,
    start: (side: 'fr' | 'ru', n: number) => `; the ${side === 'ru' ? 'Russians' : 'French'} start with ${n} points`,
  },
  facts: {
    turns: (n: number) => `${n} turn${n === 1 ? '' : 's'}`,
    units: (fr: number, ru: number) => `units: ${fr} Fr / ${ru} Ru`,
    thumb: (name: string) =>
      `${name}: where the counters start (blue French, green Russian) and its objectives (gold rings)`,
    minutesWhy:
      'An estimate for two people who know the rules: as many commands as the computer ' +
      'players give in a game, 10 s a decision and 2 s a phase end. A first game takes longer.',
    minutes: (m: number) => `≈${m} min for players who know the rules`,
    balance: (fr: number) => `computer against computer: French win ${fr}%`,
    unmeasured: 'balance not measured yet',
    variant: 'Victory variant',
    seedRule: 'Standard (WIN.2)',
  },
}
