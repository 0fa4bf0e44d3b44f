import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export const MIN_NEW_PASSWORD_LENGTH = 12;
/** Long passphrases are welcome (ASVS 2.1.2 asks for at least 64); argon2 takes any length. */
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's scale runs 0–4; 3 is "safely unguessable: moderate protection from offline attacks". */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;

/** The dictionaries (a few MB) load with the first password checked, not with the server. */
function strengthChecker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return factory;
}

/**
 * Why a new password is refused, or null when it is fine. `userInputs` (email, names, the
 * site's name) count as easy to guess.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < MIN_NEW_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password may be at most ${MAX_PASSWORD_LENGTH} characters.`;
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).filter((part) => part.length >= 3);
  const result = strengthChecker().check(password, [...inputs, 'grain']);
  if (result.score >= MIN_SCORE) return null;
  const reason =
    result.feedback.warning ?? result.feedback.suggestions[0] ?? 'Add more words or characters that are less common.';
  return `This password is too easy to guess: ${reason}`;
}
