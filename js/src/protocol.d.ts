// The page's protocol with Python, as TypeScript types. Written from Python's declarations
// (tacocat_widget/page/panels/ and protocol.py) by tacocat_widget/page/typescript.py:
// do not edit. After a change of shape there, write it again:
//   python -m pytest tests/page/test_protocol_types.py --update-protocol

/** Bumped with Python's PROTOCOL whenever a shape changes. */

export type ProtocolVersion = 8;

/** Python's None: null, or undefined where a kernel drops it (a key then missing). */
export type None = null | undefined;

export type Arrow = number | "both";

export type PageAction = CardsAction | CardAction | SacrificeAction;

export type Choices = ReplaceChoices | DuelChoices | AttackChoices | DefendChoices;

export type Viewer = 0 | 1 | "all";

/** One space of the track: its letter, the cards dealt there, who replaces first. */
export interface TrackSpace {
  letter: string;
  /** as every sentence names it: "the YAY-side C" (two spaces share each of T, A, C) */
  name: string;
  number: number;
  arrow: Arrow;
  /** the number and the arrow, in words */
  about: string;
}

/** A goal at one end of the track: where the Tacocat stands in it, its name and owner. */
export interface GoalView {
  position: number;
  name: string;
  player: number;
  seat: string;
  /** whose goal it is, in words */
  about: string;
}

/** Cards that went face up this round, and who played them. */
export interface EventView {
  kind: string;
  player: number;
  cards: number[];
  /** the play in words, as the log says it */
  text: string;
}

/** How the last round ended. */
export interface RoundResultView {
  number: number;
  showdown: number[];
  winner?: number | None;
  moved_from: number;
  moved_to: number;
  /** the round's end in words, naming the players as the viewer knows them */
  text: string;
  /** the round's face-up plays, while the table still shows its end */
  plays: EventView[];
}

/** The game-over banner's words. */
export interface GameOverView {
  headline: string;
  /** the final showdown's cards, or "" when the game ended without one */
  cards: string;
}

/** The board, the hands and the table of one state: what changes from move to move. */
export interface TableView {
  phase: string;
  to_move?: number | None;
  round: number;
  position: number;
  covered: number[];
  winner?: number | None;
  attacker?: number | None;
  pending: number[];
  draw_pile_size: number;
  replaced: (number | None)[];
  events: EventView[];
  trick_lost: boolean;
  last_round?: RoundResultView | None;
  hands: (number[] | None)[];
  hand_sizes: number[];
  /** each hand's heading: its player, seat, size and replace */
  hand_labels: string[];
  player0_has_chosen: boolean;
  status: string;
  /** where the Tacocat stands, named: a space's letter or a goal */
  place: string;
  /** the draw pile's size, in words */
  pile_words: string;
  game_over?: GameOverView | None;
  thought: (string | None)[];
}

/** One round of the game log: the round at the cursor move by move, an earlier one folded. */
export interface LogRound {
  round: number;
  /** the round and the moves it took: "Round 2 · 14 moves" */
  heading: string;
  /** an earlier round: only its marked moves and its result are listed */
  folded: boolean;
  /** what everyone saw of its moves, as they were played */
  lines: string[];
}

/** A replace (the cards discarded, maybe none) or an attack (the cards led). */
export interface CardsAction {
  type: "replace" | "attack";
  cards: number[];
}

/** A duel or a defence: one card. */
export interface CardAction {
  type: "duel" | "defend";
  card: number;
}

/** Giving up the lowest card instead of defending. */
export interface SacrificeAction {
  type: "sacrifice";
}

/** The words around the viewer's choice: the hint under the hand, the play button's label. */
export interface ChoiceWords {
  hint: string;
  /** the play button's label with nothing chosen */
  button: string;
  /** its label for each choice, in the order the choices list them */
  labels: string[];
}

/** The viewer may replace any of their cards, at most `cap` (None: any number). */
export interface ReplaceChoices extends ChoiceWords {
  kind: "replace";
  player: number;
  cap?: number | None;
}

/** The viewer may duel with any of `cards`. */
export interface DuelChoices extends ChoiceWords {
  kind: "duel";
  player: number;
  cards: number[];
}

/** The viewer may lead any of `leads` (each a card, a set or a sequence). */
export interface AttackChoices extends ChoiceWords {
  kind: "attack";
  player: number;
  leads: number[][];
}

