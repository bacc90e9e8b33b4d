// `npm start` (scripts/start.mjs) checks the node's options here before its ~20 s build, so a mistyped
// `--upstream` or port fails at once. Exit 0: the options are good (or `--help`, printed); 2: a usage error.
import { CLI_USAGE, CliUsageError, parseCliArgs } from './cli-options';

try {
  if (parseCliArgs(process.argv.slice(2)).kind === 'help') process.stdout.write(`${CLI_USAGE}\n`);
} catch (error) {
  if (!(error instanceof CliUsageError)) throw error;
  process.stderr.write(`error: ${error.message}\n\n${CLI_USAGE}\n`);
  process.exitCode = 2;
}
