// The bench's clock (its own module: bench/run.ts imports every bench, so a bench can't import it).
/** The bench's clock, in ms: this process's CPU time (user + system, every thread), so a busy
 *  shared machine slows a figure less than the wall clock would; BENCH_CLOCK=wall for the wall clock. */
export const clock: () => number =
  process.env.BENCH_CLOCK === "wall"
    ? () => performance.now()
    : () => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1000;
      };
