// The page's side of the protocol with Python: the data it draws and every message it sends,
// declared once. tests/page/test_protocol_both_sides.py reads the `@typedef {Object}` blocks below (their
// `@property` lines) and checks them against the Python side, so keep one property a line.

/** Bumped with Python's PROTOCOL whenever the view or a message changes shape. */
export const PROTOCOL = 5;

/** @typedef {0 | 1} Player */
/** @typedef {0 | 1 | "all"} Viewer  whose eyes the page shows */
/** @typedef {"replace" | "duel" | "attack" | "defend" | "over"} Phase */

/**
 * The synced `view_state`: the game as the viewer may see it.
 * @typedef {Object} PageView
 * @extends {TableView}
 * @extends {Playback}
 * @property {number} protocol
 * @property {Viewer} viewer
 * @property {string[]} seats  each seat's name, "human" or the agent's
 * @property {boolean[]} humans  per seat, whether a person plays it
 * @property {PageAction | null} sealed  player 0's face-down choice, for eyes that may see it
 * @property {TrackSpace[]} track
 * @property {Choices | null} choices  what the viewer may click now
 * @property {number} cursor
 * @property {number} history_length
 * @property {number} line  the line shown: lines[line]
 * @property {LineView[]} lines  every line of the game
 * @property {string[]} log
 * @property {DecisionView | null} decision  what the inspector shows
 * @property {AnalysisView | null} analysis  the analysis of the position at the cursor, if asked for
 * @property {QuizView | null} quiz  a "find the move" question, for eyes that may see the player asked
 * @property {number} revision  grows on every sync, so every answer to a message reaches the page as a change
 */

/**
 * The board, the hands and the table of one state: what changes from move to move.
 * @typedef {Object} TableView
 * @property {Phase} phase
 * @property {Player | null} to_move
 * @property {number} round
 * @property {number} position  -1 and 7 are the goals, 0..6 the track
 * @property {number[]} covered  tiled spaces
 * @property {Player | null} winner
 * @property {Player | null} attacker
 * @property {number[]} pending  attacking cards not yet answered
 * @property {number} draw_pile_size
 * @property {(number | null)[]} replaced  per player, cards replaced this round (null: not yet)
 * @property {EventView[]} events  this round's face-up plays
 * @property {boolean} trick_lost
 * @property {RoundResultView | null} last_round
 * @property {(number[] | null)[]} hands  null for a hand the viewer may not see
 * @property {number[]} hand_sizes
 * @property {boolean} player0_has_chosen
 * @property {string} status
 */

/**
 * How the move played compares with the best one, as the player asked could judge it.
 * @typedef {Object} QuizAnswer
 * @property {string} played
 * @property {number} chance_played
 * @property {string} best
 * @property {number} chance_best
 * @property {number} loss
 * @property {string | null} mark
 */

/**
 * A "find the move" question: the words, whose move, and once answered, the verdict.
 * @typedef {Object} QuizView
 * @property {string} prompt
 * @property {Player} player
 * @property {QuizAnswer | null} answer
 */

/**
 * One reviewed move: player 0's win chance after it, and what it cost its player.
 * @typedef {Object} ReviewPoint
 * @property {number} step  the move from state `step` to state `step + 1`
 * @property {Player} player
 * @property {number} chance  player 0's game win chance after the move, as the mover estimated it
 * @property {number} loss  the mover's win chance given up against the best move
 * @property {"inaccuracy" | "mistake" | "blunder" | null} mark
 * @property {string | null} best  the best move, for eyes that may see the mover's hand
 */

/**
 * The synced `review_state` trait: the review of the line shown, as far as it has come.
 * @typedef {Object} ReviewView
 * @property {boolean} running
 * @property {number} done
 * @property {number} total
 * @property {ReviewPoint[]} points
 * @property {Object<string, number>} marks  each mark's least loss
 */

/**
 * One line of the game: its name, its moves, and where it leaves an earlier line.
 * @typedef {Object} LineView
 * @property {string} name
 * @property {number} moves
 * @property {number | null} parts_from  the earlier line it shares most moves with (null: the first line)
 * @property {number | null} after_move  how many moves it shares with that line
 */

/**
 * The moves that led to this view: from the state at `played_from` through `frames` to the view.
 * @typedef {Object} Playback
 * @property {number | null} played_from  null: nothing to play back
 * @property {FrameView[]} frames  the states in between, oldest first
 */

/**
 * A state the page passes through while it plays moves back.
 * @typedef {Object} FrameView
 * @extends {TableView}
 * @property {number} cursor  its index in the history
 * @property {boolean} agent  whether an agent made the move that led to it
 */

