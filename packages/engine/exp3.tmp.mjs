import ivm from 'isolated-vm';
const iso3 = new ivm.Isolate({memoryLimit:32});
const c3 = await iso3.createContext();
for (const code of ['new SharedArrayBuffer(2**30).byteLength', 'let bufs=[]; for(let i=0;i<100;i++) bufs.push(new ArrayBuffer(2**24)); bufs.length', 'let sb=[]; for(let i=0;i<100;i++) sb.push(new SharedArrayBuffer(2**24)); sb.length']) {
  try { console.log(code, '=>', await c3.eval(code, {timeout: 2000})); } catch(e) { console.log(code, 'ERR', e.message); }
}
const iso = new ivm.Isolate({memoryLimit:32});
const c = await iso.createContext();
const t=Date.now();
setTimeout(()=>iso.dispose(), 300);
try { await c.eval('Atomics.wait(new Int32Array(new SharedArrayBuffer(16)), 0, 0)', {timeout: 5000}); } catch(e) { console.log('atomics', e.message, Date.now()-t); }
console.log(process.memoryUsage().rss/1e6);
