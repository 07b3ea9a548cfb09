'use strict';

// --- Calls to the library, in a Web Worker ---

// A Library runs the library's WebAssembly in a worker of its own and
// answers calls to it as promises. restart() ends the worker at once,
// stopping whatever it computes, and the calls waiting fail.
class Library {
  constructor() { this.start(); }
  start() {
    this.worker = new Worker('worker.js');
    this.pending = new Map();
    this.next = 0;
    this.worker.onmessage = (event) => {
      const { id, answer, progress } = event.data;
      const call = this.pending.get(id);
      if (!call) return;
      if (progress !== undefined) { call.progress?.(progress); return; }
      this.pending.delete(id);
      if (answer.error) call.reject(new Error(answer.error)); else call.resolve(answer);
    };
  }
  call(method, args, progress) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, progress });
      this.worker.postMessage({ id, method, args });
    });
  }
  busy() { return this.pending.size > 0; }
  restart() {
    this.worker.terminate();
    for (const call of this.pending.values()) call.reject(new Error('cancelled'));
    this.start();
  }
}

const library = new Library(); // the page's calls
const analyst = new Library();  // the live analysis, restarted when a board changes under it
let counters = [];              // the count's workers, one to a shard, made when the count tab opens

// shards is the number of shards a count is split into, one to a worker:
// as many as the processor has cores, up to 16.
const shards = Math.max(1, Math.min(navigator.hardwareConcurrency || 1, 16));

// latest calls analyst.call(method, args) so that only the answer to the
// latest request comes back: a request made while another runs ends it.
let latestId = 0;
async function latest(method, args) {
  const id = ++latestId;
  if (analyst.busy()) analyst.restart();
  try {
    const answer = await analyst.call(method, args);
    return id === latestId ? answer : null;
  } catch (e) {
    if (id !== latestId || e.message === 'cancelled') return null;
    throw e;
  }
}

// --- Boards on screen ---

// A Grid is a board on screen: the library's picture, and over it a grid
// of buttons, one a square, that clicks, keys and screen readers use.
class Grid {
  constructor(element, onPlay) {
    this.element = element;
    this.onPlay = tracked(onPlay); // onPlay(row, col, alternate)
    this.n = 0;
    this.focus = [0, 0];
  }
  size(n) {
    if (n === this.n) return;
    this.n = n;
    this.element.innerHTML = '<div class="picture"></div><div class="cells" role="grid"></div>';
    this.picture = this.element.firstChild;
    this.cells = this.element.lastChild;
    this.cells.setAttribute('aria-label', `board of ${n} by ${n}`);
    this.cells.style.gridTemplate = `repeat(${n}, 1fr) / repeat(${n}, 1fr)`;
    this.buttons = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.style.display = 'contents';
      for (let c = 0; c < n; c++) {
        const b = document.createElement('button');
        b.setAttribute('role', 'gridcell');
        b.dataset.row = r;
        b.dataset.col = c;
        b.tabIndex = r === 0 && c === 0 ? 0 : -1;
        b.addEventListener('click', (e) => { this.focusOn(r, c); this.onPlay(r, c, e.shiftKey); });
        b.addEventListener('contextmenu', (e) => { e.preventDefault(); this.focusOn(r, c); this.onPlay(r, c, true); });
        b.addEventListener('keydown', (e) => this.key(e, r, c));
        row.appendChild(b);
        this.buttons.push(b);
      }
      this.cells.appendChild(row);
    }
    this.focus = [0, 0];
  }
  button(r, c) { return this.buttons[r * this.n + c]; }
  focusOn(r, c) {
    this.button(...this.focus).tabIndex = -1;
    this.focus = [r, c];
    const b = this.button(r, c);
    b.tabIndex = 0;
    b.focus();
  }
  key(e, r, c) {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[e.key]) {
      const [dr, dc] = moves[e.key];
      const nr = Math.min(this.n - 1, Math.max(0, r + dr)), nc = Math.min(this.n - 1, Math.max(0, c + dc));
      this.focusOn(nr, nc);
      e.preventDefault();
    } else if (e.key === 'b' || e.key === 'B' || e.key === 'x' || e.key === 'X') {
      this.onPlay(r, c, true);
      e.preventDefault();
    }
  }
  // draw shows the library's picture svg, and marks each square as
  // describe(row, col) says: {label, classes}.
  draw(svg, describe) {
    // An image of its own, so that the ids of one picture's patterns
    // never name another's.
    const img = new Image();
    img.alt = '';
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    this.picture.replaceChildren(img);
    for (let r = 0; r < this.n; r++) {
      for (let c = 0; c < this.n; c++) {
        const { label, classes } = describe(r, c);
        const b = this.button(r, c);
        b.setAttribute('aria-label', `row ${r}, column ${c}: ${label}`);
        b.className = classes.join(' ');
      }
    }
  }
}

