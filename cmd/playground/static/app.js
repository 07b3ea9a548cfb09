'use strict';

// --- Calls to the library, in Web Workers ---

// A Cancelled is the error of a call whose worker was ended.
class Cancelled extends Error {
  constructor() { super('cancelled'); }
}

// A LibraryError is an error the library answered: its text, and its
// code where the page acts on its kind ("no-puzzle").
class LibraryError extends Error {
  constructor(answer) {
    super(answer.error);
    this.code = answer.code || '';
  }
}

// A Library runs one of the library's WebAssembly files in a worker of
// its own and answers calls to it as promises. onLoading(loaded, total)
// hears how far the file has come, and ready settles with "" once it runs
// or with why it cannot. restart() ends the worker at once, stopping
// whatever it computes, and the calls waiting fail.
class Library {
  constructor(wasm, onLoading) {
    this.wasm = wasm;
    this.onLoading = onLoading;
    this.start();
  }
  start() {
    this.worker = new Worker(`worker.js?wasm=${this.wasm}`);
    this.pending = new Map();
    this.next = 0;
    this.ready = new Promise((resolve) => { this.readyNow = resolve; });
    this.worker.onmessage = (event) => {
      const { id, answer, progress, piece, loading, ready } = event.data;
      if (loading) { this.onLoading?.(loading.loaded, loading.total); return; }
      if (ready !== undefined) { this.readyNow(ready); return; }
      const call = this.pending.get(id);
      if (!call) return;
      if (progress !== undefined) { call.progress?.(progress); return; }
      if (piece !== undefined) { call.piece?.(piece); return; }
      this.pending.delete(id);
      if (answer.error) call.reject(new LibraryError(answer)); else call.resolve(answer);
    };
  }
  call(method, args, progress, piece) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, progress, piece });
      this.worker.postMessage({ id, method, args });
    });
  }
  busy() { return this.pending.size > 0; }
  restart() {
    this.worker.terminate();
    for (const call of this.pending.values()) call.reject(new Cancelled());
    this.start();
  }
}

// --- Small things ---

