// The library's WebAssembly, in a Web Worker: it answers the page's calls
// by message, so that no search holds up the page.
importScripts('wasm_exec.js');

const go = new Go();
const ready = (async () => {
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(fetch('nqueens.wasm'), go.importObject);
  } catch (e) {
    // A server that does not say application/wasm.
    const bytes = await (await fetch('nqueens.wasm')).arrayBuffer();
    result = await WebAssembly.instantiate(bytes, go.importObject);
  }
  go.run(result.instance);
})();

onmessage = async (event) => {
  await ready;
  const { id, method, args } = event.data;
  if (method === 'count') {
    nqCount(args.n,
      (share) => postMessage({ id, progress: share }),
      (answer) => postMessage({ id, answer: JSON.parse(answer) }));
    return;
  }
  postMessage({ id, answer: JSON.parse(nqCall(method, JSON.stringify(args))) });
};
