'use strict';

// --- Boards on screen ---

// The states of a square.
const EMPTY = 0, MARK = 1, QUEEN = 2;

// A Grid is a board on screen: its column labels above, its row labels at
// the left, and its squares, buttons in a grid that taps, drags, clicks,
// keys and screen readers use. It draws what it is told and reports what
// the player does to its handler h:
//
//	h.tap(q)         a tap or a click on square q, or Space or Enter on it
//	h.act(q, what)   a key or a right click: what is 'queen', 'mark' or 'clear'
//	h.dragStart(q)   a drag starts on square q ...
//	h.dragOver(q)    ... moves over square q ...
//	h.dragEnd()      ... and ends
//	h.undo(), h.redo()  Ctrl+Z, and Ctrl+Y or Ctrl+Shift+Z
//
// Squares are numbered row by row from 0: square q is in row q / n and
// column q % n.
class Grid {
  constructor(element, h) {
    this.element = element;
    this.h = h;
    this.n = 0;
    this.focus = 0;
    this.drag = null;
  }

  // size makes a grid of n by n squares, if it is not one already.
  size(n) {
    if (n === this.n) return;
    this.n = n;
    const cols = document.createElement('div');
    cols.className = 'cols';
    cols.setAttribute('aria-hidden', 'true');
    cols.style.gridTemplateColumns = `repeat(${n}, minmax(0, 1fr))`;
    const rows = document.createElement('div');
    rows.className = 'rows';
    rows.setAttribute('aria-hidden', 'true');
    rows.style.gridTemplateRows = `repeat(${n}, minmax(0, 1fr))`;
    // Every label up to 16, and every fifth beyond, where they would run
    // together.
    for (let i = 0; i < n; i++) {
      const text = n <= 16 || i % 5 === 0 ? String(i) : '';
      cols.appendChild(Object.assign(document.createElement('span'), { textContent: text }));
      rows.appendChild(Object.assign(document.createElement('span'), { textContent: text }));
    }
    const cells = document.createElement('div');
    cells.className = 'cells';
    cells.setAttribute('role', 'grid');
    cells.setAttribute('aria-label', `board of ${n} by ${n}, rows and columns from 0`);
    cells.style.gridTemplate = `repeat(${n}, minmax(0, 1fr)) / repeat(${n}, minmax(0, 1fr))`;
    this.buttons = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.style.display = 'contents';
      for (let c = 0; c < n; c++) {
        const q = r * n + c;
        const b = document.createElement('button');
        b.setAttribute('role', 'gridcell');
        b.dataset.row = r;
        b.dataset.col = c;
        b.tabIndex = q === 0 ? 0 : -1;
        b.addEventListener('keydown', (e) => this.key(e, q));
        // A click from a screen reader, or a keyboard's that key() has
        // not taken: the pointer's are taken as taps and drags.
        b.addEventListener('click', (e) => { if (e.detail === 0) this.h.tap(q); });
        b.addEventListener('contextmenu', (e) => { e.preventDefault(); this.h.act(q, 'mark'); });
        row.appendChild(b);
        this.buttons.push(b);
      }
      cells.appendChild(row);
    }
    cells.addEventListener('pointerdown', (e) => this.down(e));
    cells.addEventListener('pointermove', (e) => this.move(e));
    cells.addEventListener('pointerup', (e) => this.up(e));
    cells.addEventListener('pointercancel', () => this.cancel());
    this.cells = cells;
    this.element.replaceChildren(cols, rows, cells);
    this.focus = 0;
  }

  // at returns the square under the pointer of event e, or -1.
  at(e) {
    const box = this.cells.getBoundingClientRect();
    const c = Math.floor((e.clientX - box.left) / box.width * this.n);
    const r = Math.floor((e.clientY - box.top) / box.height * this.n);
    return r >= 0 && r < this.n && c >= 0 && c < this.n ? r * this.n + c : -1;
  }

  down(e) {
    if (e.button !== 0) return; // the right button is a contextmenu
    const q = this.at(e);
    if (q < 0) return;
    e.preventDefault();
    this.cells.setPointerCapture?.(e.pointerId);
    // The keys go on from the square touched, but a finger's square
    // shows no ring: the focus stays where it is.
    this.focusOn(q, false);
    this.drag = { start: q, last: q, moved: false, shift: e.shiftKey, id: e.pointerId };
  }

  move(e) {
    const d = this.drag;
    if (!d || e.pointerId !== d.id) return;
    const q = this.at(e);
    if (q < 0 || q === d.last) return;
    if (!d.moved) {
      d.moved = true;
      this.h.dragStart(d.start);
    }
    d.last = q;
    this.h.dragOver(q);
  }

  up(e) {
    const d = this.drag;
    if (!d || e.pointerId !== d.id) return;
    this.drag = null;
    if (d.moved) this.h.dragEnd();
    else if (d.shift) this.h.act(d.start, 'mark');
    else this.h.tap(d.start);
  }

  cancel() {
    const d = this.drag;
    this.drag = null;
    if (d?.moved) this.h.dragEnd();
  }

  // focusOn makes square q the one the keys move from, and focuses it if
  // focus is set.
  focusOn(q, focus = true) {
    this.buttons[this.focus].tabIndex = -1;
    this.focus = q;
    const b = this.buttons[q];
    b.tabIndex = 0;
    if (focus || this.cells.contains(document.activeElement)) b.focus({ preventScroll: true });
  }

  key(e, q) {
    const n = this.n;
    const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
    const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (moves[k] !== undefined) {
      const r = Math.floor(q / n), c = q % n;
      const to = k === 'ArrowUp' ? (r > 0 ? q - n : q) : k === 'ArrowDown' ? (r < n - 1 ? q + n : q)
        : k === 'ArrowLeft' ? (c > 0 ? q - 1 : q) : (c < n - 1 ? q + 1 : q);
      this.focusOn(to);
    } else if (k === 'Enter' || k === ' ') {
      this.h.tap(q);
    } else if (k === 'q') {
      this.h.act(q, 'queen');
    } else if (k === 'x' || k === 'b') {
      this.h.act(q, 'mark');
    } else if (k === 'Delete' || k === 'Backspace') {
      this.h.act(q, 'clear');
    } else if ((e.ctrlKey || e.metaKey) && k === 'z') {
      if (e.shiftKey) this.h.redo(); else this.h.undo();
    } else if ((e.ctrlKey || e.metaKey) && k === 'y') {
      this.h.redo();
    } else {
      return;
    }
    e.preventDefault();
  }

  // draw draws square q as describe(q) says: {label, classes, style,
  // letter}, the label read out after its row and column.
  draw(describe) {
    const n = this.n;
    for (let q = 0; q < n * n; q++) {
      const { label, classes, style, letter } = describe(q);
      const b = this.buttons[q];
      const text = `row ${Math.floor(q / n)}, column ${q % n}: ${label}`;
      if (b.getAttribute('aria-label') !== text) b.setAttribute('aria-label', text);
      const cls = classes.join(' ');
      if (b.className !== cls) b.className = cls;
      const css = style || '';
      if (b.style.cssText !== css) b.style.cssText = css;
      const want = letter || '';
      if ((b.firstChild?.textContent || '') !== want) {
        b.replaceChildren();
        if (want) b.appendChild(Object.assign(document.createElement('span'), { className: 'letter', textContent: want, ariaHidden: 'true' }));
      }
    }
  }
}

