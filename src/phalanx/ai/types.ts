// The Phalanx computer player's vocabulary: levels, options, and the postures its turn plans take.

export type PhAiLevel = 'easy' | 'normal' | 'hard'
export const PH_AI_LEVELS: readonly PhAiLevel[] = ['easy', 'normal', 'hard']
export const PH_DEFAULT_LEVEL: PhAiLevel = 'normal'

export interface PhAiOptions {
  level: PhAiLevel
  /** The player's own seed: only tie-breaking noise comes from it (the game itself has no dice). */
  seed: number
}

/**
 * How one candidate turn is planned. The planner places unit after unit on the hex and facing that
 * scores best under these weights; the search then compares whole turns, so the postures only need
 * to be different enough to offer it real choices.
 */
export interface Posture {
  readonly name: string
  /** Per point of an enemy unit this unit's attack completes a rout of. */
  readonly rout: number
  /** Per point of an enemy unit this unit's attack starts to gang up on (scaled by its share). */
  readonly partial: number
  /** Per point of this unit when the enemy can bring its defence on the hex next turn. */
  readonly caution: number
  /** Per hex of distance to the nearest enemy. */
  readonly advance: number
  /** Per own unit beside the hex (a closed line blocks the enemy's way round). */
  readonly cohesion: number
}

export const POSTURES: readonly Posture[] = [
  { name: 'balanced', rout: 10, partial: 3, caution: 6, advance: 0.4, cohesion: 0.3 },
  { name: 'aggressive', rout: 12, partial: 4, caution: 2, advance: 0.8, cohesion: 0.1 },
  { name: 'cautious', rout: 10, partial: 2, caution: 12, advance: 0.25, cohesion: 0.5 },
  { name: 'hold', rout: 10, partial: 1, caution: 9, advance: 0, cohesion: 0.6 },
  { name: 'storm', rout: 14, partial: 6, caution: 0.5, advance: 1.2, cohesion: 0 },
  { name: 'line', rout: 9, partial: 3, caution: 5, advance: 0.5, cohesion: 1.2 },
  { name: 'screen', rout: 10, partial: 2, caution: 8, advance: 0.15, cohesion: 0.8 },
  { name: 'probe', rout: 11, partial: 5, caution: 4, advance: 0.6, cohesion: 0.2 },
]

/** The greedy baseline: the most aggressive single plan, no lookahead, no caution. */
export const GREEDY_POSTURE: Posture = { name: 'greedy', rout: 10, partial: 3, caution: 0, advance: 1, cohesion: 0 }

export interface LevelParams {
  /** Whole turns looked ahead: 1 = this turn only, 2 = and the opponent's reply, 3 = and ours after it. */
  readonly depth: number
  /** Candidate turns at the root, and at each deeper node. */
  readonly rootPostures: number
  readonly replyPostures: number
  /** Extra root candidates: the postures again with seeded noise in the placements. */
  readonly shaken: number
  /** Tie-breaking noise added to unit placements (in score units). */
  readonly noise: number
  /**
   * How much of the danger to its own units it sees (each posture's caution is scaled by it): below 1 it
   * misjudges, leaving units where the enemy can gang up on them, the mistake a beginner makes.
   */
  readonly threatSight: number
  /**
   * The chance that an enemy unit goes unseen as a target for a whole turn (Easy): it plans no attack on it,
   * as a beginner misses an opening. Drawn once a turn, so every candidate turn misses the same ones.
   */
  readonly overlook: number
  /**
   * Placements near the best chosen by place, each with its best facing (Easy): a player who picks a place faces the
   * enemy from it. Otherwise by place and facing alike, which left half of Easy's units facing away at random.
   */
  readonly placeOnly: boolean
}

/** Easy's reading of one turn: the enemy units it does not see as targets, and its placements chosen by place. */
export interface Misreading {
  readonly unseen: ReadonlySet<string>
  readonly byPlace: boolean
}

export const PH_LEVEL_PARAMS: Readonly<Record<PhAiLevel, LevelParams>> = {
  easy: {
    depth: 1,
    rootPostures: 3,
    replyPostures: 0,
    shaken: 0,
    noise: 1.5,
    threatSight: 0,
    overlook: 0.5,
    placeOnly: true,
  },
  normal: {
    depth: 2,
    rootPostures: 8,
    replyPostures: 6,
    shaken: 8,
    noise: 0,
    threatSight: 1,
    overlook: 0,
    placeOnly: false,
  },
  hard: {
    depth: 3,
    rootPostures: 8,
    replyPostures: 6,
    shaken: 16,
    noise: 0,
    threatSight: 1,
    overlook: 0,
    placeOnly: false,
  },
}
