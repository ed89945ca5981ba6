import { type PerfStack, stopOnSignals } from './stack';

// Runs a command's measurements on its stack and exits with the report's code (1: a target was
// missed). The stack is stopped however the measurements end, Ctrl-C included.
export async function measureOnStack(stack: PerfStack, measure: () => Promise<number>): Promise<never> {
  const release = stopOnSignals(stack);
  let exitCode = 1;
  try {
    exitCode = await measure();
  } finally {
    release();
    await stack.stop();
  }
  process.exit(exitCode);
}
