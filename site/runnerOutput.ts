/**
 * Everything a process of the check or the build prints, routed through forRunner
 * (pipeline/check/forRunner.ts): on GitHub Actions no line that content reaches can be read as
 * a workflow command, whoever prints it (the report, a failure's message, a library's
 * warning, a worker's console). The check's annotations, commands on purpose, are the one
 * exception, printed by printCommands.
 */
import { type RunnerFilter, runnerFilter } from '../pipeline/check/forRunner.js'

type Write = (
  chunk: string | Uint8Array,
  encoding?: BufferEncoding | ((error?: Error | null) => void),
  callback?: (error?: Error | null) => void,
) => boolean
type Guarded = { write: Write; filter: RunnerFilter }

const guarded = new WeakMap<NodeJS.WritableStream, Guarded>()

/**
 * From now on, what is written to these streams (standard output and error) goes through
 * forRunner, line by line across writes. Once per stream; each entry script of the check
 * and the build calls it first (scripts/check.ts, scripts/build.ts, site/buildPages.ts).
 */
export function guardRunnerOutput(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    if (guarded.has(stream)) continue
    const write = stream.write.bind(stream) as Write
    const filter = runnerFilter()
    // Bytes (a worker's output, piped in) are decoded as a stream: a character split between chunks stays whole.
    const decoder = new TextDecoder()
    guarded.set(stream, { write, filter })
    stream.write = ((chunk: string | Uint8Array, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
      const text =
        typeof chunk === 'string'
          ? typeof encoding === 'string' && !/^utf-?8$/i.test(encoding)
            ? Buffer.from(chunk, encoding).toString('utf8')
            : chunk
          : decoder.decode(chunk, { stream: true })
      return write(filter(text), typeof encoding === 'function' ? encoding : 'utf8', typeof encoding === 'function' ? undefined : callback)
    }) as NodeJS.WriteStream['write']
  }
}

const ANNOTATION = /^::(error|warning|notice) [^\r\n]*::[^\r\n]*$/

/**
 * The check's annotations for a pull request (pipeline/check/report.ts, `--format github`): each
 * on a line of its own, past the guard. Only lines in the annotations' form pass as they
 * are; anything else goes through forRunner like all other output.
 */
export function printCommands(text: string, stream: NodeJS.WriteStream = process.stdout): void {
  const own = guarded.get(stream) ?? { write: stream.write.bind(stream) as Write, filter: runnerFilter() }
  if (!own.filter.atLineStart) own.write('\n')
  for (const line of text.split('\n')) {
    if (ANNOTATION.test(line)) {
      own.write(`${line}\n`)
      own.filter.lineEnded()
    } else own.write(own.filter(`${line}\n`))
  }
}
