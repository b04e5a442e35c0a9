// The third lesson, "The coach", in English: one entry per step id of src/tutorial/coachSteps.ts.
import type { StepText } from './stepText'

const BLOCK_WHY =
  'An attacker pushed back (A1, A2) retreats away from the enemy into an empty hex outside Russian zones of ' +
  'control (CBT.10). III-25 has one such hex — 1217: your I-4 stands in 1216, and 1318 is in IV-CGr’s zone ' +
  'of control. A unit with nowhere to go is destroyed (CBT.9): your own division in the way kills it as ' +
  'surely as a ring of enemies.\n\n'
const BLOCK_TRY =
  'Division I-5 is selected. Point at 1217: the coach will warn that III-25 would lose its last way back. ' +
  'Do not put I-5 there.'

export const tutorialCoachEn: Record<string, StepText> = {
  'c-intro': {
    title: 'The coach',
    text:
      'Beginners lose units less to bad rolls than to moves that looked harmless. The coach says so in ' +
      'advance: it warns before a move that will cost a unit or a commander; in the attack panel it shows ' +
      'what each result will do on this very map; and its “Hint” button proposes a step — the one the ' +
      'computer would take — and explains it.\n\nThe position: III-25 (1317) stands next to the Russian ' +
      'division IV-23 and must attack it in the combat phase (CBT.3). Strength 3 against 7 — most likely it ' +
      'is III-25 that will have to fall back.',
    todo: 'Press Next.',
    callout: 'III-25 must attack',
  },
  'c-block': {
    title: 'Keep the way back open',
    text: BLOCK_WHY + BLOCK_TRY,
    todo: 'Point at 1217 and read the warning, then move I-5 to 1218.',
    callout: 'I-5 here; keep 1217 free',
  },
  'c-commander': {
    title: 'A commander alone',
    text:
      'Davout (1419) stands alone next to the Russian IV-CGr. A commander without a unit of his next to the ' +
      'enemy is captured at the end of the phase (CMD.5).\n\nTry it if you like: press “End phase” — the ' +
      'coach will not let the phase end silently and lists what it would cost; press “Go back”. A commander ' +
      'in the same hex as his own unit is not captured this way.',
    todo: 'Click Davout (the star at 1419), then the button “I-5 · 1218” in the panel.',
    callout: 'Davout alone',
  },
  'c-end-movement': {
    title: 'Now you may',
    text: 'Nobody is left alone and III-25’s way back is open: the phase ends without questions.',
    todo: 'Press “End phase”.',
    callout: '',
  },
  'c-hint': {
    title: 'A hint',
    text:
      'The combat phase. Press “Hint” (key H): the computer (at your computer opponent’s level, or without one at ' +
      'the level chosen in the panel) thinks in your place, shows a step on the map and explains it in two or three lines. “Play it” makes exactly that ' +
      'step. Here there is hardly a choice: III-25 must attack IV-23.\n\nWant to see first how the fight ' +
      'can end? Click IV-23 and tick III-25: the attack panel’s “What it leads to” block says, for each result, what it will do on ' +
      'this map — for instance where III-25 will retreat.',
    todo: 'Ask for a hint and press “Play it” (or attack IV-23 with III-25 yourself).',
    callout: 'Target: IV-23',
  },
  'c-retreat': {
    title: 'The way back was needed',
    text:
      'The roll is A1: III-25 retreats one hex. Its only way is 1217, the hex you kept free. Had I-5 stood ' +
      'there, III-25 would be destroyed.',
    todo: 'Move III-25 back to 1217.',
    callout: 'Here',
  },
  'c-advance': {
    title: 'The Russians decide',
    text:
      'A defender who held may step into the hex left empty (CBT.11). That is the Russians’ decision; in the ' +
      'lesson you make it.',
    todo: 'Press “Do not advance”.',
    callout: '',
  },
  'c-done': {
    title: 'Lesson complete',
    text:
      'The coach warns only of what the rules make certain, and a hint is a move the computer really ' +
      'plays. Both can be switched off in the menu (“Warnings”, “Hints”) for a game without help; the battle ' +
      'summary counts the hints taken. After a game, open the review: “Find mistakes” marks the moves that ' +
      'cost the most and shows what was better.',
    todo: 'Go back to your game or start the historical battle.',
    callout: '',
  },
}

// On a touch screen there is no hover: the step that asks for one says “touch and hold” instead.
export const tutorialCoachEnTouch: Record<string, Partial<Pick<StepText, 'text' | 'todo'>>> = {
  'c-commander': { todo: 'Tap Davout (the star at 1419), then the button “I-5 · 1218” in the panel.' },
  'c-block': {
    text:
      BLOCK_WHY +
      'Division I-5 is selected. Touch and hold 1217: the coach will warn that III-25 would lose its last way ' +
      'back. Do not put I-5 there.',
    todo: 'Touch and hold 1217 and read the warning, then move I-5 to 1218.',
  },
}
