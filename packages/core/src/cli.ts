import { main } from './cli/main.js';

// A reader that stops early (`mdd build | head`) closes the pipe: the command goes on, without its output.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
process.exitCode = await main(process.argv.slice(2));
