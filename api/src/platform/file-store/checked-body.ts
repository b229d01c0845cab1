/**
 * A request body checked while it streams into the file store, never held whole: its size
 * (exactly the size announced, or at most a limit) and its first bytes those of its type.
 */
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { FileStore, StagedFile, StageOptions } from './types';

/** What was wrong with a body: its size, or its bytes. */
export class BodyProblem extends Error {
  constructor(readonly problem: 'size' | 'type') {
    super(
      problem === 'size' ? 'The body is not the size announced' : 'The body is not of its type',
    );
  }
}

/**
 * The first bytes an upload's type check reads (an SVG's first element may come after a
 * comment): every upload path shows its check this many.
 */
export const HEAD_BYTES = 1024;

export interface BodyRules {
  /** The exact size announced; without it the body may be any size but empty, up to `maxBytes`. */
  size?: number;
  maxBytes?: number;
  /** How many first bytes `accepts` is shown (fewer when the body is shorter). */
  headBytes: number;
  accepts(head: Buffer): boolean;
  /** A check of every chunk besides the first bytes' (a text file: no NUL anywhere). */
  acceptsEach?: (chunk: Buffer) => boolean;
}

const sizeBroken = (rules: BodyRules, seen: number): boolean =>
  rules.size === undefined ? seen === 0 : seen !== rules.size;

/**
 * Passes the bytes on while they keep the rules; fails with a BodyProblem at the first break.
 * It holds back the first bytes until they are checked, and always the last chunk until the
 * next one or the end: so the bytes passed on never reach the announced size before every
 * check passed, and a bucket given that length never completes a broken body.
 */
export function checkedBody(rules: BodyRules): Transform {
  const limit = rules.size ?? rules.maxBytes ?? Infinity;
  let seen = 0;
  let headChecked = false;
  let held: Buffer[] = [];
  const checkHead = (): BodyProblem | null => {
    headChecked = true;
    const head = Buffer.concat(held).subarray(0, rules.headBytes);
    return rules.accepts(head) ? null : new BodyProblem('type');
  };
  return new Transform({
    transform(this: Transform, chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) return done(new BodyProblem('size'));
      if (rules.acceptsEach && !rules.acceptsEach(chunk)) return done(new BodyProblem('type'));
      held.push(chunk);
      if (!headChecked && seen >= rules.headBytes) {
        const problem = checkHead();
        if (problem) return done(problem);
      }
      if (headChecked) {
        for (const ready of held.slice(0, -1)) this.push(ready);
        held = held.slice(-1);
      }
      done();
    },
    flush(this: Transform, done: TransformCallback) {
      if (sizeBroken(rules, seen)) return done(new BodyProblem('size'));
      const problem = headChecked ? null : checkHead();
      if (problem) return done(problem);
      for (const ready of held) this.push(ready);
      held = [];
      done();
    },
  });
}

/**
 * The source through the checks. A broken rule stops the copy and drains the rest of the
 * source without destroying it: a request's socket stays open for the answer that names
 * the problem.
 */
export function checkedBodyOf(source: Readable, rules: BodyRules): Transform {
  const checked = checkedBody(rules);
  source.on('error', (err) => checked.destroy(err));
  // A request whose client hung up may only close: the copy must fail, not wait for ever.
  source.on('close', () => {
    if (!source.readableEnded) checked.destroy(new Error('The body broke off'));
  });
  checked.on('error', () => {
    source.unpipe(checked);
    source.resume();
  });
  return source.pipe(checked);
}

/**
 * Stages the source in the store as it streams in, checked on the way: never a whole file
 * in memory. A broken rule is thrown as its BodyProblem, and nothing of it stays staged.
 */
export async function stageChecked(
  store: FileStore,
  target: { companyId: string; fileId: string },
  source: Readable,
  rules: BodyRules,
  options: StageOptions,
): Promise<StagedFile> {
  const checked = checkedBodyOf(source, rules);
  let problem: BodyProblem | null = null;
  checked.on('error', (err) => {
    if (err instanceof BodyProblem) problem = err;
  });
  let staged: StagedFile;
  try {
    staged = await store.stage(target.companyId, target.fileId, checked, options);
  } catch (err) {
    throw problem ?? err;
  }
  // A store that finished before the stream failed still holds a broken body: not kept.
  const late = problem as BodyProblem | null;
  if (late) {
    await staged.discard();
    throw late;
  }
  return staged;
}
