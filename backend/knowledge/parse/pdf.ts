// PDF with a text layer, read with pdf.js (Mozilla's reader; its legacy build runs on Node 20) in a worker thread
// (pdf-text.worker.mjs). Each page's text becomes paragraphs; a PDF whose pages carry no text at all (a scan) is
// refused, and so is one pdf.js cannot read.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ParseRefusal, type Block } from './document';

type WorkerAnswer = { pages: string[][] } | { error: 'corrupt_pdf'; page?: number; detail: string };

const WORKER_FILE = path.join(__dirname, 'pdf-text.worker.mjs');
/** A PDF that takes longer than this to read is treated as damaged (pdf.js can loop on hostile files). */
const READ_TIMEOUT_MS = 60_000;

function readPages(bytes: Buffer): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    // The worker gets its own copy: pdf.js takes ownership of the array it is handed.
    const worker = new Worker(WORKER_FILE, { workerData: new Uint8Array(bytes) });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ error: 'corrupt_pdf', detail: 'reading the PDF took too long' });
    }, READ_TIMEOUT_MS);
    worker.once('message', (answer: WorkerAnswer) => {
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export async function parsePdf(bytes: Buffer): Promise<Block[]> {
  const answer = await readPages(bytes);
  if ('error' in answer) throw new ParseRefusal('corrupt_pdf', answer.page ? { page: answer.page } : {}, answer.detail);
  const blocks: Block[] = answer.pages.flatMap((paragraphs, i) => paragraphs.map((text): Block => ({ kind: 'paragraph', text, location: { page: i + 1 } })));
  if (blocks.length === 0) throw new ParseRefusal('no_text_layer', { page: 1 });
  return blocks;
}