// busy counts the page's actions still running: 0 when the page has
// answered every click and key, which tests wait for.
let busy = 0;

// firstBoard is when the first board was drawn, in milliseconds from the
// start of the page's load: what its cost to a newcomer is measured by.
let firstBoard = null;

// tracked returns f as an action counted in busy.
function tracked(f) {
  return async (...args) => {
    busy++;
    try { return await f(...args); } finally { busy--; }
  };
}

const $ = (id) => document.getElementById(id);
const say = (id, text) => { $(id).textContent = text; };
const key = (r, c) => `${r},${c}`;
// counted writes n things, as "1 queen" or "3 queens".
const counted = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const squares = (set) => [...set].map((k) => k.split(',').map(Number));

// capital returns text with its first letter a capital.
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// seedOf returns the seed of input, a whole number from 0 to 2^53 - 1,
// or null, saying why in the status status.
function seedOf(input, status) {
  const v = Number(input.value);
  if (input.value.trim() === '' || !Number.isSafeInteger(v) || v < 0) {
    say(status, `The seed is a whole number from 0 to ${Number.MAX_SAFE_INTEGER}.`);
    return null;
  }
  return v;
}

function clampSize(input) {
  const v = Math.round(Number(input.value));
  const n = Math.min(Number(input.max), Math.max(Number(input.min), Number.isFinite(v) ? v : Number(input.min)));
  input.value = n;
  return n;
}

// --- The board tab ---

const board = {
  n: 8,
  queens: new Map(), // row -> column
  blocked: new Set(), // "row,col"
  grid: null,
  total: null, // the number of solutions of the size, for the slider
};

function boardState() {
  return { n: board.n, queens: [...board.queens].map(([r, c]) => [r, c]), blocked: squares(board.blocked) };
}

function boardPlay(r, c, alternate) {
  const k = key(r, c);
  if (alternate) {
    if (board.queens.get(r) === c) return;
    if (board.blocked.has(k)) board.blocked.delete(k); else board.blocked.add(k);
  } else if (board.queens.get(r) === c) {
    board.queens.delete(r);
  } else if (board.blocked.has(k)) {
    say('board-status', `Row ${r}, column ${c} is blocked: unblock it first.`);
    return;
  } else {
    const old = board.queens.get(r);
    board.queens.set(r, c);
    return boardAnalyze(() => { if (old === undefined) board.queens.delete(r); else board.queens.set(r, old); });
  }
  return boardAnalyze();
}