/** The viewer answers `against` with one of `cards`, or sacrifices when allowed. */
export interface DefendChoices extends ChoiceWords {
  kind: "defend";
  player: number;
  against: number;
  cards: number[];
  sacrifice: boolean;
}

/** A level the page offers for an agent's seat (`agents.LEVELS`). */
export interface LevelChoice {
  name: string;
  /** the opponent in a few words */
  about: string;
}

/** An agent's seat: who plays it in the game shown, and who will in the next game. */
export interface AgentSeat {
  player: number;
  /** the seat's agent in the game shown, by name (a level's, or another agent's) */
  current: string;
  /** the one chosen for the next game once this one was over, if another */
  next?: string | None;
  /** the words before its list of levels */
  label: string;
}

/** The agents' seats, and whether the page may seat another level in them now. */
export interface SeatLevels {
  /** player 0's first; none for a human's seat */
  seats: AgentSeat[];
  /** before the first move, or once the game is over */
  open: boolean;
  /** what the choice does, or why it waits */
  title: string;
}

/** The timeline's words: where the cursor stands, and the ends of the review's graph. */
export interface TimelineView {
  /** the move to be made next and how many are played: "Move 5 next · 4 of 61 ..." */
  words: string;
  /** the graph's left end: the deal, before move 1 */
  start: string;
  /** the graph's right end: after the line's last move */
  end: string;
}

/** A state the page passes through while it plays moves back: `cursor` is its index. */
export interface FrameView extends TableView {
  cursor: number;
  /** whether an agent made the move that led to it */
  agent: boolean;
}

/** The moves that led to this view, to play back: from the state at `played_from` (None: nothing to play back) through `frames` to the view itself. */
export interface Playback {
  played_from?: number | None;
  frames: FrameView[];
}

/** One line of the game (`lines.py`): its name, moves, and where it leaves an earlier one. */
export interface LineView {
  name: string;
  moves: number;
  /** the earlier line it shares most moves with (None: the first line) */
  parts_from?: number | None;
  /** how many moves it shares with that line */
  after_move?: number | None;
  /** the line, as the line list names it */
  label: string;
}

/** What the page asks before a step that loses moves (None: nothing lost, nothing to ask). */
export interface QuestionsView {
  /** before deleting the line shown */
  delete_line?: string | None;
  new_game?: string | None;
}

/** The synced `hint` trait: what the heuristic would play for the viewer, and why. */
export interface Hint {
  cursor: number;
  player: number;
  action: string;
  /** the cards the hinted move plays, for the page to mark in the hand */
  cards: number[];
  because: string[];
  alternatives: string[];
  /** the hint in words */
  text: string;
}

/** One action in the inspector: its probability, value, visits and named reasons. */
export interface DecisionRow {
  action: string;
  p: number;
  value?: number | None;
  visits?: number | None;
  chosen: boolean;
  why?: string[] | None;
}

/** One opponent hand a search agent imagined, and the move that world favours. */
export interface SampledWorld {
  opponent_hand: number[];
  favours?: string | None;
  value?: number | None;
}

/** The chance, from the deciding player's view, that the opponent holds a card of `value`. */
export interface BeliefView {
  value: number;
  chance: number;
}

/** Where the inspector's value bars start and end, and that in words. */
export interface ValueBars {
  /** a value here draws no bar */
  low: number;
  /** a value here draws a full bar */
  high: number;
  /** the values are chances, written as percents */
  percent: boolean;
  words: string;
}

/** An agent's decision as the inspector shows it. */
export interface DecisionView {
  step: number;
  player: number;
  seat: string;
  action: string;
  /** who chose what, at which move */
  title: string;
  rows: DecisionRow[];
  /** the rows' order, in words */
  order: string;
  others: number;
  iterations?: number | None;
  worlds: SampledWorld[];
  because?: string[] | string | None;
  /** what the value column means (agents' VALUE_KINDS) */
  value_kind?: string | None;
  /** the value column's numbers, in words */
  value_title: string;
  value_bars: ValueBars;
  beliefs_caption: string;
  /** how the agent picks among its moves, in words */
  chosen_by?: string | None;
  /** from the deciding player's observation (Observation.beliefs) */
  beliefs: BeliefView[];
}

