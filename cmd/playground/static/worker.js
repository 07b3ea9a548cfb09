// The library's WebAssembly, in a Web Worker: it answers the page's calls
// by message, so that no search holds up the page. The address names the
// WebAssembly: worker.js?wasm=play.wasm, the smaller one that plays, or
// worker.js?wasm=nqueens.wasm, which counts too. While it loads, the
// worker posts {loading: {loaded, total}}, the bytes read and the bytes
// of the file, and then {ready: ""}, or {ready: why} if it cannot start.
const wasm = new URLSearchParams(self.location.search).get('wasm') || 'play.wasm';

// The WebAssembly is asked for first, and wasm_exec.js while it comes.
const arriving = fetch(wasm);
importScripts('wasm_exec.js');

// sizes are the bytes of each WebAssembly, as the playground command
// built them: a server may send them compressed, and then says only the
// compressed size.
const sizes = {/*SIZES*/};

// fetchCounted returns the Response of the WebAssembly, the file name,
// as one that posts how many of its bytes have arrived as they are read.
async function fetchCounted(name) {
  const response = await arriving;
  if (!response.ok) throw new Error(`${name}: ${response.status} ${response.statusText}`);
  const total = sizes[name] || Number(response.headers.get('Content-Length')) || 0;
  if (!response.body) return response;
  let loaded = 0;
  const reader = response.body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      loaded += value.byteLength;
      postMessage({ loading: { loaded, total } });
      controller.enqueue(value);
    },
  });
  return new Response(counted, { headers: { 'Content-Type': 'application/wasm' } });
}

const go = new Go();
// ready settles with "" once the library runs, or with why it cannot.
const ready = (async () => {
  try {
    const result = await WebAssembly.instantiateStreaming(fetchCounted(wasm), go.importObject);
    go.run(result.instance);
    return '';
  } catch (e) {
    return `the library could not start: ${e.message}`;
  }
})();
ready.then((why) => postMessage({ ready: why }));

onmessage = async (event) => {
  const failed = await ready;
  const { id, method, args } = event.data;
  if (failed) {
    postMessage({ id, answer: { error: failed } });
    return;
  }
  if (method === 'count') {
    nqCount(args.n, JSON.stringify(args.shards), args.of,
      (share) => postMessage({ id, progress: share }),
      (piece) => postMessage({ id, piece: JSON.parse(piece) }),
      (answer) => postMessage({ id, answer: JSON.parse(answer) }));
    return;
  }
  postMessage({ id, answer: JSON.parse(nqCall(method, JSON.stringify(args))) });
};