/**
 * One face-up play of this round.
 * @typedef {Object} EventView
 * @property {string} kind  replace, duel, attack, defend or sacrifice
 * @property {Player} player
 * @property {number[]} cards
 */

/**
 * How the last round ended.
 * @typedef {Object} RoundResultView
 * @property {number} number
 * @property {number[]} showdown  the two last cards, player 0's first
 * @property {Player | null} winner  null for a tie
 * @property {number} moved_from
 * @property {number} moved_to
 */

/**
 * @typedef {Object} TrackSpace
 * @property {string} letter
 * @property {number} number  the cards dealt on this space
 * @property {Player | "both"} arrow  who replaces first
 */

/** @typedef {ReplaceChoices | DuelChoices | AttackChoices | DefendChoices} Choices */

/**
 * @typedef {Object} ReplaceChoices
 * @property {"replace"} kind
 * @property {Player} player
 * @property {number | null} cap  the most cards that may be replaced; null for any number
 */

/**
 * @typedef {Object} DuelChoices
 * @property {"duel"} kind
 * @property {Player} player
 * @property {number[]} cards
 */

/**
 * @typedef {Object} AttackChoices
 * @property {"attack"} kind
 * @property {Player} player
 * @property {number[][]} leads  every legal lead, each ascending
 */

/**
 * @typedef {Object} DefendChoices
 * @property {"defend"} kind
 * @property {Player} player
 * @property {number} against
 * @property {number[]} cards  the cards that may defend
 * @property {boolean} sacrifice  whether sacrificing the lowest card is allowed
 */

/**
 * An agent's decision as the inspector shows it.
 * @typedef {Object} DecisionView
 * @property {number} step  the move it decided
 * @property {Player} player
 * @property {string} seat
 * @property {string} action
 * @property {DecisionRow[]} rows  the most likely moves
 * @property {number} others  how many moves the rows leave out
 * @property {number | null} iterations
 * @property {SampledWorld[]} worlds
 * @property {string | string[] | null} because
 * @property {string | null} value_kind  what the values are: "game win chance", "round score" or "heuristic score"
 * @property {string | null} chosen_by  how the agent picks among its moves, in words
 * @property {BeliefView[]} beliefs  per card value, the chance the opponent holds one, as the decider saw it
 */

/**
 * The analysis of the position at the cursor, best move first.
 * @typedef {Object} AnalysisView
 * @property {number} step
 * @property {Player} player
 * @property {AnalysedMove[]} rows
 * @property {number} others  moves not shown (Python's w.analyse() has them all)
 * @property {string | null} played  the move made from this position, if one was
 * @property {number | null} loss  the win chance the played move gave up against the best
 * @property {number} playouts
 */

/**
 * @typedef {Object} AnalysedMove
 * @property {string} action
 * @property {number} win_chance  the mover's chance of winning the game after this move, calibrated
 * @property {number} standard_error
 * @property {number} worlds  imagined deals it was tried in
 * @property {boolean} best
 * @property {boolean} played
 */

/**
 * @typedef {Object} BeliefView
 * @property {number} value
 * @property {number} chance
 */

/**
 * @typedef {Object} DecisionRow
 * @property {string} action
 * @property {number} p
 * @property {number | null} value
 * @property {number | null} visits
 * @property {boolean} chosen
 * @property {string[] | null} why
 */

/**
 * One opponent hand a search agent imagined.
 * @typedef {Object} SampledWorld
 * @property {number[]} opponent_hand
 * @property {string | null} favours
 * @property {number} value
 */

/**
 * The synced `hint` trait (null when there is none).
 * @typedef {Object} Hint
 * @property {number} cursor
 * @property {Player} player  whose hint it is
 * @property {string} action
 * @property {number[]} cards  the cards the hinted move plays
 * @property {string[]} because
 * @property {string[]} alternatives
 */

/**
 * The widget's synced traits that the page reads (and writes, where said).
 * @typedef {Object} PageTraits
 * @property {PageView} view_state
 * @property {number} cursor  written by the timeline
 * @property {Viewer} view
 * @property {string} error
 * @property {Hint | null} hint
 * @property {ReviewView | null} review_state  the game review, once one is asked for
 * @property {boolean} cover_between_turns
 * @property {boolean} autoplay  written by the autoplay button
 * @property {number} speed  seconds between moves played back, and between autoplay steps; written by its slider
 * @property {boolean} every_move  whether the inspector lists every move, written by its toggle
 * @property {number} seen  the revision of the last view the page took in, written by the page
 */

/**
 * An action as the engine's `action_from_dict` reads it.
 * @typedef {{type: "replace" | "attack", cards: number[]} | {type: "duel" | "defend", card: number} | {type: "sacrifice"}} PageAction
 */

