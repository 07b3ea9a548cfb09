// The page's service worker: it keeps the page's files, so that the page
// opens and plays with no network once visited, and can be installed. The
// playground command names its cache for the files of each build: a new
// build's worker takes the new files, and drops the old ones.
const cacheName = 'nqueens-@VERSION@';

// shell are the files the page plays with, kept when the worker is
// installed. The counting engine, nqueens.wasm, is kept when the page says
// it has loaded the library, so that the two do not share a slow line, or
// the first time a tab loads it.
const shell = ['./', 'index.html', 'grid.js', 'app.js', 'style.css', 'worker.js?wasm=play.wasm', 'wasm_exec.js', 'play.wasm',
  'dailies.json', 'icon.svg', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest'];

// fresh returns a request for the file f that passes over the browser's
// own cache, which may hold a file of an earlier build.
const fresh = (f) => new Request(f, { cache: 'reload' });

// A new build's worker waits, as service workers do, until no page of the
// old build is open, so that no page mixes the files of two builds.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(shell.map(fresh))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith('nqueens-') && n !== cacheName).map((n) => caches.delete(n)))));
});

// counting are the files of the counting engine.
const counting = ['worker.js?wasm=nqueens.wasm', 'nqueens.wasm'];

self.addEventListener('message', (event) => {
  if (event.data === 'keep-counting') {
    event.waitUntil(caches.open(cacheName).then(async (cache) => {
      for (const f of counting) if (!await cache.match(f)) await cache.add(fresh(f));
    }).catch(() => {}));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(cacheName);
    // The page's address, whatever its fragment, is its index. A worker's
    // address names its WebAssembly, and is kept whole: the worker reads
    // it from the answer.
    const key = request.mode === 'navigate' ? './' : request;
    const kept = await cache.match(key);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok && (url.pathname.endsWith('.wasm') || url.pathname.endsWith('.js'))) {
      await cache.put(request, response.clone());
    }
    return response;
  })());
});
