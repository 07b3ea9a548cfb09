// The page's service worker: it keeps the page's files, so that the page
// opens and plays with no network once visited, and can be installed. The
// playground command names its cache for the files of each build: a new
// build's worker takes the new files, and drops the old ones.
const cacheName = 'nqueens-@VERSION@';

// shell are the files the page plays with, kept when the worker is
// installed; the counting engine, nqueens.wasm, is kept the first time the
// count tab loads it.
const shell = ['./', 'index.html', 'grid.js', 'app.js', 'style.css', 'worker.js', 'wasm_exec.js', 'play.wasm',
  'dailies.json', 'icon.svg', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(shell)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith('nqueens-') && n !== cacheName).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(cacheName);
    // The page's address, whatever its fragment, is its index; the
    // worker's, whatever WebAssembly it names, is worker.js.
    const key = request.mode === 'navigate' ? './' : request;
    const kept = await cache.match(key, { ignoreSearch: url.pathname.endsWith('/worker.js') });
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok && (url.pathname.endsWith('.wasm') || url.pathname.endsWith('.js'))) {
      await cache.put(request, response.clone());
    }
    return response;
  })());
});