// boardAnalyze draws the board and says what it has, after note if any,
// undoing the last change by undo if the library refuses it.
async function boardAnalyze(undo, note = '') {
  say('board-status', 'Looking…');
  let a;
  try {
    a = await latest('analyze', boardState());
  } catch (e) {
    if (undo) { undo(); return boardAnalyze(null, `Refused: ${e.message}. `); }
    say('board-status', e.message);
    return;
  }
  if (!a) return;
  const supported = new Set((a.supported || []).map(([r, c]) => key(r, c)));
  firstBoard ??= performance.now();
  board.grid.draw(a.svg, (r, c) => {
    if (board.queens.get(r) === c) return { label: 'queen', classes: ['queen'] };
    if (board.blocked.has(key(r, c))) return { label: 'blocked', classes: ['blocked'] };
    if (supported.has(key(r, c))) return { label: 'free, some completion holds it', classes: ['supported'] };
    return { label: 'free', classes: [] };
  });
  if (a.solved) {
    const b = [...Array(board.n).keys()].map((r) => board.queens.get(r));
    const s = await library.call('symmetry', { board: b }).catch(() => null);
    let text = 'A solution!';
    if (s) text += ` Its class has ${s.images} images under rotations and reflections; the least is (${s.canonical.join(', ')}).`;
    if (s && board.n <= 14) text += ` It is solution ${s.rank + 1} in lexicographic order.`;
    if (s && board.n <= 12 && board.total) {
      $('board-slider').value = s.rank;
      $('board-slider-out').textContent = `by place: ${s.rank + 1} of ${board.total}`;
    }
    say('board-status', note + text);
    return;
  }
  const count = { none: 'No completion.', one: 'Exactly one completion.', many: 'Completions: many.' }[a.completions];
  say('board-status', `${note}${count} ${board.queens.size} of ${board.n} queens placed.`);
}

// setBoard shows the solution columns, keeping the blocked squares if
// keep, as a completion of the board does.
function setBoard(columns, keep, note = '') {
  board.queens = new Map(columns.map((c, r) => [r, c]));
  if (!keep) board.blocked = new Set();
  return boardAnalyze(null, note);
}

async function boardSize() {
  board.n = clampSize($('board-n'));
  board.queens = new Map();
  board.blocked = new Set();
  board.grid.size(board.n);
  const row = $('board-slider-row');
  row.hidden = board.n > 12;
  if (board.n <= 12) {
    const t = await library.call('total', { n: board.n }).catch(() => null);
    if (t) {
      board.total = t.total;
      $('board-slider').max = t.total - 1;
      $('board-slider').value = 0;
      $('board-slider-out').textContent = `by place: 1 of ${t.total}`;
    }
  }
  return boardAnalyze();
}

// maxWalk is the largest size whose solutions First and Next walk in
// order: beyond it the first ones lie too deep for a page to wait on.
const maxWalk = 30;

async function boardCall(method, args, note = '') {
  if ((method === 'first' || method === 'next') && board.n > maxWalk) {
    say('board-status', `First and Next walk the solutions in order up to size ${maxWalk}: beyond it the search takes minutes or more. Solve finds a completion at once.`);
    return;
  }
  say('board-status', 'Looking…');
  try {
    const s = await library.call(method, args);
    await setBoard(s.board, method === 'solve', note);
  } catch (e) {
    say('board-status', `${capital(e.message)}.`);
  }
}

// --- The count tab ---

// prepareCounters starts the count's workers, one to a shard, if they
// are not running yet: when the count tab opens, so that they have loaded
// the library by the time a count is asked for.
function prepareCounters() {
  while (counters.length < shards) counters.push(new Library());
}

