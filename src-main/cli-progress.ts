import type { JobInfo } from './work/run-job.js';

/**
 * A long job's progress as one line redrawn on a terminal's standard error ("reading the module",
 * "writing the pictures 12/40 ███░░ 30%"), wiped when the job ends. Nothing when standard error is
 * not a terminal: a script or a log file gets only the verb's own output.
 */
export function terminalProgress(stream: NodeJS.WriteStream): ((job: JobInfo, finished: boolean) => void) | undefined {
  if (!stream.isTTY) return undefined;
  let shown = false;
  return (job, finished) => {
    if (finished) {
      if (shown) stream.write('\r\u001b[2K');
      shown = false;
      return;
    }
    stream.write(`\r\u001b[2K${progressLine(job, stream.columns || 80)}`);
    shown = true;
  };
}

export function progressLine(job: Pick<JobInfo, 'what' | 'done' | 'total'>, columns = 80): string {
  if (!job.total) return `${job.what}…`.slice(0, columns - 1);
  const share = Math.min(1, job.done / job.total);
  const width = 20;
  const filled = Math.round(share * width);
  const line = `${job.what} ${job.done}/${job.total} ${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${Math.round(share * 100)}%`;
  return line.slice(0, columns - 1);
}
