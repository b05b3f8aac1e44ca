// The memory worker: a second instance of the page's WebAssembly program,
// in a Web Worker, that runs the memory system and the timing replay
// beside the simulation on the page's thread (sim/memworker). The page
// starts it as memworker.js?exec=WASM_EXEC_URL&wasm=PROGRAM_URL; the
// messages that arrive before the program is ready wait in
// simtlabPending, which the program drains.
"use strict";
self.simtlabPending = [];
self.onmessage = (e) => self.simtlabPending.push(e.data);
const params = new URLSearchParams(self.location.search);
try {
  importScripts(params.get("exec"));
  const go = new Go();
  WebAssembly.instantiateStreaming(fetch(params.get("wasm")), go.importObject)
    .then((r) => go.run(r.instance))
    .catch((err) => self.postMessage({error: String(err)}));
} catch (err) {
  self.postMessage({error: String(err)});
}