async function startCount() {
  const n = clampSize($('count-n'));
  prepareCounters();
  $('count-start').disabled = true;
  $('count-cancel').disabled = false;
  $('count-progress').value = 0;
  const workers = shards === 1 ? 'one Web Worker' : `${shards} Web Workers`;
  const long = n >= 19 ? ' Sizes 19 and 20 take minutes.' : '';
  say('count-status', `Counting the solutions of ${n} on ${workers}…${long}`);
  const start = performance.now();
  const shares = new Array(shards).fill(0);
  try {
    const parts = await Promise.all(counters.map((worker, shard) =>
      worker.call('count', { n, shard, shards }, (share) => {
        shares[shard] = share;
        const done = shares.reduce((a, b) => a + b, 0) / shards;
        $('count-progress').value = done;
        $('count-progress').setAttribute('aria-valuetext', `${Math.floor(100 * done)}%`);
      })));
    const c = await library.call('sum-counts', { n, parts });
    const seconds = ((performance.now() - start) / 1000).toFixed(2);
    $('count-progress').value = 1;
    const plural = (k, noun) => `${k.toLocaleString('en')} ${noun}${k === 1 ? '' : 's'}`;
    say('count-status', `n = ${n}: ${plural(c.total, 'solution')}, ${c.unique.toLocaleString('en')} fundamental, in ${seconds} s.`);
  } catch (e) {
    if (e.message === 'cancelled') {
      $('count-progress').value = 0;
      say('count-status', `Cancelled the count of ${n}.`);
    } else {
      cancelCount();
      say('count-status', `${capital(e.message)}.`);
    }
  } finally {
    $('count-start').disabled = false;
    $('count-cancel').disabled = true;
    $('count-start').focus();
  }
}

function cancelCount() {
  for (const worker of counters) if (worker.busy()) worker.restart();
}

// --- The puzzle tab ---

const puzzle = { n: 8, clues: new Map(), queens: new Map(), blocked: new Set(), answer: null, grade: '', hint: null, grid: null };

function puzzleState() {
  const all = new Map([...puzzle.clues, ...puzzle.queens]);
  return { n: puzzle.n, queens: [...all].map(([r, c]) => [r, c]), blocked: squares(puzzle.blocked) };
}

async function newPuzzle() {
  const n = clampSize($('puzzle-n'));
  const seed = seedOf($('puzzle-seed'), 'puzzle-status');
  if (seed === null) return;
  say('puzzle-status', 'Making a puzzle…');
  try {
    const m = await library.call('make-puzzle', { n, seed, grade: $('puzzle-grade').value });
    puzzle.n = n;
    puzzle.clues = new Map(m.queens.map(([r, c]) => [r, c]));
    puzzle.queens = new Map();
    puzzle.blocked = new Set();
    puzzle.answer = m.answer;
    puzzle.grade = m.grade;
    puzzle.hint = null;
    puzzle.grid.size(puzzle.n);
    await puzzleDraw(`A puzzle of grade ${m.grade}: ${counted(puzzle.n - puzzle.clues.size, 'queen')} to place.`);
  } catch (e) {
    say('puzzle-status', `${capital(e.message)}.`);
  }
}

// puzzleDraw draws the puzzle and says text, and reports whether the
// library took the board.
async function puzzleDraw(text) {
  let d;
  try {
    d = await library.call('draw', puzzleState());
  } catch (e) {
    say('puzzle-status', `Refused: ${e.message}.`);
    return false;
  }
  puzzle.grid.draw(d.svg, (r, c) => {
    const classes = [];
    if (puzzle.hint && puzzle.hint[0] === r && puzzle.hint[1] === c) classes.push('hint');
    if (puzzle.clues.get(r) === c) return { label: 'queen, a clue', classes };
    if (puzzle.queens.get(r) === c) return { label: 'queen', classes };
    if (puzzle.blocked.has(key(r, c))) return { label: 'marked empty', classes: [...classes, 'blocked'] };
    return { label: 'free', classes };
  });
  if (text) say('puzzle-status', text);
  return true;
}

async function puzzlePlay(r, c, alternate) {
  if (!puzzle.answer) return;
  if (puzzle.clues.has(r)) { say('puzzle-status', `Row ${r} holds a clue.`); return; }
  puzzle.hint = null;
  const k = key(r, c);
  if (alternate) {
    if (puzzle.queens.get(r) === c) return;
    if (puzzle.blocked.has(k)) puzzle.blocked.delete(k); else puzzle.blocked.add(k);
  } else if (puzzle.queens.get(r) === c) {
    puzzle.queens.delete(r);
  } else {
    const old = puzzle.queens.get(r), wasBlocked = puzzle.blocked.delete(k);
    puzzle.queens.set(r, c);
    if (!await puzzleDraw(puzzleText())) {
      if (old === undefined) puzzle.queens.delete(r); else puzzle.queens.set(r, old);
      if (wasBlocked) puzzle.blocked.add(k);
      const text = $('puzzle-status').textContent;
      await puzzleDraw();
      say('puzzle-status', text);
    }
    return;
  }
  await puzzleDraw(puzzleText());
}

