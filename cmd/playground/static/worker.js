// The library's WebAssembly, in a Web Worker: it answers the page's calls
// by message, so that no search holds up the page.
importScripts('wasm_exec.js');

const go = new Go();
// ready settles with "" once the library runs, or with why it cannot.
const ready = (async () => {
  try {
    let result;
    try {
      result = await WebAssembly.instantiateStreaming(fetch('nqueens.wasm'), go.importObject);
    } catch (e) {
      // A server that does not say application/wasm.
      const response = await fetch('nqueens.wasm');
      if (!response.ok) throw new Error(`nqueens.wasm: ${response.status} ${response.statusText}`);
      result = await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject);
    }
    go.run(result.instance);
    return '';
  } catch (e) {
    return `the library could not start: ${e.message}`;
  }
})();

onmessage = async (event) => {
  const failed = await ready;
  const { id, method, args } = event.data;
  if (failed) {
    postMessage({ id, answer: { error: failed } });
    return;
  }
  if (method === 'count') {
    nqCount(args.n, args.shard, args.shards,
      (share) => postMessage({ id, progress: share }),
      (answer) => postMessage({ id, answer: JSON.parse(answer) }));
    return;
  }
  postMessage({ id, answer: JSON.parse(nqCall(method, JSON.stringify(args))) });
};