/**
 * @typedef {Object} PlayMessage
 * @property {number} protocol
 * @property {"play"} kind
 * @property {PageAction} action
 * @property {number} cursor  the board the click was made on
 */

/**
 * @typedef {Object} StepMessage
 * @property {number} protocol
 * @property {"step"} kind
 * @property {number} cursor
 */

/**
 * @typedef {Object} RunMessage
 * @property {number} protocol
 * @property {"run"} kind
 * @property {"round" | "game"} until
 * @property {number} cursor
 */

/**
 * @typedef {Object} UndoMessage
 * @property {number} protocol
 * @property {"undo"} kind
 * @property {number} cursor
 */

/**
 * @typedef {Object} HintMessage
 * @property {number} protocol
 * @property {"hint"} kind
 * @property {number} cursor
 */

/**
 * @typedef {Object} AnalyseMessage
 * @property {number} protocol
 * @property {"analyse"} kind
 * @property {number} cursor
 */

/**
 * @typedef {Object} LineMessage
 * @property {number} protocol
 * @property {"line"} kind
 * @property {number} line  the line to show
 * @property {number} cursor
 */

/**
 * @typedef {Object} NameLineMessage
 * @property {number} protocol
 * @property {"name_line"} kind
 * @property {number} line  the line to name
 * @property {string} name  its new name: a short text no other line has
 * @property {number} cursor
 */

/**
 * @typedef {Object} DeleteLineMessage
 * @property {number} protocol
 * @property {"delete_line"} kind
 * @property {number} line  the line to delete (the page has asked the user first)
 * @property {number} cursor
 */

/**
 * @typedef {Object} EndQuizMessage
 * @property {number} protocol
 * @property {"end_quiz"} kind
 */

/**
 * @typedef {Object} ReviewMessage
 * @property {number} protocol
 * @property {"review"} kind
 * @property {number} cursor
 */

/**
 * @typedef {Object} CancelReviewMessage
 * @property {number} protocol
 * @property {"cancel_review"} kind
 */

/**
 * A new deal in place of the whole game, every line (the page has asked the user first, unless no
 * move had been played).
 * @typedef {Object} NewGameMessage
 * @property {number} protocol
 * @property {"new_game"} kind
 */

/**
 * The action of this kind with these cards (a duel and a defence take one card, a sacrifice none).
 * @param {PageAction["type"]} type
 * @param {number[]} cards
 * @returns {PageAction}
 */
export function pageAction(type, cards = []) {
  if (type === "duel" || type === "defend") return { type, card: cards[0] };
  if (type === "sacrifice") return { type };
  return { type, cards };
}

/** @returns {PlayMessage} */
export function playMessage(action, cursor) {
  return { protocol: PROTOCOL, kind: "play", action, cursor };
}

/** @returns {StepMessage} */
export function stepMessage(cursor) {
  return { protocol: PROTOCOL, kind: "step", cursor };
}

/** @returns {RunMessage} */
export function runMessage(until, cursor) {
  return { protocol: PROTOCOL, kind: "run", until, cursor };
}

/** @returns {UndoMessage} */
export function undoMessage(cursor) {
  return { protocol: PROTOCOL, kind: "undo", cursor };
}

/** @returns {HintMessage} */
export function hintMessage(cursor) {
  return { protocol: PROTOCOL, kind: "hint", cursor };
}

/** @returns {AnalyseMessage} */
export function analyseMessage(cursor) {
  return { protocol: PROTOCOL, kind: "analyse", cursor };
}

/** @returns {LineMessage} */
export function lineMessage(line, cursor) {
  return { protocol: PROTOCOL, kind: "line", line, cursor };
}

/** @returns {NameLineMessage} */
export function nameLineMessage(line, name, cursor) {
  return { protocol: PROTOCOL, kind: "name_line", line, name, cursor };
}

/** @returns {DeleteLineMessage} */
export function deleteLineMessage(line, cursor) {
  return { protocol: PROTOCOL, kind: "delete_line", line, cursor };
}

/** @returns {EndQuizMessage} */
export function endQuizMessage() {
  return { protocol: PROTOCOL, kind: "end_quiz" };
}

/** @returns {ReviewMessage} */
export function reviewMessage(cursor) {
  return { protocol: PROTOCOL, kind: "review", cursor };
}

/** @returns {CancelReviewMessage} */
export function cancelReviewMessage() {
  return { protocol: PROTOCOL, kind: "cancel_review" };
}

/** @returns {NewGameMessage} */
export function newGameMessage() {
  return { protocol: PROTOCOL, kind: "new_game" };
}
