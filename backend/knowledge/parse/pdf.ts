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

/**
 * PDF writers (Chromium's, Word's "Save as PDF") often map CJK characters to their look-alike Kangxi and supplement
 * radicals (⼀ U+2F00 for 一, ⾄ U+2F84 for 至) in the text layer. Matching folds them, but an extractive answer would
 * quote them to visitors (copied, searched and read aloud as "radical one"): each becomes the ideograph it stands for.
 */
export function withIdeographs(text: string): string {
  return text.replace(/[\u2e80-\u2fdf]/g, (radical) => radical.normalize('NFKC'));
}

export async function parsePdf(bytes: Buffer): Promise<Block[]> {
  const answer = await readPages(bytes);
  if ('error' in answer) throw new ParseRefusal('corrupt_pdf', answer.page ? { page: answer.page } : {}, answer.detail);
  const blocks: Block[] = answer.pages.flatMap((paragraphs, i) => paragraphs.map((text): Block => ({ kind: 'paragraph', text: withIdeographs(text), location: { page: i + 1 } })));
  if (blocks.length === 0) throw new ParseRefusal('no_text_layer', { page: 1 });
  return blocks;
}
