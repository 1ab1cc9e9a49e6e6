import { spawn } from 'node:child_process';

/**
 * Runs npm scripts one after the other, stopping at the first that fails, and then says how long each took and
 * on which Node. A stage `a+b` runs the scripts a and b at once (one that mostly waits beside one that computes)
 * and fails with the first failing one's code.
 */
export async function runStages(stages: readonly string[], run = runNpmScript, print = console.log): Promise<number> {
  const times: string[] = [];
  let code = 0;
  for (const stage of stages) {
    const started = performance.now();
    const codes = await Promise.all(stage.split('+').map((script) => run(script)));
    code = codes.find((each) => each !== 0) ?? 0;
    times.push(`${stage} ${Math.round((performance.now() - started) / 1000)} s${code === 0 ? '' : ` (failed, exit ${code})`}`);
    if (code !== 0) break;
  }
  print(`\nStage times on Node ${process.version}: ${times.join(', ')}`);
  return code;
}

function runNpmScript(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runStages(process.argv.slice(2)).then((code) => process.exit(code));
}