/** One legal move of an analysed position: the mover's win chance after it, and how sure. */
export interface AnalysedMove {
  action: string;
  move: PageAction;
  win_chance: number;
  /** the 95% interval of the win chance: its low and its high */
  interval: number[];
  worlds: number;
  /** the planner's pick (not always the highest estimate: see the key) */
  best: boolean;
  played: boolean;
  /** the interval and the worlds it rests on, in words */
  sure: string;
  /** how the move stands against the pick, in words (None: the pick itself) */
  note?: string | None;
}

/** The analysis of the position at the cursor (`analysis.Analysis`), best estimate first. */
export interface AnalysisView {
  step: number;
  /** which move of the game is analysed, for whom */
  title: string;
  /** what the star, the order, the intervals and the notes mean */
  key: string;
  /** the interval column's heading */
  interval_title: string;
  player: number;
  rows: AnalysedMove[];
  /** moves not shown (w.analyse() has them all) */
  others: number;
  /** the move made from this position, if one was */
  played?: string | None;
  /** the win chance the played move gave up against the best */
  loss?: number | None;
  playouts: number;
  /** the played move against the best, in words */
  caption: string;
  /** "game win chance", or "estimated win chance" for a search of unmeasured size */
  value_kind: string;
  /** the win chance column's numbers, in words */
  value_title: string;
}

/** One reviewed move: player 0's win chance after it, and what it cost its player. */
export interface ReviewFacts {
  /** the move from state `step` to state `step + 1` */
  step: number;
  player: number;
  /** player 0's game win chance after the move, as the mover estimated it */
  chance: number;
  /** the mover's win chance given up against the best move */
  loss: number;
  /** how large a loss the two estimates' luck could make (analysis.noise) */
  noise: number;
  /** "inaccuracy", "mistake" or "blunder" (review.MARKS): never within noise */
  mark?: string | None;
  /** the best move, for eyes that may see the mover's hand */
  best?: string | None;
}

/** A reviewed move, and what the page says of it. */
export interface ReviewPoint extends ReviewFacts {
  /** the point in words, for the graph */
  title: string;
  /** the mark in words, for the timeline (None: no mark) */
  mark_title?: string | None;
}

/** A button that moves the timeline to the nearest marked move, back or on. */
export interface MarkJump {
  /** back (-1) or on (1) */
  direction: -1 | 1;
  label: string;
  /** which marks it stops at, in words */
  title: string;
}

/** The synced `review_state` trait: the review of the line shown, as far as it has come. */
export interface ReviewView {
  running: boolean;
  done: number;
  total: number;
  points: ReviewPoint[];
  /** each mark's least loss */
  marks: Record<string, number>;
  /** each mark in words, with its least loss */
  legend: Record<string, string>;
  /** which losses are not marked (those within the noise), in words */
  unmarked: string;
  /** back to the previous mark, on to the next: each stops at every mark */
  jumps: MarkJump[];
  /** how far the review has come, in words ("" once it is done) */
  progress: string;
}

/** How the move played compares with the best one, as the player asked could judge it. */
export interface QuizFacts {
  played: string;
  chance_played: number;
  best: string;
  chance_best: number;
  loss: number;
  /** how large a loss the two estimates' luck could make (analysis.noise) */
  noise: number;
  mark?: string | None;
}

/** The facts of the answer, and the verdict on it in words. */
export interface QuizAnswer extends QuizFacts {
  verdict: string;
}

/** A "find the move" question: the words, whose move, and once answered, the verdict. */
export interface QuizView {
  prompt: string;
  /** the prompt, naming the move asked about while the board stands at it */
  heading: string;
  player: number;
  answer?: QuizAnswer | None;
  open: boolean;
}

/** Everything the page draws: the session as one viewer may see it. */
export interface PageView extends TableView, Playback {
  protocol: number;
  revision: number;
  viewer: Viewer;
  seats: string[];
  humans: boolean[];
  seat_levels: SeatLevels;
  /** each player as the viewer knows them: "player 0 (you)" */
  names: string[];
  /** on the cover between two humans' turns */
  cover_words: string;
  /** player 0's face-down choice, for eyes that may see it */
  sealed?: CardsAction | CardAction | SacrificeAction | None;
  track: TrackSpace[];
  /** player 0's, then player 1's */
  goals: GoalView[];
  choices?: ReplaceChoices | DuelChoices | AttackChoices | DefendChoices | None;
  cursor: number;
  history_length: number;
  timeline: TimelineView;
  /** the line shown: lines[line] */
  line: number;
  lines: LineView[];
  log: LogRound[];
  /** counts the moves played: the count only grows as moves are added */
  log_title: string;
  questions: QuestionsView;
  decision?: DecisionView | None;
  analysis?: AnalysisView | None;
  quiz?: QuizView | None;
}