// A Position is the squares of a board, each EMPTY, MARK or QUEEN, with
// the history of its changes for undo and redo: each entry a list of
// changes [square, from, to], one move, a drag or a restart.
class Position {
  constructor(n, cells) {
    this.n = n;
    this.cells = cells ? Uint8Array.from(cells) : new Uint8Array(n * n);
    this.done = [];
    this.undone = [];
  }

  // change sets each square q of changes, [[q, to], ...], as one entry of
  // the history, and reports whether any square changed.
  change(changes) {
    const entry = [];
    for (const [q, to] of changes) {
      if (this.cells[q] !== to) {
        entry.push([q, this.cells[q], to]);
        this.cells[q] = to;
      }
    }
    if (entry.length === 0) return false;
    this.done.push(entry);
    this.undone = [];
    return true;
  }

  // begin starts an entry that grows with extend, as a drag does.
  begin() { this.open = []; }
  extend(q, to) {
    if (this.cells[q] === to) return false;
    this.open.push([q, this.cells[q], to]);
    this.cells[q] = to;
    return true;
  }
  end() {
    if (this.open?.length) {
      this.done.push(this.open);
      this.undone = [];
    }
    this.open = null;
  }

  undo() {
    const entry = this.done.pop();
    if (!entry) return false;
    for (let i = entry.length - 1; i >= 0; i--) this.cells[entry[i][0]] = entry[i][1];
    this.undone.push(entry);
    return true;
  }

  redo() {
    const entry = this.undone.pop();
    if (!entry) return false;
    for (const [q, , to] of entry) this.cells[q] = to;
    this.done.push(entry);
    return true;
  }

  // drop forgets the last entry, undone, as a change the library refused.
  drop() {
    this.undo();
    this.undone.pop();
  }

  queens() { return [...this.cells.keys()].filter((q) => this.cells[q] === QUEEN); }
  marks() { return [...this.cells.keys()].filter((q) => this.cells[q] === MARK); }
  pairs(list) { return list.map((q) => [Math.floor(q / this.n), q % this.n]); }

  // encode returns the squares as text for an address: base64url of two
  // bits a square, "" for an empty board.
  encode() {
    if (this.cells.every((v) => v === EMPTY)) return '';
    const bytes = new Uint8Array(Math.ceil(this.cells.length / 4));
    this.cells.forEach((v, q) => { bytes[q >> 2] |= v << ((q & 3) * 2); });
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  // decode returns the squares of a board of n by n that text encodes,
  // or null if it encodes none.
  static decode(n, text) {
    const cells = new Uint8Array(n * n);
    if (!text) return cells;
    let raw;
    try {
      raw = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    } catch {
      return null;
    }
    if (raw.length !== Math.ceil(n * n / 4)) return null;
    for (let q = 0; q < n * n; q++) {
      const v = (raw.charCodeAt(q >> 2) >> ((q & 3) * 2)) & 3;
      if (v > QUEEN) return null;
      cells[q] = v;
    }
    return cells;
  }
}
