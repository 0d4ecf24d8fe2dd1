// How fast one core of this machine is, in Lighthouse's own measure (`lhr.environment.benchmarkIndex`):
// the same two loops, string building (with garbage collection) and array copying (without), each for
// half a second. The same machine kind has run 1.6 times slower from one half-day to the next, so a run's
// time says little without it (read it on an idle core); `npm test` prints it first, and docs/performance.md gives it with
// each run. Lighthouse's goals in this repo hold at an index near 1,600.

/** Lighthouse's `benchmarkIndexGC`: strings of 10,000 characters built for 500 ms. */
function withGarbage() {
  const start = Date.now();
  let iterations = 0;
  while (Date.now() - start < 500) {
    let text = '';
    for (let j = 0; j < 10_000; j++) text += 'a';
    // Used, so the engine cannot drop the loop as dead code.
    if (text.length !== 10_000) throw new Error('unreachable');
    iterations++;
  }
  return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
}

/** Lighthouse's `benchmarkIndexNoGC`: two 100,000-element arrays copied into each other for 500 ms. */
function withoutGarbage() {
  const a = [];
  const b = [];
  for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
  const start = Date.now();
  let iterations = 0;
  while (iterations % 10 !== 0 || Date.now() - start < 500) {
    const source = iterations % 2 === 0 ? a : b;
    const target = iterations % 2 === 0 ? b : a;
    for (let j = 0; j < source.length; j++) target[j] = source[j];
    iterations++;
  }
  return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
}

/** @returns {number} Lighthouse's benchmark index for this process's core, about one second to take */
export function benchmarkIndex() {
  return Math.round((withGarbage() + withoutGarbage()) / 2);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(benchmarkIndex());