// puzzleText says how far the player is, and whether the answer is right
// once every row holds a queen.
function puzzleText() {
  let text = `${counted(puzzle.n - puzzle.clues.size - puzzle.queens.size, 'queen')} to place.`;
  if (puzzle.clues.size + puzzle.queens.size === puzzle.n) {
    const wrong = [...puzzle.queens].filter(([row, col]) => puzzle.answer[row] !== col).map(([row]) => row);
    text = wrong.length === 0 ? 'Solved!' : `Not the answer: the queen${wrong.length > 1 ? 's' : ''} of row ${wrong.join(', ')} ${wrong.length > 1 ? 'are' : 'is'} wrong.`;
  }
  return text;
}

async function puzzleHint() {
  if (!puzzle.answer) return;
  try {
    const h = await library.call('hint', puzzleState());
    if (h.done) { say('puzzle-status', puzzleText()); return; }
    puzzle.hint = (h.queens || h.empty)[0];
    await puzzleDraw(`Hint: ${h.text}.`);
  } catch (e) {
    // The answer is one: what breaks it is a queen off it or a mark on it.
    const wrong = [...puzzle.queens].filter(([r, c]) => puzzle.answer[r] !== c)
      .concat(squares(puzzle.blocked).filter(([r, c]) => puzzle.answer[r] === c));
    const at = wrong.map(([r, c]) => `row ${r}, column ${c}`).join('; ');
    say('puzzle-status', wrong.length ? `No completion from here: wrong at ${at}.` : `${capital(e.message)}.`);
  }
}

// --- The regions tab ---

const regions = { n: 8, map: null, queens: new Set(), marks: new Set(), hint: [], grid: null };

function regionsState() {
  return { regions: regions.map, queens: squares(regions.queens), marks: squares(regions.marks) };
}

async function newRegions() {
  const n = clampSize($('regions-n'));
  const seed = seedOf($('regions-seed'), 'regions-status');
  if (seed === null) return;
  say('regions-status', 'Making a puzzle…');
  try {
    const m = await library.call('regions-generate', { n, seed, grade: $('regions-grade').value });
    regions.n = n;
    regions.map = m.regions;
    regions.queens = new Set();
    regions.marks = new Set();
    regions.hint = [];
    regions.grid.size(regions.n);
    await regionsDraw(`A puzzle of grade ${m.grade}: ${counted(regions.n, 'queen')} to place.`);
  } catch (e) {
    say('regions-status', `${e.message}.`);
  }
}

async function regionsDraw(text) {
  let a;
  try {
    a = await library.call('regions-analyze', regionsState());
  } catch (e) {
    say('regions-status', `${e.message}.`);
    return false;
  }
  const full = regions.queens.size === regions.n;
  const wrong = new Set(full ? (a.mistakes || []).map(([r, c]) => key(r, c)) : []);
  const hinted = new Set(regions.hint.map(([r, c]) => key(r, c)));
  regions.grid.draw(a.svg, (r, c) => {
    const k = key(r, c);
    const classes = [];
    if (hinted.has(k)) classes.push('hint');
    if (wrong.has(k)) classes.push('wrong');
    const region = String.fromCharCode(65 + regions.map[r][c]);
    if (regions.queens.has(k)) return { label: `region ${region}, queen`, classes };
    if (regions.marks.has(k)) return { label: `region ${region}, marked empty`, classes };
    return { label: `region ${region}, free`, classes };
  });
  if (a.solved) text = 'Solved!';
  else if (full) text = `Not the answer: ${wrong.size} of the queens ${wrong.size === 1 ? 'is' : 'are'} wrong.`;
  if (text) say('regions-status', text);
  return true;
}

