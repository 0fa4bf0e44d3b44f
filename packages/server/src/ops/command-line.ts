import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { StartupFailure } from './startup-failure.ts';

export interface CommandLine {
  /** `npm run <name>`, used in the help and in the messages. */
  name: string;
  /** The help text: usage, what it does, options. */
  help: string;
  /** Options besides `--help`; only these are accepted. */
  options: ParseArgsOptionsConfig;
  /** How many plain arguments the command takes (a file name): exactly this many. */
  positionals?: { count: number; name: string };
}

export interface ParsedCommandLine {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** The closest known option within two edits of a misspelt one, for "did you mean". */
function closest(word: string, candidates: string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  const ranked = candidates.map((candidate) => ({ candidate, score: distance(word, candidate) }));
  const best = ranked.sort((left, right) => left.score - right.score)[0];
  return best && best.score <= 2 ? best.candidate : undefined;
}

function refusal(command: CommandLine, error: Error & { code?: string }): StartupFailure {
  const helpFix = `Run \`npm run ${command.name} -- --help\` for what it accepts.`;
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const flag = quoted.split('=')[0];
      const known = [...Object.keys(command.options), 'help'].map((name) => `--${name}`);
      const suggestion = closest(flag, known);
      return new StartupFailure(`unknown option ${flag}${suggestion ? ` (did you mean ${suggestion}?)` : ''}`, helpFix);
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return new StartupFailure(`the option ${quoted.split(' ')[0]} needs a value`, helpFix);
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new StartupFailure(`unexpected argument "${quoted}"`, helpFix);
    default:
      return new StartupFailure(error.message, helpFix);
  }
}

/**
 * The command's options, strictly: an unknown or misspelt option, a missing value or a stray
 * argument is refused with one line naming it. Prints the help and returns undefined on `--help`.
 */
export function parseCommandLine(command: CommandLine, args: string[]): ParsedCommandLine | undefined {
  let parsed: ParsedCommandLine;
  try {
    parsed = parseArgs({
      args,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: (command.positionals?.count ?? 0) > 0,
      strict: true,
    });
  } catch (error) {
    throw refusal(command, error as Error);
  }
  if (parsed.values.help) {
    console.log(command.help);
    return undefined;
  }
  const wanted = command.positionals;
  if (wanted && parsed.positionals.length !== wanted.count) {
    const problem = parsed.positionals.length < wanted.count ? `the ${wanted.name} is missing` : 'too many arguments';
    throw new StartupFailure(problem, `Run \`npm run ${command.name} -- --help\` for what it accepts.`);
  }
  return parsed;
}