/** The widget's synced traits, as the page reads them (it writes `PAGE_WRITABLE`). */
export interface PageTraits {
  view_state: PageView;
  /** the history index shown; the timeline writes it */
  cursor: number;
  view: Viewer;
  /** what went wrong with the page's last request, or "" */
  error: string;
  hint?: Hint | None;
  review_state?: ReviewView | None;
  cover_between_turns: boolean;
  /** agents play on by themselves; the autoplay button writes it */
  autoplay: boolean;
  /** seconds between moves played back, and between autoplay steps */
  speed: number;
  /** the inspector lists every move; its toggle writes it */
  every_move: boolean;
  /** the levels an agent's seat may take, weakest first */
  levels: LevelChoice[];
  /** the revision of the last view the page took in; the page writes it */
  seen: number;
}

/** The human the page shows plays `action` (or, where `what_if` allows, the agent's seat takes a move the page tries for it). */
export interface PlayMessage {
  protocol: number;
  kind: "play";
  action: PageAction;
  /** the board the click was made on */
  cursor: number;
}

/** The agent to move makes one move. */
export interface StepMessage {
  protocol: number;
  kind: "step";
  cursor: number;
}

/** Agents play on to the end of the round or the game. */
export interface RunMessage {
  protocol: number;
  kind: "run";
  until: "round" | "game";
  cursor: number;
}

/** Back to the last point where a human chose. */
export interface UndoMessage {
  protocol: number;
  kind: "undo";
  cursor: number;
}

/** How good is each move of the position at the cursor, for the player to move? */
export interface AnalyseMessage {
  protocol: number;
  kind: "analyse";
  cursor: number;
}

/** What would the heuristic play here, for the human the page shows? */
export interface HintMessage {
  protocol: number;
  kind: "hint";
  cursor: number;
}

/** Show another line of the game. */
export interface LineMessage {
  protocol: number;
  kind: "line";
  line: number;
  cursor: number;
}

/** Give a line a name (a short text no other line has). */
export interface NameLineMessage {
  protocol: number;
  kind: "name_line";
  line: number;
  name: string;
  cursor: number;
}

/** Delete a line and the moves only it holds (the page has asked the user first). */
export interface DeleteLineMessage {
  protocol: number;
  kind: "delete_line";
  line: number;
  cursor: number;
}

/** Review every move of the line shown, in the background. */
export interface ReviewMessage {
  protocol: number;
  kind: "review";
  cursor: number;
}

/** Stop the review; what is analysed stays. */
export interface CancelReviewMessage {
  protocol: number;
  kind: "cancel_review";
}

/** Deal a new game with the same players and rules, in place of every line of this one. */
export interface NewGameMessage {
  protocol: number;
  kind: "new_game";
}

/** Stop asking "find the move". */
export interface EndQuizMessage {
  protocol: number;
  kind: "end_quiz";
}

/** Seat an agent of another level in an agent's seat (before the first move, or once the game is over): the player picks their opponent. */
export interface SeatMessage {
  protocol: number;
  kind: "seat";
  player: 0 | 1;
  /** one of agents.LEVEL_NAMES */
  level: string;
  cursor: number;
}

/** Every message the page may send, by its kind. */
export interface Messages {
  play: PlayMessage;
  step: StepMessage;
  run: RunMessage;
  undo: UndoMessage;
  analyse: AnalyseMessage;
  hint: HintMessage;
  line: LineMessage;
  name_line: NameLineMessage;
  delete_line: DeleteLineMessage;
  review: ReviewMessage;
  cancel_review: CancelReviewMessage;
  new_game: NewGameMessage;
  end_quiz: EndQuizMessage;
  seat: SeatMessage;
}

/** Any message the page may send. */
export type PageMessage = Messages[keyof Messages];
