// The second lesson, "How to win", in English: one entry per step id of src/tutorial/winSteps.ts.
import type { StepText } from './stepText'

export const tutorialWinEn: Record<string, StepText> = {
  'w-score': {
    title: 'How to win',
    text:
      'This lesson is about winning. Only Russian losses decide the result (WIN.1): the front strength of ' +
      'every destroyed Russian unit, as a share of 314. The “Russian losses” meter at the top shows them. ' +
      'After turn 20, 35% (110 points) or more is a French victory, over 50% a decisive one; under 35% the ' +
      'Russians win (WIN.2).\n\nPushing the enemy back helps, but it does not score. A unit is destroyed ' +
      'in three ways (CBT.8, CBT.9): a DE result — “defender eliminated”; an exchange EX — the defender is ' +
      'destroyed and the attacker removes units too; a retreat that cannot be completed — nowhere to go. ' +
      'You will now play the third: surround the Russian division IV-23.',
    todo: 'Look at the loss meter at the top, then press Next.',
    callout: 'Target: IV-23',
  },
  'w-counters': {
    title: 'A counter, all of it',
    text:
      'The symbol in the middle is the arm (UNIT.1): a box with a diagonal cross is infantry (I-5, IV-23), ' +
      'a box with one diagonal stroke cavalry (V-C), a box with a dot artillery (I-A1). A coloured band on ' +
      'top marks an allied contingent: V-C is Polish.\n\nThe numbers at the bottom are strength and ' +
      'movement points (MP). A counter has two sides (UNIT.2): the front — the unit is in good order; the ' +
      'back — pale, striped, smaller numbers — it is demoralized. A battery’s front is “unlimbered”: it ' +
      'fires but stays put; its back is “limbered”: it moves but does not fire, and its bracketed strength ' +
      'is for defence only (UNIT.3).\n\nA word you do not know? The rules reference ends with a glossary; ' +
      'words with a dotted underline open it.',
    todo: 'Press Next.',
    callout: 'V-C: cavalry',
  },
  'w-stoppers': {
    title: 'What stops a first turn',
    text:
      'Battery I-A1 is selected, and the panel on the right says it cannot move: it is unlimbered ' +
      '(MOVE.7). To move it, limber it (2 MP); unlimbering is free but then it stays put until the phase ' +
      'ends.\n\nIts fire is shown on the map: a target ◎ marks each hex it reaches. The orange hill 1221 ' +
      'is higher than the battery, so it cannot fire there: artillery fires uphill only at an adjacent ' +
      'target (ART.2).\n\nThree more rules that stop a first turn: no melee into forest (except along a ' +
      'road) or across a river — only fire (CBT.4); cavalry ignores zones of control (ZOC.5) — you are ' +
      'about to use that; a commander whose unit fought rolls for wounds after the combat (CMD.4).',
    todo: 'Read what the panel says about the battery, then press Next.',
    callout: 'The hill is higher',
  },
  'w-attacks': {
    title: 'Where to attack',
    text:
      'The “Where to attack” overlay (crossed sabres, top left of the map) is on. It marks every enemy ' +
      'unit you can attack this turn, counting where your units can still get to. The badge shows the chance ' +
      'to destroy it (“↩”: only to push it back); red “1”–“3” are the best targets. Hover over IV-23: dashed rings show ' +
      'where to strike from.\n\nThe “Threats” overlay (shield) shows the reverse: which of your units the ' +
      'enemy can attack in his turn, and how endangered each is (the badge’s colour). In a real game look at both at the start of every ' +
      'turn.',
    todo: 'Hover over IV-23, then press Next.',
    callout: 'Can be attacked',
  },
  'w-surround': {
    title: 'Surround it',
    text:
      'I-5 with Davout and III-25 already stand next to IV-23, in its zone of control, so they must attack ' +
      'in the combat phase (CBT.3). IV-23 may retreat only into a hex farther from the attackers, empty ' +
      'and outside French zones of control (CBT.10). Close the way east: cavalry V-C ignores zones of ' +
      'control (ZOC.5) and can ride past the enemy.\n\nOnce V-C stands at 1519, each of the six hexes ' +
      'around IV-23 is occupied or in one of your zones. Cavalry ignores zones only when moving: once next ' +
      'to the enemy it must attack like any unit (CBT.3) — hence the red “!” over it.',
    todo: 'Select cavalry V-C (1316) and click hex 1519 (5 MP).',
    callout: 'Here: close the ring',
  },
  'w-end-movement': {
    title: 'The ring is closed',
    text: 'Now any “defender retreats” result (D1, D2) destroys IV-23: it has nowhere to go (CBT.9).',
    todo: 'Press “End phase” on the right.',
    callout: '',
  },
  'w-bad-roll': {
    title: 'A bad attack',
    text:
      'Combat phase. First a weak attack: III-25 alone, strength 3 against 7, differential −4. In that ' +
      'column of the combat table (CBT.7) the usual results are A1 or A2 — “the attackers retreat”. Look ' +
      'at the odds on the right: this is what a bad attack looks like. III-25 must attack (CBT.3), but ' +
      'with whom is up to you; here it attacks alone.',
    todo: 'Click IV-23, then III-25 (1319), and press “Roll and resolve”.',
    callout: 'A weak attack',
  },
  'w-own-retreat': {
    title: 'The die is against you',
    text:
      'A 3 — result A1: III-25 retreats one hex and is demoralized (CBT.8, CBT.9). It happens: the die is ' +
      'not always on your side, which is why attacks are made at a large differential.\n\nYou choose your ' +
      'own unit’s retreat: the hexes with a dashed frame are the legal ones.',
    todo: 'Click a hex with a dashed frame for III-25 to fall back to.',
    callout: 'III-25 retreats',
  },
  'w-ru-advance': {
    title: 'The Russians may advance',
    text:
      'No attacker is left next to IV-23, so the defender may move into the hex III-25 left (CBT.11). It ' +
      'is the Russians’ decision; in this lesson decline, so IV-23 stays in the ring.',
    todo: 'For the Russians: press “Do not advance”.',
    callout: '',
  },
  'w-destroy': {
    title: 'Strike the surrounded unit',
    text:
      'Now I-5 with Davout and cavalry V-C together: 17 + 3 (Davout) + 4 + 2 (cavalry against infantry in ' +
      'good order) = 26 against 7, differential +19 — the last column, “+17…+18” (CBT.5, CBT.7).',
    todo: 'Click IV-23, then I-5 and V-C, and roll.',
    callout: 'Surrounded',
  },
  'w-advance': {
    title: 'Division destroyed',
    text:
      'A 3 — result D2: IV-23 must retreat two hexes, but every hex around it is in a French zone of ' +
      'control. The retreat cannot be completed, so the division is destroyed (CBT.9). Davout rolled for ' +
      'wounds: a 2, then a 3 — lightly wounded, back on turn 3 (CMD.4).\n\nHex 1418 is empty: one of the ' +
      'attackers may move into it (CBT.11).',
    todo: 'Click 1418 to advance, or press “Do not advance”.',
    callout: 'May be taken',
  },
  'w-meter': {
    title: 'The score has started',
    text:
      'Look at the meter at the top: Russian losses are 7 of 314, 2.2%. The line “Losses: Russians 7 · ' +
      'French 0” under it is a button: it lists the destroyed units. The French need 103 more points for a ' +
      'marginal win (35% or more).\n\nEvery destroyed Russian unit scores; one pushed back and demoralized does ' +
      'not, though it is weaker and may rally.',
    todo: 'Open the list of destroyed units under the loss meter, then press Next.',
    callout: '',
  },
  'w-done': {
    title: 'Lesson complete',
    text:
      'The side that destroys wins, not the one that merely pushes. The best ways are surrounding (nowhere ' +
      'to retreat) and attacks at a large differential. The “Where to attack” overlay (crossed sabres) ' +
      'finds targets every turn, “Threats” (shield) your weak spots. When a unit will not do what you ask, ' +
      'the panel on the right gives the reason and its rule. The glossary is at the end of the rules ' +
      'reference.',
    todo: 'Go back to your game, or start a historical game.',
    callout: '',
  },
}

// On a touch screen there is no hover: the steps that ask for one say «touch and hold» instead (and tap for click).
export const tutorialWinEnTouch: Record<string, Partial<Pick<StepText, 'text' | 'todo'>>> = {
  'w-attacks': {
    text:
      'The “Where to attack” overlay (crossed sabres, top left of the map) is on. It marks every enemy ' +
      'unit you can attack this turn, counting where your units can still get to. The badge shows the chance ' +
      'to destroy it (“↩”: only to push it back); red “1”–“3” are the best targets. Touch and hold IV-23: dashed rings ' +
      'show where to strike from.\n\nThe “Threats” overlay (shield) shows the reverse: which of your units ' +
      'the enemy can attack in his turn, and how endangered each is (the badge’s colour). In a real game look at both at the start of ' +
      'every turn.',
    todo: 'Touch and hold IV-23, then press Next.',
  },
}