async function regionsPlay(r, c, alternate) {
  if (!regions.map) return;
  const k = key(r, c);
  regions.hint = [];
  if (alternate) {
    if (regions.queens.has(k)) return;
    if (regions.marks.has(k)) regions.marks.delete(k); else regions.marks.add(k);
  } else if (regions.queens.has(k)) {
    regions.queens.delete(k);
  } else {
    const wasMarked = regions.marks.delete(k);
    regions.queens.add(k);
    if (!await regionsDraw(`${counted(regions.n - regions.queens.size, 'queen')} to place.`)) {
      regions.queens.delete(k);
      if (wasMarked) regions.marks.add(k);
      const text = $('regions-status').textContent;
      await regionsDraw();
      say('regions-status', text);
    }
    return;
  }
  await regionsDraw(`${counted(regions.n - regions.queens.size, 'queen')} to place.`);
}

async function regionsHint() {
  if (!regions.map) return;
  try {
    const h = await library.call('regions-hint', regionsState());
    if (h.done) { say('regions-status', 'Every queen is placed.'); return; }
    regions.hint = [...(h.queens || []), ...(h.empty || [])];
    await regionsDraw(`Hint: ${h.text}.`);
  } catch (e) {
    say('regions-status', `${e.message}.`);
  }
}

// --- Tabs, and the start ---

async function showTab(name) {
  for (const t of ['board', 'count', 'puzzle', 'regions']) {
    $(`tab-${t}`).setAttribute('aria-selected', String(t === name));
    $(`panel-${t}`).hidden = t !== name;
  }
  if (name === 'puzzle' && !puzzle.answer) await newPuzzle();
  if (name === 'regions' && !regions.map) await newRegions();
  if (name === 'count') prepareCounters();
}

function main() {
  if (location.protocol === 'file:') {
    say('board-status', 'This page runs the library in a Web Worker, which browsers start only for pages served over HTTP: serve its folder, as go run ./cmd/playground does.');
    return;
  }
  board.grid = new Grid($('board'), boardPlay);
  puzzle.grid = new Grid($('puzzle'), puzzlePlay);
  regions.grid = new Grid($('regions'), regionsPlay);
  for (const t of ['board', 'count', 'puzzle', 'regions']) $(`tab-${t}`).addEventListener('click', tracked(() => showTab(t)));
  $('board-n').addEventListener('change', tracked(boardSize));
  $('board-clear').addEventListener('click', tracked(() => { board.queens = new Map(); board.blocked = new Set(); return boardAnalyze(); }));
  $('board-solve').addEventListener('click', tracked(() => boardCall('solve', boardState())));
  $('board-first').addEventListener('click', tracked(() => boardCall('first', { n: board.n })));
  $('board-next').addEventListener('click', tracked(() => {
    const b = [...Array(board.n).keys()].map((r) => board.queens.get(r));
    return b.some((c) => c === undefined)
      ? boardCall('first', { n: board.n }, 'Next from a board not yet full starts at the first solution. ')
      : boardCall('next', { board: b });
  }));
  $('board-slider').addEventListener('input', tracked(() => {
    const k = Number($('board-slider').value);
    $('board-slider-out').textContent = `by place: ${k + 1} of ${board.total}`;
    return boardCall('unrank', { n: board.n, k });
  }));
  $('count-start').addEventListener('click', tracked(startCount));
  $('count-cancel').addEventListener('click', tracked(cancelCount));
  $('puzzle-new').addEventListener('click', tracked(newPuzzle));
  $('puzzle-hint').addEventListener('click', tracked(puzzleHint));
  $('regions-new').addEventListener('click', tracked(newRegions));
  $('regions-hint').addEventListener('click', tracked(regionsHint));
  tracked(boardSize)();
}

main();
