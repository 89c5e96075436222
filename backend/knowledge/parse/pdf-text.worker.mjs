// Runs in a worker thread: reads the text layer of one PDF with pdf.js (an ES module) and posts back each page's
// paragraphs, or what went wrong. A thread keeps a large PDF from blocking the backend's event loop, and loads the
// ES module the same way under tsx, plain Node and Jest.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

function paragraphs(items) {
  let text = '';
  for (const item of items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
}

async function read(data) {
  let document;
  try {
    document = await getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  } catch (error) {
    return { error: 'corrupt_pdf', detail: String(error?.message ?? error) };
  }
  const pages = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      try {
        const page = await document.getPage(number);
        pages.push(paragraphs((await page.getTextContent()).items));
      } catch (error) {
        return { error: 'corrupt_pdf', page: number, detail: String(error?.message ?? error) };
      }
    }
  } finally {
    await document.destroy();
  }
  return { pages };
}

parentPort.postMessage(await read(workerData));
