/**
 * Starts `server.ts` the way users do, as a child process on an ephemeral loopback port, and stops it.
 * Used by the server entry test, the durability test and the browser specs.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn('node_modules/.bin/tsx', ['server.ts'], { env: { ...process.env, PORT: '0', ...env } });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    url,
    process: child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