const $ = (id) => document.getElementById(id);
const say = (id, text) => { $(id).textContent = text; };
// counted writes n things, as "1 queen" or "3 queens".
const counted = (n, noun) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
// capital returns text with its first letter a capital.
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
// megabytes writes a number of bytes in MB, one decimal.
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
// clock writes milliseconds as m:ss, or h:mm:ss from an hour.
function clock(ms) {
  const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
// dateOf returns the date of time t on this device, as "2026-12-07".
function dateOf(t) {
  const d = new Date(t);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const today = () => dateOf(Date.now());
// yesterday returns the date before today on this device, a calendar day
// whatever its hours.
const yesterday = () => {
  const d = new Date();
  return dateOf(new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1, 12));
};
const square = (n, q) => `row ${Math.floor(q / n)}, column ${q % n}`;

// The device's store of progress, settings and streak, which a browser
// may refuse: then nothing is kept, and the page plays on.
const store = {
  get(key) {
    try { return JSON.parse(localStorage.getItem(`nqueens:${key}`)); } catch { return null; }
  },
  set(key, value) {
    try { localStorage.setItem(`nqueens:${key}`, JSON.stringify(value)); } catch { /* not kept */ }
  },
};

// numberOf returns the whole number in input, from its min to its max, or
// null, saying in status why it is not one.
function numberOf(input, what, status) {
  const text = input.value.trim(), v = Number(text);
  const min = Number(input.min), max = input.max === '' ? Number.MAX_SAFE_INTEGER : Number(input.max);
  if (text === '' || !Number.isSafeInteger(v) || v < min || v > max) {
    const range = input.max === '' ? `${min} or more` : `from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
    say(status, `The ${what} is a whole number ${range}${text === '' ? '' : `, and ${text} is not one`}.`);
    return null;
  }
  return v;
}

// busy counts the page's actions still running: 0 when the page has
// answered every tap and key, which tests wait for.
let busy = 0;
// tracked returns f as an action counted in busy.
function tracked(f) {
  return async (...args) => {
    busy++;
    try { return await f(...args); } finally { busy--; }
  };
}

// firstBoard, firstPlayable and libraryReady are when the first board was
// drawn, when the first puzzle could be played, and when the library had
// loaded, for hints and for making puzzles, in milliseconds from the
// start of the page's load: what a newcomer waits, which the tests
// measure.
let firstBoard = null, firstPlayable = null, libraryReady = null;

// --- The libraries, and the bar of their loading ---

function showLoading(loaded, total) {
  $('loading').hidden = false;
  if (total > 0 && loaded >= total) {
    $('load-progress').value = 1;
    say('load-text', `Starting the library: ${megabytes(total)} loaded`);
  } else if (total > 0) {
    $('load-progress').value = loaded / total;
    say('load-text', `Loading the library: ${megabytes(loaded)} of ${megabytes(total)}`);
  } else {
    say('load-text', `Loading the library: ${megabytes(loaded)}`);
  }
}

const library = new Library('play.wasm', showLoading); // the page's play
library.ready.then((why) => {
  libraryReady = performance.now();
  if (why) {
    say('load-text', capital(why));
    return;
  }
  $('loading').hidden = true;
  // The line is free now: the service worker, which keeps the page's
  // files, starts, and keeps the counting engine too, for the Board and
  // Count tabs offline. Started sooner, it would take the line from the
  // library's own download.
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    navigator.serviceWorker.register('sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((r) => r.active?.postMessage('keep-counting'))
      .catch(() => {});
  }
});
let analyst = null;                       // play.wasm: the board's live analysis, restarted when the board changes under it, made when first asked
let engines = null;                       // nqueens.wasm: the board's totals, places and classes, made when the board tab opens
let counters = [];                        // the count's workers, nqueens.wasm, made when the count tab opens

function enginesLibrary() {
  engines ??= new Library('nqueens.wasm');
  return engines;
}

// latest calls analyst.call(method, args) so that only the answer to the
// latest request comes back: a request made while another runs ends it.
let latestId = 0;
async function latest(method, args) {
  const id = ++latestId;
  analyst ??= new Library('play.wasm');
  if (analyst.busy()) analyst.restart();
  try {
    const answer = await analyst.call(method, args);
    return id === latestId ? answer : null;
  } catch (e) {
    if (id !== latestId || e instanceof Cancelled) return null;
    throw e;
  }
}

// --- Settings ---

const settings = Object.assign({ order: 'mark', automark: true }, store.get('settings'));
function loadSettings() {
  $('setting-order').value = settings.order;
  $('setting-automark').checked = settings.automark;
  $('setting-order').addEventListener('change', () => { settings.order = $('setting-order').value; store.set('settings', settings); });
  $('setting-automark').addEventListener('change', () => {
    settings.automark = $('setting-automark').checked;
    store.set('settings', settings);
    regions.draw();
    puzzle.draw();
  });
}

// cycled returns what a tap makes of a square in state v, in the order
// the settings give.
function cycled(v) {
  return settings.order === 'mark' ? [MARK, QUEEN, EMPTY][v] : [QUEEN, EMPTY, MARK][v];
}

// --- Puzzles in play: what the two kinds share ---

// A Game is a puzzle in play on one tab: its grid, its position, its
// clock and its record on the device. The kinds fill in their rules:
// conflicts(), the queens in conflict and why; ruled(), the squares a
// queen rules out; describe(q), how a square looks; and solved().
class Game {
  constructor(name) {
    this.name = name;
    this.n = 0;
    this.id = null;      // the puzzle's name in addresses and on the device
    this.pos = null;
    this.elapsed = 0;    // the milliseconds played before since
    this.since = null;   // when the clock last started, or null when stopped
    this.hints = 0;
    this.solvedAt = null;
    this.hinted = [];
    this.wrong = [];
    this.grid = new Grid($(name), {
      tap: (q) => this.play(q, cycled),
      act: (q, what) => this.play(q, (v) => ({ queen: v === QUEEN ? EMPTY : QUEEN, mark: v === MARK ? EMPTY : MARK, clear: EMPTY })[what]),
      dragStart: (q) => this.dragStart(q),
      dragOver: (q) => this.dragOver(q),
      dragEnd: () => this.dragEnd(),
      undo: () => this.undo(),
      redo: () => this.redo(),
    });
    $(`${name}-undo`).addEventListener('click', tracked(() => this.undo()));
    $(`${name}-redo`).addEventListener('click', tracked(() => this.redo()));
    $(`${name}-restart`).addEventListener('click', tracked(() => this.restart()));
    $(`${name}-hint`).addEventListener('click', tracked(() => this.hint()));
    $(`${name}-share`).addEventListener('click', tracked(() => share(this.name)));
  }

  // start shows the puzzle id of size n, at the position and with the
  // record kept of it, if any.
  start(id, n, cells) {
    let kept = store.get(`game:${id}`);
    const keptCells = kept && typeof kept.pos === 'string' ? Position.decode(n, kept.pos) : null;
    // A link's position other than the one kept starts a record of its
    // own: the time, the hints and the solve of the kept one are not its.
    if (cells && !(keptCells && keptCells.every((v, q) => v === cells[q]))) kept = null;
    this.id = id;
    this.n = n;
    this.grid.size(n);
    this.pos = new Position(n, cells ?? keptCells ?? undefined);
    this.elapsed = Number.isFinite(kept?.elapsed) && kept.elapsed >= 0 ? kept.elapsed : 0;
    this.hints = Number.isSafeInteger(kept?.hints) && kept.hints >= 0 ? kept.hints : 0;
    this.solvedAt = Number.isFinite(kept?.solvedAt) ? kept.solvedAt : null;
    this.lastHint = null;
    this.hinted = [];
    this.wrong = [];
    this.since = null;
    this.changed(false);
    this.resume();
    firstBoard ??= performance.now();
  }

  playable() { return this.pos !== null && this.ready(); }

  play(q, next) {
    if (!this.playable()) return;
    if (this.fixed(q)) { this.refuse(q); return; }
    const to = next(this.pos.cells[q]);
    if (to === undefined || !this.pos.change([[q, to]])) return;
    this.changed(true);
  }

  dragStart(q) {
    if (!this.playable()) return;
    this.dragMode = this.pos.cells[q] === MARK ? EMPTY : MARK;
    this.pos.begin();
    this.dragOver(q);
  }
  dragOver(q) {
    if (!this.pos?.open || this.fixed(q)) return;
    const v = this.pos.cells[q];
    if (this.dragMode === MARK ? v === EMPTY : v === MARK) {
      this.pos.extend(q, this.dragMode);
      this.draw();
    }
  }
  dragEnd() {
    if (!this.pos?.open) return;
    this.pos.end();
    this.changed(true);
  }

  undo() {
    if (!this.playable()) return;
    if (this.pos.undo()) this.changed(true, 'Undone.'); else say(`${this.name}-status`, 'Nothing to undo.');
  }
  redo() {
    if (!this.playable()) return;
    if (this.pos.redo()) this.changed(true, 'Redone.'); else say(`${this.name}-status`, 'Nothing to redo.');
  }
  // restart clears the squares, as one change that Undo takes back, and
  // the clock and the hints go on; a solved puzzle starts afresh, its
  // clock and hints from 0 and nothing to undo, so that no record is
  // made up by undoing into the solved board.
  restart() {
    if (!this.playable()) return;
    if (this.solvedAt !== null) {
      this.pos = new Position(this.n);
      this.solvedAt = null;
      this.elapsed = 0;
      this.since = null;
      this.hints = 0;
      this.changed(false, 'Started afresh.');
      return;
    }
    const changes = [...this.pos.cells.keys()].filter((q) => this.pos.cells[q] !== EMPTY).map((q) => [q, EMPTY]);
    if (this.pos.change(changes)) this.changed(true, 'Cleared: Undo brings the squares back.');
  }

  // changed draws the position, says where the player stands, keeps the
  // position on the device and in the address, and, if played, starts
  // the clock and checks whether the puzzle is solved.
  changed(played, note = '') {
    this.hinted = [];
    this.wrong = [];
    const solvedBefore = this.solvedAt !== null;
    if (played && !solvedBefore && this.since === null && document.visibilityState === 'visible' && currentTab === this.name) this.since = Date.now();
    const conflict = this.conflicts();
    const solved = conflict.queens.size === 0 && this.queenCount() === this.n;
    if (solved && !solvedBefore && played) {
      this.elapsed = this.time();
      this.since = null;
      this.solvedAt = Date.now();
      this.onSolved?.();
    } else if (!solved && solvedBefore && played) {
      this.solvedAt = null;
    }
    this.draw(conflict);
    this.save();
    this.tick();
    let text = note ? `${note} ` : '';
    if (this.solvedAt !== null) {
      text = this.solvedText();
    } else if (solved) {
      text = 'Every queen stands where it should: this board is solved, as it was given.';
    } else if (conflict.why) {
      text += conflict.why;
    } else {
      text += `${counted(this.n - this.queenCount(), 'queen')} to place.`;
    }
    say(`${this.name}-status`, text);
    $(`${this.name}-status`).classList.toggle('solved', this.solvedAt !== null);
  }

  solvedText() {
    const hints = this.hints === 0 ? 'with no hint' : `with ${counted(this.hints, 'hint')}`;
    return `Solved in ${clock(this.elapsed)}, ${hints}!${this.streakText?.() ?? ''}`;
  }

  time() { return this.elapsed + (this.since === null ? 0 : Date.now() - this.since); }

  tick() { if (this.pos) say(`${this.name}-timer`, clock(this.time())); }

  // pause stops the clock while the page is hidden, and keeps the time.
  pause() {
    if (this.since !== null) {
      this.elapsed = this.time();
      this.since = null;
      this.save();
    }
  }
  resume() {
    const begun = this.elapsed > 0 || this.pos?.done.length > 0 || this.pos?.cells.some((v) => v !== EMPTY);
    if (this.pos && this.solvedAt === null && begun && this.since === null && document.visibilityState === 'visible' &&
      currentTab === this.name) {
      this.since = Date.now();
    }
  }

  save() {
    if (!this.id) return;
    store.set(`game:${this.id}`, { pos: this.pos.encode(), elapsed: this.time(), hints: this.hints, solvedAt: this.solvedAt, puzzle: this.kept() });
    if (currentTab === this.name) setAddress();
  }

  address() { return this.id ? `${this.id}/${this.pos.encode()}`.replace(/\/$/, '') : this.name; }

  draw(conflict) {
    if (!this.playable()) return;
    conflict ??= this.conflicts();
    const ruled = settings.automark ? this.ruled() : new Set();
    const hinted = new Set(this.hinted), wrong = new Set(this.wrong);
    this.grid.cells.classList.toggle('solved', this.solvedAt !== null);
    this.grid.draw((q) => {
      const d = this.describe(q);
      const v = this.pos.cells[q];
      const words = [d.what];
      if (d.clue) {
        d.classes.push('queen', 'clue');
        words.push('queen, a clue');
      } else if (v === QUEEN) {
        d.classes.push('queen');
        words.push('queen');
      } else if (v === MARK) {
        d.classes.push('mark');
        words.push('marked empty');
      } else if (ruled.has(q)) {
        d.classes.push('ruled');
        words.push('ruled out');
      } else {
        words.push('empty');
      }
      if (conflict.queens.has(q)) { d.classes.push('conflict'); words.push('in conflict'); }
      if (hinted.has(q)) { d.classes.push('hint'); words.push('the hint'); }
      if (wrong.has(q)) { d.classes.push('wrong'); words.push('wrong'); }
      return { label: words.filter(Boolean).join(', '), classes: d.classes, style: d.style, letter: d.letter };
    });
  }

  async hint() {
    if (!this.playable()) return;
    if (this.solvedAt !== null) { say(`${this.name}-status`, this.solvedText()); return; }
    const conflict = this.conflicts();
    if (conflict.why) { say(`${this.name}-status`, `${conflict.why} Take one of them back first.`); return; }
    say(`${this.name}-status`, 'Looking for a hint…');
    const asking = `${this.id} ${this.pos.encode()}`;
    try {
      const h = await library.call(this.hintMethod, this.state());
      if (asking !== `${this.id} ${this.pos.encode()}`) return; // the board changed meanwhile
      if (h.done) { this.changed(false); return; }
      // The same hint asked for again, at the same position, counts once.
      const asked = `${this.pos.encode()} ${h.text}`;
      if (asked !== this.lastHint) this.hints++;
      this.lastHint = asked;
      this.save();
      this.hinted = [...(h.queens || []), ...(h.empty || [])].map(([r, c]) => r * this.n + c);
      this.draw();
      say(`${this.name}-status`, `Hint: ${h.text}.`);
    } catch (e) {
      if (asking !== `${this.id} ${this.pos.encode()}`) return;
      const wrong = await this.mistakes().catch(() => null);
      if (asking !== `${this.id} ${this.pos.encode()}`) return;
      if (wrong?.length) {
        this.wrong = wrong;
        this.draw();
        say(`${this.name}-status`, `No answer from here: wrong at ${wrong.map((q) => square(this.n, q)).join('; ')}.`);
      } else {
        say(`${this.name}-status`, `${capital(e.message)}.`);
      }
    }
  }

  // conflictsOf returns the queens of list that share a unit of units(q),
  // each a list of the names of q's units, and why in words, with those
  // of touching where touch is set.
  static conflictsOf(n, list, units, touch) {
    const queens = new Set();
    let why = '';
    const seen = new Map();
    for (const q of list) {
      for (const u of units(q)) {
        if (seen.has(u)) {
          const other = seen.get(u);
          queens.add(q);
          queens.add(other);
          why ||= u.startsWith('diagonal') || u.startsWith('antidiagonal')
            ? `The queens at ${square(n, other)} and ${square(n, q)} share a diagonal.`
            : `${capital(u)} has two queens, at ${square(n, other)} and ${square(n, q)}.`;
        } else {
          seen.set(u, q);
        }
      }
    }
    if (touch) {
      for (const a of list) {
        for (const b of list) {
          const dr = Math.abs(Math.floor(a / n) - Math.floor(b / n)), dc = Math.abs(a % n - b % n);
          if (a < b && dr <= 1 && dc <= 1) {
            queens.add(a);
            queens.add(b);
            why ||= `The queens at ${square(n, a)} and ${square(n, b)} touch.`;
          }
        }
      }
    }
    return { queens, why };
  }
}

// --- The regions tab ---

class RegionsGame extends Game {
  constructor() {
    super('regions');
    this.hintMethod = 'regions-hint';
    this.map = null;   // the region of each square, row by row
    this.looks = null; // the look of each region
    this.date = null;  // the date of the daily puzzle on screen, or null
  }

  ready() { return this.map !== null; }
  queenCount() { return this.pos.queens().length; }
  fixed() { return false; }
  letter(region) { return String.fromCharCode(65 + region); }
  units(q) { return [`row ${Math.floor(q / this.n)}`, `column ${q % this.n}`, `region ${this.letter(this.map[q])}`]; }
  conflicts() { return Game.conflictsOf(this.n, this.pos.queens(), (q) => this.units(q), true); }

  ruled() {
    const ruled = new Set(), n = this.n;
    for (const q of this.pos.queens()) {
      const r = Math.floor(q / n), c = q % n;
      for (let p = 0; p < n * n; p++) {
        const pr = Math.floor(p / n), pc = p % n;
        if (p !== q && (pr === r || pc === c || this.map[p] === this.map[q] || Math.abs(pr - r) <= 1 && Math.abs(pc - c) <= 1)) ruled.add(p);
      }
    }
    return ruled;
  }

  describe(q) {
    const n = this.n, region = this.map[q], look = this.looks[region];
    const r = Math.floor(q / n), c = q % n;
    const edge = (rr, cc) => rr < 0 || rr >= n || cc < 0 || cc >= n || this.map[rr * n + cc] !== region ? '3px' : '0';
    const style = `background-color:${look.colour};--top:${edge(r - 1, c)};--right:${edge(r, c + 1)};--bottom:${edge(r + 1, c)};--left:${edge(r, c - 1)}`;
    const first = this.map.indexOf(region) === q;
    return { what: `region ${this.letter(region)}`, classes: look.striped ? ['striped'] : [], style, letter: first ? this.letter(region) : '' };
  }

  state() {
    const rows = [];
    for (let r = 0; r < this.n; r++) rows.push(this.map.slice(r * this.n, (r + 1) * this.n));
    return { regions: rows, queens: this.pos.pairs(this.pos.queens()), marks: this.pos.pairs(this.pos.marks()) };
  }

  async mistakes() {
    const a = await library.call('regions-analyze', this.state());
    return (a.mistakes || []).map(([r, c]) => r * this.n + c);
  }

  // kept is the puzzle as the device keeps it: as the library made it.
  kept() { return { regions: this.state().regions, looks: this.looks, grade: this.grade, date: this.date }; }

  refuse() {}

  // show plays the puzzle made, m, named id.
  show(id, m, cells) {
    this.map = m.regions.flat();
    this.looks = m.looks;
    this.grade = m.grade;
    this.date = m.date || null;
    const title = this.date ? `Today's puzzle, ${this.date}: ${m.grade}, ${m.regions.length}×${m.regions.length}` : `A puzzle of grade ${m.grade}, ${m.regions.length}×${m.regions.length}`;
    say('regions-title', this.date && this.date !== today() ? title.replace("Today's", 'The daily') : title);
    this.start(id, m.regions.length, cells);
    this.showStreak();
    firstPlayable ??= performance.now();
  }

  streakText() { return this.date ? ` ${this.streakWords()}` : ''; }

  streakWords() {
    const s = store.get('streak');
    if (!s || s.count === 0) return '';
    const alive = s.last === today() || s.last === yesterday();
    return alive ? `Streak: ${counted(s.count, 'day')} of daily puzzles solved.` : '';
  }

  showStreak() { say('regions-streak', this.date ? this.streakWords() : ''); }

  // onSolved counts a daily puzzle solved on its own day in the streak:
  // one more for each day after a day solved, and 1 after a gap.
  onSolved() {
    if (!this.date || this.date !== today()) return;
    const s = store.get('streak') || { last: null, count: 0, best: 0 };
    if (s.last === this.date) return;
    s.count = s.last === yesterday() && Number.isSafeInteger(s.count) ? s.count + 1 : 1;
    s.best = Math.max(s.best || 0, s.count);
    s.last = this.date;
    store.set('streak', s);
    this.showStreak();
  }
}

const regions = new RegionsGame();

// openRegions shows the regions puzzle that the address part spec names:
// ["daily", date] or [n, grade, seed], at the position cells if not null,
// drawn at once where the device kept the puzzle, and made otherwise.
async function openRegions(spec, cells = null) {
  const id = `regions/${spec.join('/')}`;
  const token = ++opening.regions;
  const kept = keptRegions(store.get(`game:${id}`)?.puzzle);
  if (kept) {
    regions.show(id, kept, cells);
    return '';
  }
  if (!regions.pos) {
    // A board at once: empty, until the library has made the puzzle.
    regions.grid.size(spec[0] === 'daily' ? 8 : Number(spec[0]));
    regions.grid.draw(() => ({ label: 'empty', classes: [] }));
    firstBoard ??= performance.now();
  }
  if (spec[0] === 'daily') {
    const m = keptRegions((await window.dailies)?.[spec[1]]);
    if (token !== opening.regions) return 'later';
    if (m) {
      regions.show(id, m, cells);
      return '';
    }
  }
  say('regions-status', spec[0] === 'daily' ? "Making today's puzzle…" : 'Making a puzzle…');
  try {
    const m = spec[0] === 'daily'
      ? await library.call('regions-daily', { date: spec[1] })
      : await library.call('regions-generate', { n: Number(spec[0]), grade: spec[1], seed: Number(spec[2]) });
    if (token !== opening.regions) return 'later';
    regions.show(id, m, cells);
    return '';
  } catch (e) {
    if (token !== opening.regions) return 'later';
    say('regions-status', `${capital(e.message)}.`);
    return e.code || 'error';
  }
}

// opening counts the puzzles asked for on each tab: an answer to one
// asked for before the latest is dropped.
const opening = { regions: 0, puzzle: 0 };

// keptRegions returns the regions puzzle m, as the library made it and
// the device or dailies.json kept it, or null if it is not one: regions of
// 4 to 16 squares a side, each region a look.
function keptRegions(m) {
  const rows = m?.regions, looks = m?.looks, n = rows?.length;
  if (!Array.isArray(rows) || n < 4 || n > 16 ||
    !rows.every((row) => Array.isArray(row) && row.length === n && row.every((r) => Number.isInteger(r) && r >= 0 && r < n)) ||
    !Array.isArray(looks) || looks.length !== n ||
    !looks.every((l) => /^#[0-9A-Fa-f]{6}$/.test(l?.colour) && typeof l.striped === 'boolean') || typeof m.grade !== 'string') {
    return null;
  }
  return { regions: rows, looks, grade: m.grade, date: typeof m.date === 'string' ? m.date : null };
}

// newGame makes the puzzle of the size, grade and seed that the boxes of
// game's tab hold, with openIt, or, where that seed makes no puzzle of the
// grade, as some grades are rare at some sizes, of the next seed that
// does, up to maxTries of them; and it moves the seed box on to the seed
// after the one that made it.
async function newGame(game, openIt) {
  const name = game.name;
  const n = numberOf($(`${name}-n`), 'size', `${name}-status`);
  const seed = numberOf($(`${name}-seed`), 'seed', `${name}-status`);
  if (n === null || seed === null) return;
  const grade = $(`${name}-grade`).value;
  for (let s = seed; s < seed + maxTries; s++) {
    const failed = await openIt([n, grade, s]);
    if (!failed) {
      $(`${name}-seed`).value = s + 1;
      store.set(`last:${name}`, [n, grade, s]);
      if (s > seed) {
        const tried = s - 1 === seed ? `Seed ${seed} makes` : `Seeds ${seed} to ${s - 1} make`;
        say(`${name}-status`, `${tried} no ${grade} puzzle of size ${n}: this is seed ${s}. ${$(`${name}-status`).textContent}`);
      }
      return;
    }
    if (failed !== 'no-puzzle') return;
  }
  say(`${name}-status`, `Seeds ${seed} to ${seed + maxTries - 1} make no ${grade} puzzle of size ${n}: some grades are rare or absent at some sizes; try another grade or size.`);
  $(`${name}-seed`).value = seed + maxTries;
}

// maxTries is the most seeds New puzzle tries.
const maxTries = 10;

// --- The puzzle tab ---

class PuzzleGame extends Game {
  constructor() {
    super('puzzle');
    this.hintMethod = 'hint';
    this.clues = null;  // the square of each clue
    this.answer = null; // the column of each row's queen in the answer
  }

  ready() { return this.clues !== null; }
  queenCount() { return this.clues.size + this.pos.queens().length; }
  fixed(q) { return this.clues.has(q) || [...this.clues].some((c) => Math.floor(c / this.n) === Math.floor(q / this.n)); }
  refuse(q) { say('puzzle-status', `Row ${Math.floor(q / this.n)} holds a clue.`); }

  all() { return [...this.clues, ...this.pos.queens()]; }

  units(q) {
    const r = Math.floor(q / this.n), c = q % this.n;
    return [`row ${r}`, `column ${c}`, `diagonal ${r - c}`, `antidiagonal ${r + c}`];
  }

  conflicts() { return Game.conflictsOf(this.n, this.all(), (q) => this.units(q), false); }

  ruled() {
    const ruled = new Set(), n = this.n;
    for (const q of this.all()) {
      const r = Math.floor(q / n), c = q % n;
      for (let p = 0; p < n * n; p++) {
        const pr = Math.floor(p / n), pc = p % n;
        if (p !== q && (pr === r || pc === c || pr - pc === r - c || pr + pc === r + c)) ruled.add(p);
      }
    }
    return ruled;
  }

  describe(q) {
    const r = Math.floor(q / this.n), c = q % this.n;
    return { what: '', classes: (r + c) % 2 ? ['dark'] : [], clue: this.clues.has(q) };
  }

  state() {
    return { n: this.n, queens: this.pos.pairs(this.all()), blocked: this.pos.pairs(this.pos.marks()) };
  }

  async mistakes() {
    // The answer is one: what breaks it is a queen off it or a mark on it.
    const n = this.n;
    return this.pos.queens().filter((q) => this.answer[Math.floor(q / n)] !== q % n)
      .concat(this.pos.marks().filter((q) => this.answer[Math.floor(q / n)] === q % n));
  }

  kept() { return { clues: [...this.clues], answer: this.answer, grade: this.grade }; }

  show(id, n, m, cells) {
    this.clues = new Set(m.clues);
    this.answer = m.answer;
    this.grade = m.grade;
    say('puzzle-title', `A puzzle of grade ${m.grade}, ${n}×${n}, ${counted(m.clues.length, 'clue')}`);
    this.start(id, n, cells);
    this.grid.cells.classList.add('checkers');
  }
}

const puzzle = new PuzzleGame();

async function openPuzzle(spec, cells = null) {
  const [n, grade, seed] = [Number(spec[0]), spec[1], Number(spec[2])];
  const id = `puzzle/${spec.join('/')}`;
  const token = ++opening.puzzle;
  const kept = keptPuzzle(n, store.get(`game:${id}`)?.puzzle);
  if (kept) {
    puzzle.show(id, n, kept, cells);
    return '';
  }
  if (!puzzle.pos) {
    // A board at once: empty, until the library has made the puzzle.
    puzzle.grid.size(n);
    puzzle.grid.cells.classList.add('checkers');
    puzzle.grid.draw((q) => ({ label: 'empty', classes: (Math.floor(q / n) + q % n) % 2 ? ['dark'] : [] }));
  }
  say('puzzle-status', 'Making a puzzle…');
  try {
    const m = await library.call('make-puzzle', { n, seed, grade });
    if (token !== opening.puzzle) return 'later';
    puzzle.show(id, n, { clues: (m.queens || []).map(([r, c]) => r * n + c), answer: m.answer, grade: m.grade }, cells);
    return '';
  } catch (e) {
    if (token !== opening.puzzle) return 'later';
    say('puzzle-status', `${capital(e.message)}.`);
    return e.code || 'error';
  }
}

// keptPuzzle returns the puzzle of size n that the device kept, m, or
// null if it is not one: its clues squares of the board, its answer a
// column to each row.
function keptPuzzle(n, m) {
  const square = (q) => Number.isInteger(q) && q >= 0 && q < n * n;
  const column = (c) => Number.isInteger(c) && c >= 0 && c < n;
  if (!Array.isArray(m?.clues) || !m.clues.every(square) || !Array.isArray(m.answer) || m.answer.length !== n ||
    !m.answer.every(column) || typeof m.grade !== 'string') {
    return null;
  }
  return m;
}

// --- The board tab ---

const board = {
  n: 8,
  pos: new Position(8),
  supported: new Set(),
  total: null, // the number of solutions of the size, for the slider
  grid: null,
};

function boardState() {
  return { n: board.n, queens: board.pos.pairs(board.pos.queens()), blocked: board.pos.pairs(board.pos.marks()) };
}

function boardDraw() {
  const n = board.n;
  board.grid.draw((q) => {
    const r = Math.floor(q / n), c = q % n, v = board.pos.cells[q];
    const classes = (r + c) % 2 ? ['dark'] : [];
    if (v === QUEEN) return { label: 'queen', classes: [...classes, 'queen'] };
    if (v === MARK) return { label: 'blocked', classes: [...classes, 'mark'] };
    if (board.supported.has(q)) return { label: 'free, some completion holds it', classes: [...classes, 'supported'] };
    return { label: 'free', classes };
  });
  firstBoard ??= performance.now();
}

// boardPlay changes the board as next says of square q's state, and asks
// the library what the board holds, taking the change back if the
// library refuses it.
function boardPlay(q, next) {
  const to = next(board.pos.cells[q]);
  if (to === undefined || !board.pos.change([[q, to]])) return;
  return boardAnalyze(true);
}

// boardAnalyze draws the board and says what it has, after note if any;
// if refusable, a refused board takes its last change back.
async function boardAnalyze(refusable, note = '') {
  setAddress();
  boardDraw();
  say('board-status', 'Looking…');
  let a;
  try {
    a = await latest('analyze', boardState());
  } catch (e) {
    if (refusable) {
      board.pos.drop();
      return boardAnalyze(false, `Refused: ${e.message}. `);
    }
    say('board-status', `${capital(e.message)}.`);
    return;
  }
  if (!a) return;
  board.supported = new Set((a.supported || []).map(([r, c]) => r * board.n + c));
  boardDraw();
  const queens = board.pos.queens().length;
  if (a.solved) {
    const b = board.pos.queens().map((q) => q % board.n);
    say('board-status', `${note}A solution!`);
    const s = await enginesLibrary().call('symmetry', { board: b }).catch(() => null);
    if (!s || board.pos.queens().length !== board.n) return;
    let text = `${note}A solution! Its class has ${s.images} images under rotations and reflections; the least is (${s.canonical.join(', ')}).`;
    if (board.n <= 14) text += ` It is solution ${(s.rank + 1).toLocaleString('en')} in lexicographic order.`;
    if (board.n <= 12 && board.total) {
      $('board-slider').value = s.rank;
      showPlace(s.rank);
    }
    say('board-status', text);
    return;
  }
  const count = { none: 'No completion.', one: 'Exactly one completion.', two: 'Exactly two completions.', many: 'Three completions or more.' }[a.completions];
  say('board-status', `${note}${count} ${queens} of ${counted(board.n, 'queen')} placed.`);
}

const boardHandler = {
  // A tap places a queen on the board, a second blocks the square and a
  // third clears it, whatever the order of the puzzles' taps.
  tap: tracked((q) => boardPlay(q, (v) => [QUEEN, MARK, EMPTY][v])),
  act: tracked((q, what) => boardPlay(q, (v) => ({ queen: v === QUEEN ? EMPTY : QUEEN, mark: v === MARK ? EMPTY : MARK, clear: EMPTY })[what])),
  dragStart(q) {
    board.dragMode = board.pos.cells[q] === MARK ? EMPTY : MARK;
    board.pos.begin();
    this.dragOver(q);
  },
  dragOver(q) {
    const v = board.pos.cells[q];
    if (board.pos.open && (board.dragMode === MARK ? v === EMPTY : v === MARK)) {
      board.pos.extend(q, board.dragMode);
      boardDraw();
    }
  },
  dragEnd: tracked(() => { board.pos.end(); return boardAnalyze(false); }),
  undo: tracked(() => board.pos.undo() && boardAnalyze(false, 'Undone. ')),
  redo: tracked(() => board.pos.redo() && boardAnalyze(false, 'Redone. ')),
};

// boardSize shows an empty board of the size asked for, at the position
// cells if set.
async function boardSize(cells = null) {
  const n = numberOf($('board-n'), 'size', 'board-status');
  if (n === null) {
    // The board stays, and so does the size it is.
    $('board-n').value = board.n;
    return;
  }
  board.n = n;
  board.pos = new Position(n, cells ?? undefined);
  board.supported = new Set();
  board.total = null;
  board.grid.size(n);
  board.grid.cells.classList.add('checkers');
  $('board-slider-row').hidden = n > maxTotal;
  const analyzed = boardAnalyze(false);
  if (n <= maxTotal) {
    const t = await enginesLibrary().call('total', { n }).catch(() => null);
    if (t && board.n === n) {
      board.total = t.total;
      $('board-slider').max = t.total - 1;
      $('board-slider').value = 0;
      showPlace(null);
    }
  }
  await analyzed;
}

// showPlace says which solution, by its place from 0, the board shows
// among those of its size, or, for null, how many there are.
function showPlace(k) {
  if (!board.total) return;
  const total = board.total.toLocaleString('en');
  $('board-slider-out').textContent = k === null ? `${total} solutions, by place` : `by place: ${(k + 1).toLocaleString('en')} of ${total}`;
}

// maxTotal is the largest size whose solutions the slider steps through.
const maxTotal = 12;

// maxWalk is the largest size whose solutions First and Next walk in
// order: beyond it the first ones lie too deep for a page to wait on.
const maxWalk = 30;

// setBoard shows the solution columns as one change, keeping the blocked
// squares if keep.
function setBoard(columns, keep, note = '') {
  const n = board.n;
  const changes = [];
  for (let q = 0; q < n * n; q++) {
    const v = columns[Math.floor(q / n)] === q % n ? QUEEN : keep && board.pos.cells[q] === MARK ? MARK : EMPTY;
    changes.push([q, v]);
  }
  board.pos.change(changes);
  return boardAnalyze(false, note);
}

async function boardCall(lib, method, args, note = '') {
  if ((method === 'first' || method === 'next') && board.n > maxWalk) {
    say('board-status', `First and Next walk the solutions in order up to size ${maxWalk}: beyond it the search takes minutes or more. Solve finds a completion at once.`);
    return;
  }
  say('board-status', 'Looking…');
  try {
    const s = await lib.call(method, args);
    await setBoard(s.board, method === 'solve', note);
  } catch (e) {
    say('board-status', `${capital(e.message)}.`);
  }
}

// --- The count tab ---

// workers is the number of workers a count runs on: as many as the
// processor has cores, up to 16.
const workers = Math.max(1, Math.min(navigator.hardwareConcurrency || 1, 16));

// prepareCounters starts the count's workers if they are not running yet:
// when the count tab opens, so that they have loaded the library by the
// time a count is asked for.
function prepareCounters() {
  if (counters.length > 0) return;
  for (let i = 0; i < workers; i++) {
    counters.push(new Library('nqueens.wasm', i === 0 ? (loaded, total) => {
      if (!countersWarm) say('count-status', `Loading the counting engine: ${megabytes(loaded)} of ${megabytes(total)}.`);
    } : null));
  }
  warm();
}

// warm has each worker count a little of sizes 14 and 15, while the
// player picks a size: the browser compiles the count's hot functions well
// only once they have run a while, and the first count would pay for it.
// Workers started again after a cancel warm up again.
function warm() {
  warming = Promise.all(counters.map(async (c, i) => {
    const why = await c.ready;
    if (why) return why;
    for (const n of [14, 15]) await c.call('count', { n, shards: [i], of: Math.max(2, workers) }).catch(() => {});
    return '';
  })).then((whys) => {
    const why = whys.find(Boolean);
    if (!countersWarm || why) say('count-status', why ? capital(why) : 'Pick a size from 1 to 20 and count its solutions.');
    countersWarm = true;
  });
}

// countersWarm is set once the count's workers have first warmed up.
let countersWarm = false;

// warming settles once the count's workers have warmed up.
let warming = null;

// shardsOf returns how many shards a count of size n is split into: one
// to a worker, but four to a worker for the even sizes from 18 on, whose
// counts are long enough that the workers finish closer together that
// way, their table built once for their four. The odd sizes' shards count
// more the more there are of them (the units of a group share their
// work), and below 18 a worker's share takes too little time for a
// finer split to pay.
const shardsOf = (n) => Math.max(2, workers * (n >= 18 && n % 2 === 0 ? 4 : 1));

async function startCount() {
  const n = numberOf($('count-n'), 'size', 'count-status');
  if (n === null) return;
  prepareCounters();
  $('count-start').disabled = true;
  $('count-progress').value = 0;
  $('count-progress').removeAttribute('aria-valuetext');
  const on = workers === 1 ? 'one Web Worker' : `${workers} Web Workers`;
  const long = n >= 19 ? ' Sizes 19 and 20 take minutes.' : '';
  say('count-status', `Counting the solutions of ${n} on ${on}…${long}`);
  // The workers warm up first, half a second or so after the tab opens;
  // Cancel stops the count itself, once it runs.
  await warming;
  $('count-cancel').disabled = false;
  const start = performance.now();
  const of = shardsOf(n);
  const shares = new Array(workers).fill(0);
  const pieces = [];
  const showShares = () => {
    const done = shares.reduce((a, b) => a + b, 0) / workers;
    $('count-progress').value = done;
    $('count-progress').setAttribute('aria-valuetext', `${Math.floor(100 * done)}%`);
  };
  try {
    await Promise.all(counters.map((worker, w) => {
      const shards = [];
      for (let s = w; s < of; s += workers) shards.push(s);
      return worker.call('count', { n, shards, of },
        (share) => { shares[w] = share; showShares(); },
        (piece) => { pieces.push(piece); });
    }));
    const c = await counters[0].call('sum-counts', { n, pieces });
    const ms = performance.now() - start;
    const seconds = (ms / 1000).toFixed(ms < 1000 ? 3 : 2);
    $('count-progress').value = 1;
    $('count-progress').setAttribute('aria-valuetext', '100%');
    say('count-status', `n = ${n}: ${counted(c.total, 'solution')}, ${c.unique.toLocaleString('en')} fundamental, in ${seconds} s.`);
  } catch (e) {
    if (e instanceof Cancelled) {
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
  let restarted = false;
  for (const worker of counters) {
    if (worker.busy()) {
      worker.restart();
      restarted = true;
    }
  }
  if (restarted) warm();
}

// --- Addresses: the tab, the puzzle and the position ---

// The address of the page names what it shows, after the #:
//
//	regions/daily/2026-12-07/POSITION   a daily regions puzzle
//	regions/8/hard/3/POSITION           a regions puzzle of size, grade and seed
//	puzzle/8/hard/3/POSITION            an N-Queens puzzle of size, grade and seed
//	board/8/POSITION                    a board
//	count/16                            a count
//
// POSITION, the squares in two bits each (Position.encode), is left out
// where the board is empty.
let currentTab = 'regions';

function setAddress() {
  let hash;
  switch (currentTab) {
    case 'regions': case 'puzzle': hash = (currentTab === 'regions' ? regions : puzzle).address(); break;
    case 'board': hash = `board/${board.n}/${board.pos.encode()}`.replace(/\/$/, ''); break;
    default: {
      const n = Number($('count-n').value);
      hash = Number.isInteger(n) && n >= 1 && n <= 20 ? `count/${n}` : 'count';
    }
  }
  if (location.hash !== `#${hash}`) history.replaceState(null, '', `#${hash}`);
  store.set('last', hash);
}

// share offers the address of the tab's puzzle and position: to the
// phone's share sheet where there is one, and to the clipboard otherwise.
async function share(tab) {
  setAddress();
  const url = location.href;
  const status = `${tab}-status`;
  try {
    if (navigator.share) {
      await navigator.share({ title: document.title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    say(status, 'The link to this puzzle, at this position, is copied.');
  } catch (e) {
    if (e.name !== 'AbortError') say(status, `The link to this puzzle, at this position: ${url}`);
  }
}

// open shows what the address hash names, and reports whether it named
// something the page shows.
async function open(hash) {
  const parts = hash.replace(/^#/, '').split('/');
  const [tab] = parts;
  const pos = (n, text) => (text ? Position.decode(n, text) : null);
  // within reports whether text is a whole number within the range of
  // the box id.
  const within = (id, text) => {
    const v = Number(text), box = $(id);
    return /^\d+$/.test(text || '') && Number.isSafeInteger(v) && v >= Number(box.min) && (box.max === '' || v <= Number(box.max));
  };
  const graded = (id, grade) => [...$(id).options].some((o) => o.value === grade);
  const day = (text) => {
    const [y, m, d] = (text || '').split('-').map(Number);
    return /^\d{4}-\d\d-\d\d$/.test(text || '') && dateOf(new Date(y, m - 1, d, 12)) === text;
  };
  if (tab === 'regions' && parts[1] === 'daily' && day(parts[2])) {
    await showTab('regions', false);
    const kept = store.get(`game:regions/daily/${parts[2]}`)?.puzzle;
    const n = kept?.map ? Math.round(Math.sqrt(kept.map.length)) : null;
    await openRegions(['daily', parts[2]], n && parts[3] ? pos(n, parts[3]) : null);
    if (!n && parts[3] && regions.pos) regions.start(regions.id, regions.n, pos(regions.n, parts[3]));
    return true;
  }
  if ((tab === 'regions' || tab === 'puzzle') && within(`${tab}-n`, parts[1]) && graded(`${tab}-grade`, parts[2]) && within(`${tab}-seed`, parts[3])) {
    const n = Number(parts[1]);
    await showTab(tab, false);
    $(`${tab}-n`).value = n;
    $(`${tab}-grade`).value = parts[2];
    $(`${tab}-seed`).value = Number(parts[3]) + 1;
    const cells = pos(n, parts[4]);
    const failed = tab === 'regions' ? await openRegions([n, parts[2], Number(parts[3])], cells)
      : await openPuzzle([n, parts[2], Number(parts[3])], cells);
    return failed === '' || failed === 'later';
  }
  if (tab === 'board' && within('board-n', parts[1])) {
    await showTab('board', false);
    $('board-n').value = parts[1];
    await boardSize(pos(Number(parts[1]), parts[2]));
    return true;
  }
  if (tab === 'count' && (parts[1] === undefined || within('count-n', parts[1]))) {
    if (parts[1] !== undefined) $('count-n').value = parts[1];
    await showTab('count', true);
    return true;
  }
  return false;
}

// openAddress shows what the address hash names, or, where it names
// nothing the page shows, today's puzzle, with a word why.
async function openAddress(hash) {
  if (hash && hash !== '#' && await open(hash)) return;
  await showTab('regions', false);
  await openRegions(['daily', today()]);
  setAddress();
  if (hash && hash !== '#') {
    say('regions-status', `The link names no puzzle or board this page shows (${decodeURIComponent(hash).slice(0, 60)}): here is today's puzzle. ${$('regions-status').textContent}`);
  }
}

// --- Tabs, and the start ---

async function showTab(name, fill = true) {
  currentTab = name;
  // A puzzle's clock runs while its tab is in sight.
  for (const g of [regions, puzzle]) {
    if (g.name === name) g.resume(); else g.pause();
  }
  for (const t of ['regions', 'puzzle', 'board', 'count']) {
    $(`tab-${t}`).setAttribute('aria-selected', String(t === name));
    $(`tab-${t}`).tabIndex = t === name ? 0 : -1;
    $(`panel-${t}`).hidden = t !== name;
  }
  if (fill) {
    if (name === 'regions' && !regions.ready()) await openRegions(['daily', today()]);
    if (name === 'puzzle' && !puzzle.ready()) {
      const last = store.get('last:puzzle');
      if (!Array.isArray(last) || last.length !== 3 || !await open(`puzzle/${last.join('/')}`)) await newGame(puzzle, openPuzzle);
    }
    if (name === 'board' && !board.grid.n) await boardSize();
  }
  if (name === 'count') prepareCounters();
  if (fill) setAddress();
}

// The clocks run while the page is in sight.
document.addEventListener('visibilitychange', () => {
  for (const g of [regions, puzzle]) {
    if (document.visibilityState === 'visible' && currentTab === g.name) g.resume(); else g.pause();
  }
});
addEventListener('pagehide', () => { regions.pause(); puzzle.pause(); });
setInterval(() => { regions.tick(); puzzle.tick(); }, 1000);

function main() {
  if (location.protocol === 'file:') {
    say('regions-status', 'This page runs the library in Web Workers, which browsers start only for pages served over HTTP: serve its folder, as go run ./cmd/playground does.');
    return;
  }
  board.grid = new Grid($('board'), boardHandler);
  loadSettings();
  const tabs = ['regions', 'puzzle', 'board', 'count'];
  for (const t of tabs) {
    $(`tab-${t}`).addEventListener('click', tracked(() => showTab(t)));
    // Arrows move between the tabs, as in every tab list.
    $(`tab-${t}`).addEventListener('keydown', (e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (!step) return;
      const next = tabs[(tabs.indexOf(t) + step + tabs.length) % tabs.length];
      $(`tab-${next}`).focus();
      tracked(() => showTab(next))();
    });
  }
  $('regions-daily').addEventListener('click', tracked(() => openRegions(['daily', today()])));
  $('regions-new').addEventListener('click', tracked(() => newGame(regions, openRegions)));
  $('puzzle-new').addEventListener('click', tracked(() => newGame(puzzle, openPuzzle)));
  $('board-n').addEventListener('change', tracked(() => boardSize()));
  $('board-clear').addEventListener('click', tracked(() => {
    showPlace(null);
    return setBoard([], false);
  }));
  $('board-solve').addEventListener('click', tracked(() => boardCall(library, 'solve', boardState())));
  $('board-first').addEventListener('click', tracked(() => boardCall(library, 'first', { n: board.n })));
  $('board-next').addEventListener('click', tracked(() => {
    const queens = board.pos.queens();
    if (queens.length < board.n) return boardCall(library, 'first', { n: board.n }, 'Next from a board not yet full starts at the first solution. ');
    return boardCall(library, 'next', { board: queens.map((q) => q % board.n) });
  }));
  $('board-slider').addEventListener('input', tracked(() => {
    const k = Number($('board-slider').value);
    showPlace(k);
    return boardCall(enginesLibrary(), 'unrank', { n: board.n, k });
  }));
  $('board-undo').addEventListener('click', () => boardHandler.undo());
  $('board-redo').addEventListener('click', () => boardHandler.redo());
  $('board-share').addEventListener('click', tracked(() => share('board')));
  $('count-start').addEventListener('click', tracked(startCount));
  $('count-cancel').addEventListener('click', tracked(cancelCount));
  $('count-n').addEventListener('change', () => { if (currentTab === 'count') setAddress(); });
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || !(e.ctrlKey || e.metaKey) || e.target.closest?.('input, select, textarea')) return;
    const k = e.key.toLowerCase();
    const game = { regions, puzzle, board: boardHandler }[currentTab];
    if (!game || (k !== 'z' && k !== 'y')) return;
    if (k === 'y' || e.shiftKey) game.redo(); else game.undo();
    e.preventDefault();
  });
  addEventListener('hashchange', tracked(() => openAddress(location.hash)));
  tracked(() => openAddress(location.hash))();
}

main();
