/**
 * A request body checked while it streams into the file store, never held whole: exactly
 * the size announced, and its first bytes those of the type announced.
 */
import { Transform, type Readable, type TransformCallback } from 'node:stream';

/** What was wrong with a body: its size, or its first bytes. */
export class BodyProblem extends Error {
  constructor(readonly problem: 'size' | 'type') {
    super(
      problem === 'size' ? 'The body is not the size announced' : 'The body is not of its type',
    );
  }
}

export interface BodyRules {
  size: number;
  /** How many first bytes `accepts` is shown (fewer when the body is shorter). */
  headBytes: number;
  accepts(head: Buffer): boolean;
}

/**
 * Passes the bytes on while they keep the rules; fails with a BodyProblem at the first break.
 * It holds back the first bytes until they are checked, and always the last chunk until the
 * next one or the end: so the bytes passed on never reach the announced size before every
 * check passed, and a bucket given that length never completes a broken body.
 */
export function checkedBody(rules: BodyRules): Transform {
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
      if (seen > rules.size) return done(new BodyProblem('size'));
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
      if (seen !== rules.size) return done(new BodyProblem('size'));
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
  checked.on('error', () => {
    source.unpipe(checked);
    source.resume();
  });
  return source.pipe(checked);
}
